import { useEffect, useState } from 'react';
import styles from './ProgressBar.module.css';

type Phase = 'idle' | 'running' | 'done';

/**
 * A thin bar at the top of the screen for slow navigations: it appears only when `loading` lasts
 * longer than `delayMs`, creeps towards the end over `durationMs`, and completes when loading ends.
 */
export function ProgressBar({
  loading,
  delayMs = 200,
  durationMs = 5000,
  label,
}: {
  loading: boolean;
  delayMs?: number;
  durationMs?: number;
  label: string;
}) {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loading) {
      const timer = window.setTimeout(() => setPhase('running'), delayMs);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : 'idle'));
    return undefined;
  }, [loading, delayMs]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => setPhase('idle'), 450);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`${styles.track} ${phase === 'done' ? styles.done : ''}`}
      role="progressbar"
      aria-label={label}
      aria-busy={phase === 'running'}
      style={{ ['--duration' as string]: `${durationMs}ms` }}
    >
      <div className={styles.bar} />
    </div>
  );
}
