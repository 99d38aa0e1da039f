import { msg } from '@lingui/core/macro';
import type { RefusalOptions } from '../../ui/forms/outcome';

/**
 * How the account's calls are refused: they open no sign-in on a -1, so its words show, and no
 * answer means the shop was not reached.
 */
export const SIGN_IN_REFUSAL: RefusalOptions = {
  unanswered: msg`The shop could not be reached. Please check your connection and try again.`,
  sayLoginNeeded: true,
};
