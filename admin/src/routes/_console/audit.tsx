import { createFileRoute } from '@tanstack/react-router';
import { auditQuery } from '../../features/audit/api';
import { AuditPage } from '../../features/audit/pages/AuditPage';
import { validateAuditSearch } from '../../features/audit/search';

export const Route = createFileRoute('/_console/audit')({
  validateSearch: validateAuditSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(auditQuery(deps)),
  component: AuditRoute,
});

function AuditRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
