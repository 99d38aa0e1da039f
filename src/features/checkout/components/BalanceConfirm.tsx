import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatFen } from '../../../ui/Price';

/** Spending stored value is asked once more, with the amount and what the balance keeps. */
export function BalanceConfirm({
  open,
  amount,
  balance,
  pending = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  amount: number;
  balance: number;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const pay = formatFen(amount);
  const left = formatFen(balance - amount);
  return (
    <ConfirmDialog
      open={open}
      title={t`Pay ${pay} from your account balance?`}
      confirmLabel={t`Pay from my balance`}
      keepLabel={t`Not now`}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t`Your balance will be ${left} after this payment.`}</p>
    </ConfirmDialog>
  );
}

/** The line under the balance among the ways to pay: what it holds, and whether it is enough. */
export function useBalanceDetail(): (balance: number, covers: boolean) => string {
  const { t } = useLingui();
  return (fen, covers) => {
    const balance = formatFen(fen);
    return covers ? t`Balance ${balance}` : t`Balance ${balance}, not enough for this order`;
  };
}
