import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditLogPage } from '../../../../contract/staff';
import { get } from '../../lib/http';
import type { AuditSearch } from './search';
import { queryRoots } from '../../lib/query-keys';

export const AUDIT_PAGE_SIZE = 20;

export const auditQuery = (search: AuditSearch) =>
  queryOptions({
    queryKey: [...queryRoots.audit, search],
    queryFn: () => get<AuditLogPage>('/audit', { ...search, page_size: AUDIT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
