import { redirect } from '@tanstack/react-router';
import type { SignedInStaff } from '../../../../contract/staff';
import { ConsoleError } from '../../lib/http';

/** The signed-in staff member, or a redirect to the sign-in page when there is none. */
export async function signedInOrSignIn(me: Promise<SignedInStaff>): Promise<SignedInStaff> {
  try {
    return await me;
  } catch (error) {
    if (error instanceof ConsoleError && error.code === 'staffSignInNeeded') {
      throw redirect({ to: '/sign-in' });
    }
    throw error;
  }
}
