// The appointments feature's public face. The member area hosts its screen (tab
// `appointments`) and the store locator links to it, so this stays light: the screen, its data
// and its words load when it is opened.
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { appState } from '../app';
import type { AppointmentsScreenProps } from './screens';

export type { AppointmentsScreenProps } from './screens';

/** The member area's "My appointments", loaded with its own chunk. */
export const AppointmentsScreen = /* @__PURE__ */ lazyRouteComponent(
  () => import('./components/AppointmentsScreen'),
  'AppointmentsScreen',
);

/** Loads the screen's code, its words and its data (the member area's loader calls it). */
export async function loadAppointmentsScreen(
  queryClient: QueryClient,
  screen: AppointmentsScreenProps,
): Promise<void> {
  const [{ loadAppointmentsData }, { loadAppointmentsMessages }] = await Promise.all([
    import('./loader'),
    import('./messages'),
    AppointmentsScreen.preload?.() ?? Promise.resolve(),
  ]);
  await Promise.all([
    loadAppointmentsMessages(),
    loadAppointmentsData(queryClient, appState.lang, screen.booking),
  ]);
}
