import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { clockText, timeLeft } from '../model';

/** The time left to pay, ticking every second; `onOver` once the deadline has passed. */
export function Countdown({ deadline, onOver }: { deadline: number; onOver?: () => void }) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(deadline, now);
  const told = useRef(false);
  useEffect(() => {
    if (left.over) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left.over]);
  useEffect(() => {
    if (!left.over || told.current) return;
    told.current = true;
    onOver?.();
  }, [left.over, onOver]);
  const clock = clockText(left);
  return left.over ? (
    <span>{t`The time to pay has run out.`}</span>
  ) : (
    <span>
      {t`Time left to pay:`} <time>{clock}</time>
    </span>
  );
}
