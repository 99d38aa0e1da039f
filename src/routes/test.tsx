import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage, loadDiagnosticsRoute } from '../features/diagnostics/routing';

export const Route = createFileRoute('/test')({
  loader: () => loadDiagnosticsRoute(),
  component: DiagnosticsPage,
});
