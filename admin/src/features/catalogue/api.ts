import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CatalogueFeedInput,
  CatalogueFeedReport,
  CatalogueFileInput,
  CatalogueFileReport,
  CataloguePiecePage,
} from '../../../../contract/console-catalogue';
import { get, http, post } from '../../lib/http';
import type { PiecesSearch } from './search';
import { queryRoots } from '../../lib/query-keys';

export const PIECES_PAGE_SIZE = 20;

export const piecesQuery = (search: PiecesSearch) =>
  queryOptions({
    queryKey: [...queryRoots.catalogue, 'pieces', search],
    queryFn: () =>
      get<CataloguePiecePage>('/catalogue/pieces', { ...search, page_size: PIECES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** After a change: the pieces (their stock, their sale state) and the audit log. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: piecesQuery({}).queryKey.slice(0, 2) }),
      queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
    ]);
}

export const synonymsQuery = queryOptions({
  queryKey: [...queryRoots.catalogue, 'synonyms'],
  queryFn: () => get<{ id: number; words: string[] }[]>('/catalogue/synonyms'),
});

export function useChangeSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, words }: { change: 'add' | 'remove'; words: string[] }) =>
      post<{ words: string[] }>(`/catalogue/synonyms/${change}`, { words }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: synonymsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
      ]),
  });
}

export const maintenanceQuery = queryOptions({
  queryKey: [...queryRoots.catalogue, 'maintenance'],
  queryFn: () => get<{ on: boolean }>('/catalogue/maintenance'),
});

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => post<{ on: boolean }>('/catalogue/maintenance', { on }),
    onSuccess: (state) => {
      queryClient.setQueryData(maintenanceQuery.queryKey, state);
      return queryClient.invalidateQueries({ queryKey: queryRoots.audit });
    },
  });
}

/** Checks a stock or prices file (a dry run), or applies it. */
export function useCatalogueFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CatalogueFileInput) => post<CatalogueFileReport>('/catalogue/files', input),
    onSuccess: (report) => (report.applied ? refresh() : undefined),
  });
}

/** Checks a feed folder (a dry run), or imports it. */
export function useCatalogueFeed() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CatalogueFeedInput) => post<CatalogueFeedReport>('/catalogue/feed', input),
    onSuccess: (report) => (report.applied ? refresh() : undefined),
  });
}

export function useSetOnSale() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, onSale }: { id: number; onSale: boolean }) =>
      post<{ id: number; on_sale: boolean }>(`/catalogue/pieces/${id}/on-sale`, {
        on_sale: onSale,
      }),
    onSuccess: refresh,
  });
}

/** The catalogue as a feed in a ZIP archive, saved by the browser under the server's name. */
export async function downloadExport(): Promise<void> {
  const response = await http.get<Blob>('/catalogue/export', {
    responseType: 'blob',
    timeout: 300_000,
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'catalogue.zip';
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
