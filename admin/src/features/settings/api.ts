import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { get, post } from '../../lib/http';
import { dashboardQuery } from '../dashboard/api';
import { meQuery } from '../session/api';
import { queryRoots } from '../../lib/query-keys';

export const secondFactorSettingQuery = queryOptions({
  queryKey: [...queryRoots.settings, 'second-factor'],
  queryFn: () => get<{ required: boolean }>('/settings/second-factor'),
});

export function useRequireSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      post<{ required: boolean }>('/settings/second-factor', { required }),
    onSuccess: (setting) => {
      queryClient.setQueryData(secondFactorSettingQuery.queryKey, setting);
      // The owner's own menu may change: without a second factor, only their account is open.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
      ]);
    },
  });
}

export const lowStockSettingQuery = queryOptions({
  queryKey: [...queryRoots.settings, 'low-stock'],
  queryFn: () => get<{ threshold: number }>('/settings/low-stock'),
});

/** Saves one setting: shown at once, and what depends on it (and the audit log) read again. */
function useSaveSetting<T extends object>(
  path: string,
  key: QueryKey,
  dependents: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: T) => post<T>(path, setting),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      return Promise.all(
        [...dependents, queryRoots.audit].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const useLowStockThreshold = () =>
  useSaveSetting<{ threshold: number }>('/settings/low-stock', lowStockSettingQuery.queryKey, [
    dashboardQuery.queryKey,
  ]);

export const placesSettingQuery = queryOptions({
  queryKey: [...queryRoots.settings, 'places'],
  queryFn: () => get<{ places: number }>('/settings/places'),
});

export const usePlacesPerPeriod = () =>
  useSaveSetting<{ places: number }>('/settings/places', placesSettingQuery.queryKey, [
    queryRoots.appointments,
    queryRoots.washing,
  ]);
