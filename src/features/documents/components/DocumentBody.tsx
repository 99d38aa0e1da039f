import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { RichText } from '../../../ui/RichText';
import { inAppHref } from '../model';
import styles from './DocumentBody.module.css';

/** A document's cleaned HTML, set in the shop's type; its links inside the shop stay in the app. */
export function DocumentBody({ html, lang }: { html: string; lang?: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const anchor = (event.target as Element).closest('a');
    const href = anchor && inAppHref(anchor);
    if (!href) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    // The links inside handle the keyboard themselves; this only keeps their clicks in the app.
    <div onClick={onClick} lang={lang}>
      <RichText html={html} className={styles.body} />
    </div>
  );
}
