import type { Db } from '../db/database';
import { writeSetting } from '../modules/content/site';
import {
  POINTS_FEN_PER_POINT_KEY,
  POINTS_MAX_PERCENT_KEY,
  pointsSettings,
} from '../modules/order/checkout/settings';
import { OperatorError, yuan } from './format';
import { groupDigits } from '../../contract/numbers';

function describe(rule: { fen_per_point: number; max_percent: number }): string {
  return `a point is worth ${yuan(rule.fen_per_point)} (500 points: ${yuan(
    500 * rule.fen_per_point,
  )}); points pay at most ${rule.max_percent}% of an order`;
}

function wholeNumber(text: string, min: number, max: number, what: string): number {
  const value = Number(text.trim());
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new OperatorError(
      `${what} must be a whole number from ${groupDigits(min)} to ${groupDigits(max)}, not "${text}"`,
    );
  }
  return value;
}

/** Shows the rule points pay by, or sets it: the worth of one point in fen and the share. */
export async function pointsRuleCommand(db: Db, args: string[]): Promise<string> {
  if (args.length === 0) return describe(await pointsSettings(db));
  const [fenText = '', percentText = ''] = args;
  if (args.length !== 2) {
    throw new OperatorError('usage: npm run shop -- points rule [<fen_per_point> <max_percent>]');
  }
  const fen = wholeNumber(fenText, 1, 1_000_000, 'the worth of a point in fen');
  const percent = wholeNumber(percentText, 0, 100, 'the share points may pay');
  await writeSetting(db, POINTS_FEN_PER_POINT_KEY, String(fen));
  await writeSetting(db, POINTS_MAX_PERCENT_KEY, String(percent));
  return `from now on ${describe(await pointsSettings(db))}`;
}
