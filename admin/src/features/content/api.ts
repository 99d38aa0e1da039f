import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  ConsolePopup,
  ContentPictureUpload,
  HomeDraftBody,
  HomeEditor,
  HomeVersionBody,
  PopupBody,
  PopupDeleteBody,
  PopupFields,
  PopupPreview,
  UploadedPicture,
} from '../../../../contract/console-content';
import { CONTENT_LANGS, popupPreviewKey } from '../../../../contract/console-content';
import {
  documentPreviewKey,
  type ConsoleDocument,
  type ConsoleDocumentEntry,
  type DocumentPreview,
  type DocumentPreviewBody,
  type DocumentPublishBody,
} from '../../../../contract/console-documents';
import type {
  ConsoleFooterGroup,
  ConsoleMenuItem,
  FooterGroupBody,
  MenuItemBody,
} from '../../../../contract/console-menus';
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

/** Saves one row of a list; the list and the audit log are read again, after a refusal too. */
function useListSave<B extends object>(listKey: QueryKey, path: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
    ]);
  return useMutation({
    mutationFn: (body: B) => post<unknown>(path, body),
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ConsoleError && error.status === 409) return refresh();
    },
  });
}

/** Adds a popup (no id) or saves the one read at its version. */
export const useSavePopup = (id: number | null) =>
  useListSave<PopupBody>(
    popupsQuery.queryKey,
    id === null ? '/content/popups' : `/content/popups/${id}`,
  );

export const menusQuery = queryOptions({
  queryKey: [...queryRoots.content, 'menus'],
  queryFn: () => get<ConsoleMenuItem[]>('/content/menus'),
  staleTime: 0,
});

export const useSaveMenuItem = (id: number) =>
  useListSave<MenuItemBody>(menusQuery.queryKey, `/content/menus/${id}`);

export const footerQuery = queryOptions({
  queryKey: [...queryRoots.content, 'footer'],
  queryFn: () => get<ConsoleFooterGroup[]>('/content/footer'),
  staleTime: 0,
});

export const useSaveFooterGroup = (id: number) =>
  useListSave<FooterGroupBody>(footerQuery.queryKey, `/content/footer/${id}`);

export const documentsQuery = queryOptions({
  queryKey: [...queryRoots.content, 'documents'],
  queryFn: () => get<ConsoleDocumentEntry[]>('/content/documents'),
  staleTime: 0,
});

export const documentQuery = (code: string) =>
  queryOptions({
    queryKey: [...documentsQuery.queryKey, code],
    queryFn: () => get<ConsoleDocument>(`/content/documents/${encodeURIComponent(code)}`),
    staleTime: 0,
  });

/**
 * The words as the shop would serve them, cleaned by the server; left in the tab's session for
 * the shop's page opened in the preview's frame.
 */
export function usePreviewDocument(code: string) {
  return useMutation({
    mutationFn: (body: DocumentPreviewBody) =>
      post<DocumentPreview>(`/content/documents/${encodeURIComponent(code)}/preview`, body),
    onSuccess: (preview) => {
      for (const text of Object.values(preview.texts)) {
        sessionStorage.setItem(documentPreviewKey(code, text.lang), JSON.stringify(text));
      }
    },
  });
}

/** Publishes the words over the version read; a colleague's publish since: read it again. */
export function usePublishDocument(code: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: documentsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
    ]);
  return useMutation({
    mutationFn: (body: DocumentPublishBody) =>
      post<ConsoleDocument>(`/content/documents/${encodeURIComponent(code)}`, body),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQuery(code).queryKey, document);
      return refresh();
    },
    onError: (error) => {
      if (error instanceof ConsoleError && error.status === 409) return refresh();
    },
  });
}

/** Stores a picture for the shop's content; the same file twice is the same picture. */
export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentPictureUpload) => post<UploadedPicture>('/content/pictures', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
  });
}

/** Deletes the popup read at its version; a colleague's change since: the list is read again. */
export const useDeletePopup = (id: number) =>
  useListSave<PopupDeleteBody>(popupsQuery.queryKey, `/content/popups/${id}/delete`);

/**
 * The popup as the shoppers will see it, checked and drawn by the server; left in the tab's
 * session for the shop's page opened in the preview's frame.
 */
export function usePreviewPopup() {
  return useMutation({
    mutationFn: (body: PopupFields) => post<PopupPreview>('/content/popups/preview', body),
    onSuccess: (preview) => {
      for (const lang of CONTENT_LANGS) {
        sessionStorage.setItem(popupPreviewKey(lang), JSON.stringify(preview[lang]));
      }
    },
  });
}
