import type { QueryClient } from '@tanstack/react-query';
import type { logout } from '../../../contract/account';
import { endpoint } from '../../lib/api-client';
import { forgetSession } from './session';

const postLogout = endpoint<typeof logout>('api/passport/logout', 'POST');

/**
 * Signs the member out: the server ends the session, then this device forgets it. The device
 * forgets it even when the server cannot be reached, so that the next user of the device never
 * finds the member still signed in.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await postLogout({});
  } catch {
    // Offline or already ended: forgetting it here is what matters to this device.
  } finally {
    forgetSession(queryClient);
  }
}
