import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { ProgressBar } from '../../../ui/ProgressBar';

/** Spec §9: slow navigations (over 200 ms) show a bar that runs over 5 s. */
export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export function NavigationProgress() {
  const { t } = useLingui();
  const loading = useRouterState({
    select: (state) => state.status === 'pending' || state.isLoading,
  });
  return (
    <ProgressBar
      loading={loading}
      delayMs={PROGRESS_DELAY_MS}
      durationMs={PROGRESS_DURATION_MS}
      label={t`Loading the page`}
    />
  );
}
