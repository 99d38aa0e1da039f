import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PERSONAL_QUERY_KEY } from '../../../lib/query-client';
import { clockOf, timeLeft } from '../model';
import styles from './PayCountdown.module.css';

/**
 * The time left to pay an unpaid order (spec §4: cancelled after 2 hours). When it runs out the
 * orders are asked for again, so that the cancellation shows.
 */
export function PayCountdown({ deadline, orderId }: { deadline: number; orderId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(deadline, now);
  const expired = left === null;

  useEffect(() => {
    if (expired) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expired]);

  useEffect(() => {
    if (!expired) return;
    // The sweep that cancels it runs every minute: ask once it has had time to.
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: [...PERSONAL_QUERY_KEY, 'orders'] }),
      60_000,
    );
    return () => window.clearTimeout(timer);
  }, [expired, orderId, queryClient]);

  if (!left) {
    return (
      <p className={`${styles.countdown} ${styles.over}`}>{t`The time to pay has run out.`}</p>
    );
  }
  const clock = clockOf(left);
  return (
    <p className={styles.countdown}>
      {t`Time left to pay`} <span className={styles.clock}>{clock}</span>
    </p>
  );
}
