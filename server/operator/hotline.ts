import type { Db } from '../db/database';
import { HOTLINE_SETTING, shopHotline } from '../lib/hotline';
import { writeSetting } from '../modules/content/site';
import { OperatorError } from './format';

// The customer-service hotline shoppers are given: in the footer and the menu, and in the shop's
// messages that ask them to call (texts that cannot be sent, a cancellation declined, a special
// VAT invoice, the return address…). Cleared, those read without a number.

const USAGE = 'usage: npm run shop -- hotline [set <number…> | clear]';

/** A telephone number as people write it: digits, spaces, dashes, brackets, a leading +. */
const TELEPHONE = /^\+?[0-9][0-9 ()-]{1,28}[0-9]$/;

function describe(hotline: string): string {
  return hotline ? `the hotline is ${hotline}` : 'no hotline is set: the shop names no number';
}

export async function hotlineCommand(db: Db, action: string, args: string[]): Promise<string> {
  if (action === '' && args.length === 0) return describe(await shopHotline(db));
  if (action === 'clear' && args.length === 0) {
    await writeSetting(db, HOTLINE_SETTING, '');
    return `from now on ${describe('')}`;
  }
  if (action !== 'set' || args.length === 0) throw new OperatorError(USAGE);
  const number = args.join(' ').trim().replace(/\s+/g, ' ');
  if (!TELEPHONE.test(number)) {
    throw new OperatorError(
      `the hotline must be a telephone number of 3 to 30 digits, spaces, dashes and brackets, not "${number}"`,
    );
  }
  await writeSetting(db, HOTLINE_SETTING, number);
  return `from now on ${describe(number)}`;
}
