import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../../lib/api-client';
import { isWideWidth } from '../../../lib/device';
import type { RouteSet } from '../../../lib/route-set';
import { Button, buttonClass } from '../../../ui/Button';
import { cleanRichText } from '../../../ui/RichText';
import { appState } from '../../app';
import { documentQueryOptions } from '../api';
import { DocumentBody } from '../components/DocumentBody';
import { documentDate, htmlLang } from '../format';
import { documentCodeOf } from '../loader';
import { useDocumentsMessages } from '../messages';
import { shapeDocument, type TocEntry } from '../model';
import { DOCUMENT_PAGES, centreLink, type DocumentPageName } from '../pages';
import styles from './DocumentPage.module.css';

/** A long document gets a table of contents beside it on a wide screen. */
const TOC_MIN_SECTIONS = 4;

interface Props {
  routeSet: RouteSet;
  page: DocumentPageName;
  code?: string;
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
export function DocumentPage({ routeSet, page, code }: Props) {
  useDocumentsMessages();
  const { i18n } = useLingui();
  const { appWidth, lang } = useSnapshot(appState);
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  const documentCode = documentCodeOf(page, { code });
  const questions = DOCUMENT_PAGES[page] === 'questions';
  const query = useQuery({
    ...documentQueryOptions(documentCode ?? '', lang),
    enabled: documentCode !== null,
  });
  const body = query.data?.body;
  const shaped = useMemo(
    () => (body === undefined ? null : shapeDocument(cleanRichText(body), { questions })),
    [body, questions],
  );
  const frame = `${styles.page} ${wide ? styles.wide : styles.narrow}`;

  const unknown =
    documentCode === null ||
    (query.error instanceof ApiError && (query.error.code === 4004 || query.error.code === 422));
  if (unknown) {
    return (
      <div className={frame}>
        <Missing routeSet={routeSet} />
      </div>
    );
  }
  if (!query.data || !shaped) {
    return (
      <div className={frame}>
        {query.isError ? (
          <div className={styles.missing} role="alert">
            <p>
              <Trans>The document could not be loaded.</Trans>
            </p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <div className={styles.loading} aria-busy="true" />
        )}
      </div>
    );
  }

  const doc = query.data;
  const date = documentDate(i18n, doc.updated_at);
  const withToc = wide && shaped.toc.length >= TOC_MIN_SECTIONS;
  // A text not yet translated is shown in Chinese, and says so to screen readers.
  const textLang = doc.lang === lang ? undefined : htmlLang(doc.lang);
  return (
    <div className={frame}>
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
    </div>
  );
}
