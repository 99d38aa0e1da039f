import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '../../../../contract/dashboard';
import { get } from '../../lib/http';
import { queryRoots } from '../../lib/query-keys';

/** The figures are read again every minute while the dashboard is open. */
export const DASHBOARD_REFRESH_MS = 60_000;

export const dashboardQuery = queryOptions({
  queryKey: [...queryRoots.dashboard],
  queryFn: () => get<Dashboard>('/dashboard'),
  refetchInterval: DASHBOARD_REFRESH_MS,
});
