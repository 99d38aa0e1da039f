import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignedInStaff } from '../../../../contract/staff';
import { get, post } from '../../lib/http';
import { forgetKeptStates } from '../../lib/kept-state';
import { queryRoots } from '../../lib/query-keys';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => get<SignedInStaff>('/me'),
  staleTime: 60_000,
});

export interface SignInInput {
  account: string;
  password: string;
  code?: string;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => post<SignedInStaff>('/sign-in', input),
    onSuccess: (me) => {
      // Whoever was signed in before on this browser: nothing of theirs is kept.
      queryClient.clear();
      queryClient.setQueryData(meQuery.queryKey, me);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<null>('/sign-out'),
    onSettled: () => {
      queryClient.clear();
      forgetKeptStates();
    },
  });
}

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChange) => post<SignedInStaff>('/password', input),
    onSuccess: (me) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      return queryClient.invalidateQueries({ queryKey: queryRoots.audit });
    },
  });
}
