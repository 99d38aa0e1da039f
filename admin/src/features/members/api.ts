import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BalanceAdjustInput,
  ConsoleMemberDetail,
  ConsoleMemberPage,
  NoteInput,
  PointsAdjustInput,
} from '../../../../contract/console-members';
import { get, post } from '../../lib/http';
import type { MembersSearch } from './search';
import { queryRoots } from '../../lib/query-keys';

export const MEMBERS_PAGE_SIZE = 20;

export const membersQuery = (search: MembersSearch) =>
  queryOptions({
    queryKey: [...queryRoots.members, 'list', search],
    queryFn: () => get<ConsoleMemberPage>('/members', { ...search, page_size: MEMBERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const memberQuery = (memberId: number) =>
  queryOptions({
    queryKey: [...queryRoots.members, 'detail', memberId],
    queryFn: () => get<ConsoleMemberDetail>(`/members/${memberId}`),
  });

/**
 * After a member changed: their page at once (from the answer); the lists and the audit log are
 * marked stale in the background, so the form is done when the change is.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return (detail: ConsoleMemberDetail) => {
    queryClient.setQueryData(memberQuery(detail.id).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: queryRoots.membersList });
    void queryClient.invalidateQueries({ queryKey: queryRoots.audit });
  };
}

export type AdjustTarget = 'points' | 'balance';

export function useAdjustMember(memberId: number, target: AdjustTarget) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: PointsAdjustInput | BalanceAdjustInput) =>
      post<ConsoleMemberDetail>(`/members/${memberId}/${target}`, input),
    onSuccess: refresh,
  });
}

export function useAddNote(memberId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: NoteInput) =>
      post<ConsoleMemberDetail>(`/members/${memberId}/notes`, input),
    onSuccess: refresh,
  });
}
