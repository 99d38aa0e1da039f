import { describeProblem, type FeedProblem } from '../catalogue/feed/model';
import { OperatorError } from './format';
import { groupDigits } from '../../contract/numbers';

export const count = groupDigits;

/** Every problem, a line each, then their count and what it means: `where`, `outcome`. */
export function feedRefusal(problems: FeedProblem[], where: string, outcome: string) {
  const lines = problems.map(describeProblem);
  const total = problems.length === 1 ? '1 problem' : `${count(problems.length)} problems`;
  return new OperatorError(`${lines.join('\n')}\n${total} in ${where}: ${outcome}`);
}
