import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  HomeDraftBody,
  HomeEditor,
  HomeVersionBody,
} from '../../../../contract/console-content';
import { ConsoleError, get, post } from '../../lib/http';

export const homeEditorQuery = queryOptions({
  queryKey: ['content', 'home'],
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
      return queryClient.invalidateQueries({ queryKey: ['audit'] });
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
