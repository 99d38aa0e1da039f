import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

export function useLowStockThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number) =>
      post<{ threshold: number }>('/settings/low-stock', { threshold }),
    onSuccess: (setting) => {
      queryClient.setQueryData(lowStockSettingQuery.queryKey, setting);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
      ]);
    },
  });
}
