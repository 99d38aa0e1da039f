import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignedInStaff } from '../../../../contract/staff';
import { post } from '../../lib/http';
import { meQuery } from '../session/api';
import { queryRoots } from '../../lib/query-keys';

export interface Enrolment {
  secret: string;
  uri: string;
}

export function useStartEnrolment() {
  return useMutation({ mutationFn: () => post<Enrolment>('/totp/enrol') });
}

/**
 * Confirming or removing the second factor, or new recovery codes: the staff member's record and
 * the log change. Confirming and renewing answer with the codes, shown once.
 */
export function useSecondFactorChange(
  path: '/totp/confirm' | '/totp/disable' | '/totp/recovery-codes',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      post<SignedInStaff & { recovery_codes?: string[] }>(path, { code }),
    onSuccess: ({ recovery_codes: _shownOnce, ...me }) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
        queryClient.invalidateQueries({ queryKey: queryRoots.staff }),
      ]);
    },
  });
}
