import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicStaff, Role } from '../../../../contract/staff';
import { get, post } from '../../lib/http';
import { queryRoots } from '../../lib/query-keys';

export const staffListQuery = queryOptions({
  queryKey: [...queryRoots.staff],
  queryFn: () => get<PublicStaff[]>('/staff'),
});

export interface WithPassword {
  staff: PublicStaff;
  one_time_password: string;
}

export interface NewStaff {
  account: string;
  display_name?: string;
  role: Role;
}

export type StaffChange =
  { kind: 'role'; id: number; role: Role } | { kind: 'disable' | 'enable'; id: number };

/** After any change to staff: the list, and the audit log that recorded it. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
    ]);
}

export function useAddStaff() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: NewStaff) => post<WithPassword>('/staff', input),
    onSuccess: refresh,
  });
}

export function useChangeStaff() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (change: StaffChange) =>
      change.kind === 'role'
        ? post<PublicStaff>(`/staff/${change.id}/role`, { role: change.role })
        : post<PublicStaff>(`/staff/${change.id}/${change.kind}`),
    onSuccess: refresh,
  });
}

export function useResetPassword() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => post<WithPassword>(`/staff/${id}/reset-password`),
    onSuccess: refresh,
  });
}
