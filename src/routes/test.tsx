import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage, loadDiagnosticsRoute } from '../features/diagnostics/routing';
import { RoutePending } from '../ui/screens/RouteStates';

export const Route = createFileRoute('/test')({
  loader: () => loadDiagnosticsRoute(),
  pendingComponent: RoutePending,
  component: DiagnosticsPage,
});
