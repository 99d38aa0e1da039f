import type { Db } from '../db/database';
import type { Progress } from '../lib/progress';
import type { CarrierProvider } from '../providers/carrier';
import type { PaymentMethods } from '../providers/payment-methods';

/** What the operator's commands work with: the shop's database, its providers and the time. */
export interface OperatorServices {
  db: Db;
  payment: PaymentMethods;
  carrier: CarrierProvider;
  now: number;
  /** Where a long command tells how far it got (the terminal's stderr). */
  progress?: Progress;
  /** scrypt cost of the staff's one-time passwords: the configured cost. */
  passwordCost?: number;
}
