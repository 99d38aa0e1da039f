import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConsolePopup,
  HomeDraftBody,
  HomeEditor,
  HomeVersionBody,
  PopupBody,
} from '../../../../contract/console-content';
import { ConsoleError, get, post } from '../../lib/http';
import { queryRoots } from '../../lib/query-keys';

export const homeEditorQuery = queryOptions({
  queryKey: [...queryRoots.content, 'home'],
  queryFn: () => get<HomeEditor>('/content/home'),
  staleTime: 0,
});

/** Each change answers the editor as it now is; a colleague's change since: read it again. */
function useHomeChange<B extends object>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => post<HomeEditor>(path, body),
    onSuccess: (editor) => {
      queryClient.setQueryData(homeEditorQuery.queryKey, editor);
      return queryClient.invalidateQueries({ queryKey: queryRoots.audit });
    },
    onError: (error) => {
      if (error instanceof ConsoleError && error.status === 409) {
        return queryClient.invalidateQueries({ queryKey: homeEditorQuery.queryKey });
      }
    },
  });
}

export const useSaveHomeDraft = () => useHomeChange<HomeDraftBody>('/content/home/draft');
export const usePublishHome = () => useHomeChange<HomeVersionBody>('/content/home/publish');
export const useDiscardHomeDraft = () => useHomeChange<HomeVersionBody>('/content/home/discard');

export const popupsQuery = queryOptions({
  queryKey: [...queryRoots.content, 'popups'],
  queryFn: () => get<ConsolePopup[]>('/content/popups'),
  staleTime: 0,
});

/** Adds a popup (no id) or saves the one read at its version. */
export function useSavePopup(id: number | null) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: popupsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
    ]);
  return useMutation({
    mutationFn: (body: PopupBody) =>
      post<ConsolePopup>(id === null ? '/content/popups' : `/content/popups/${id}`, body),
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ConsoleError && error.status === 409) return refresh();
    },
  });
}
