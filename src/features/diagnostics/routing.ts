// What the /test route file needs: the loader and the lazily loaded screen.
import { lazyRouteComponent } from '@tanstack/react-router';
import { loadDiagnosticsMessages } from './messages';

export const DiagnosticsPage = lazyRouteComponent(
  () => import('./pages/DiagnosticsPage'),
  'DiagnosticsPage',
);

export async function loadDiagnosticsRoute(): Promise<void> {
  await Promise.all([DiagnosticsPage.preload?.(), loadDiagnosticsMessages()]);
}
