import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../../../ui/Button';
import { appState } from '../../app';
import { useDiagnosticsMessages } from '../messages';
import { collectDiagnostics, type Diagnostics } from '../probes';
import { bytes, diagnosticsReport } from '../report';
import styles from './DiagnosticsPage.module.css';

type Fact = [label: string, value: ReactNode];

function Section({ id, title, facts }: { id: string; title: string; facts: Fact[] }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function useFacts(d: Diagnostics): { id: string; title: string; facts: Fact[] }[] {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const yes = t`Yes`;
  const no = t`No`;
  const none = t`None`;
  const sw = d.serviceWorker;
  const { ms, detail } = d.api;
  const used = d.storage ? bytes(d.storage.usage) : '';
  const quota = d.storage ? bytes(d.storage.quota) : '';
  return [
    {
      id: 'diagnostics-build',
      title: t`Build and language`,
      facts: [
        [t`Build`, d.build],
        [t`Language`, lang],
      ],
    },
    {
      id: 'diagnostics-screen',
      title: t`Screen`,
      facts: [
        [t`Width class`, d.screen.wide ? t`Wide (over 769 px)` : t`Narrow (769 px or less)`],
        [t`Window size`, `${d.screen.width} × ${d.screen.height} px`],
        [t`Pixel ratio`, String(d.screen.pixelRatio)],
      ],
    },
    {
      id: 'diagnostics-browser',
      title: t`Browser`,
      facts: [
        [t`User agent`, d.browser.userAgent],
        [t`Inside WeChat`, d.browser.weChat ? yes : no],
      ],
    },
    {
      id: 'diagnostics-network',
      title: t`Network`,
      facts: [
        [t`Online`, d.network.online ? yes : no],
        [t`Connection`, d.network.effectiveType ?? t`Unknown`],
        [
          t`API`,
          d.api.reachable ? t`Reachable in ${ms} ms` : t`Unreachable after ${ms} ms (${detail})`,
        ],
      ],
    },
    {
      id: 'diagnostics-service-worker',
      title: t`Service worker`,
      facts: sw.supported
        ? [
            [t`Scope`, sw.scope ?? t`Not registered`],
            [t`Active`, sw.active ?? none],
            [t`Waiting`, sw.waiting ?? none],
            [t`Installing`, sw.installing ?? none],
            [t`Controls this page`, sw.controlled ? yes : no],
          ]
        : [[t`Supported`, no]],
    },
    {
      id: 'diagnostics-storage',
      title: t`Caches and storage`,
      facts: [
        ...(d.cacheStorage.supported
          ? d.cacheStorage.caches.map(({ name, entries }): Fact => [name, t`${entries} entries`])
          : [[t`Cache storage`, t`Not supported`] as Fact]),
        ...(d.cacheStorage.supported && d.cacheStorage.caches.length === 0
          ? [[t`Cache storage`, t`Empty`] as Fact]
          : []),
        [t`Storage used`, d.storage ? t`${used} of ${quota}` : t`Unknown`],
      ],
    },
  ];
}

function Report({
  facts,
  onRefresh,
  refreshing,
}: {
  facts: Diagnostics;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const sections = useFacts(facts);
  const copyReport = async () => {
    try {
      await navigator.clipboard.writeText(diagnosticsReport(facts, lang, new Date()));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <>
      <div className={styles.actions}>
        <Button onClick={() => void copyReport()}>{t`Copy report`}</Button>
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
          {t`Check again`}
        </Button>
        <p role="status" className={styles.copied}>
          {copy === 'copied' && <Trans>The report is copied: paste it to Client Services.</Trans>}
        </p>
        {copy === 'failed' && (
          <p role="alert" className={styles.failed}>
            <Trans>Browser cannot copy to the clipboard</Trans>
          </p>
        )}
      </div>
      <div className={styles.sections}>
        {sections.map((section) => (
          <Section key={section.id} {...section} />
        ))}
      </div>
    </>
  );
}

/** /test: what support staff need to know about the shopper's browser, and nothing personal. */
export function DiagnosticsPage() {
  useDiagnosticsMessages();
  const { t } = useLingui();
  const diagnostics = useQuery({
    queryKey: ['diagnostics'],
    queryFn: collectDiagnostics,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Diagnostics`}</h1>
        <p className={styles.intro}>
          <Trans>
            If Client Services asks, copy this report and send it to them. It describes your browser
            and the shop’s connection, and nothing about you.
          </Trans>
        </p>
      </header>
      {diagnostics.data ? (
        <Report
          facts={diagnostics.data}
          onRefresh={() => void diagnostics.refetch()}
          refreshing={diagnostics.isFetching}
        />
      ) : (
        <div className={styles.loading} aria-busy="true" />
      )}
    </div>
  );
}
