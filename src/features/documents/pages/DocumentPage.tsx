import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useMemo, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import type { RouteSet } from '../../../lib/route-set';
import { removeBootHero } from '../../../ui/boot-hero';
import { buttonClass } from '../../../ui/Button';
import { cleanRichText } from '../../../ui/RichText';
import { appState } from '../../app';
import { documentQueryOptions } from '../api';
import { DocumentBody } from '../components/DocumentBody';
import { documentDate, htmlLang } from '../format';
import { useDocumentsMessages } from '../messages';
import { shapeDocument, type TocEntry } from '../model';
import { centreLink } from '../links';
import styles from './DocumentPage.module.css';

/** A long document gets a table of contents beside it on a wide screen. */
const TOC_MIN_SECTIONS = 4;

export interface DocumentPageProps {
  routeSet: RouteSet;
  /** The document's code: a policy's page name, or richText's `code` (none: not found). */
  code: string | undefined;
  /** The questions page folds each question and its answer. */
  questions?: boolean;
}

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
}

function Contents({ toc }: { toc: TocEntry[] }) {
  const { t } = useLingui();
  return (
    <nav className={styles.toc} aria-label={t`Contents`}>
      <p className={styles.tocTitle} aria-hidden="true">
        <Trans>Contents</Trans>
      </p>
      <ol>
        {toc.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={(event) => jumpTo(event, entry.id)}>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Missing({ routeSet }: { routeSet: RouteSet }) {
  return (
    <section className={styles.missing}>
      <h1 className={styles.title}>
        <Trans>This document could not be found</Trans>
      </h1>
      <p className={styles.intro}>
        <Trans>It may have been moved or withdrawn.</Trans>
      </p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClass('primary')}>
          <Trans>Back to the home page</Trans>
        </Link>
        <Link {...centreLink(routeSet)} className={buttonClass('secondary')}>
          <Trans>Policies and help</Trans>
        </Link>
      </div>
    </section>
  );
}

/** A policy, the questions page or any document by code (richText), with its date. */
export function DocumentPage({ routeSet, code, questions = false }: DocumentPageProps) {
  useDocumentsMessages();
  // The opening document drew the heading and first paragraph where this page draws them.
  useLayoutEffect(removeBootHero, []);
  const { appWidth } = useSnapshot(appState);
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  return (
    <div className={`${styles.page} ${wide ? styles.wide : styles.narrow}`}>
      {code === undefined ? (
        <Missing routeSet={routeSet} />
      ) : (
        <ShopDocument routeSet={routeSet} code={code} questions={questions} wide={wide} />
      )}
    </div>
  );
}

/** A document the route loaded; null when no document has its code. */
function ShopDocument({
  routeSet,
  code,
  questions,
  wide,
}: {
  routeSet: RouteSet;
  code: string;
  questions: boolean;
  wide: boolean;
}) {
  const { i18n } = useLingui();
  const { lang } = useSnapshot(appState);
  const doc = useSuspenseQuery(documentQueryOptions(code, lang)).data;
  const body = doc?.body;
  const shaped = useMemo(
    () => (body === undefined ? null : shapeDocument(cleanRichText(body), { questions })),
    [body, questions],
  );
  if (!doc || !shaped) return <Missing routeSet={routeSet} />;

  const date = documentDate(i18n, doc.updated_at);
  const withToc = wide && shaped.toc.length >= TOC_MIN_SECTIONS;
  // A text not yet translated is shown in Chinese, and says so to screen readers.
  const textLang = doc.lang === lang ? undefined : htmlLang(doc.lang);
  return (
    <article className={withToc ? styles.withToc : styles.single}>
      <header className={styles.header}>
        <Link {...centreLink(routeSet)} className={styles.eyebrow}>
          <Trans>Policies and help</Trans>
        </Link>
        <h1 className={styles.title} lang={textLang}>
          {doc.title}
        </h1>
        <p className={styles.updated}>
          <Trans>
            Updated <time dateTime={new Date(doc.updated_at).toISOString()}>{date}</time>
          </Trans>
        </p>
      </header>
      {withToc && <Contents toc={shaped.toc} />}
      <div className={styles.text}>
        <DocumentBody html={shaped.html} lang={textLang} />
      </div>
    </article>
  );
}
