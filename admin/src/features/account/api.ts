import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignedInStaff } from '../../../../contract/staff';
import { post } from '../../lib/http';
import { meQuery } from '../session/api';

export interface Enrolment {
  secret: string;
  uri: string;
}

export function useStartEnrolment() {
  return useMutation({ mutationFn: () => post<Enrolment>('/totp/enrol') });
}

/** Confirming or removing the second factor: the staff member's record and the log change. */
export function useSecondFactorChange(path: '/totp/confirm' | '/totp/disable') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => post<SignedInStaff>(path, { code }),
    onSuccess: (me) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
        queryClient.invalidateQueries({ queryKey: ['staff'] }),
      ]);
    },
  });
}
