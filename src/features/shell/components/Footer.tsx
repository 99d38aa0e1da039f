import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import type { FooterInfo } from '../../../../contract/content';
import { isWideWidth } from '../../../lib/device';
import { AppLink } from '../../../ui/AppLink';
import { Icon } from '../../../ui/Icon';
import { appState } from '../../app';
import { footerQueryOptions, NewsletterForm } from '../../content';
import { telHref, WORDMARK } from '../links';
import styles from './Footer.module.css';
import { LangSwitch } from './LangSwitch';

type Group = FooterInfo['groups'][number];

/** The footer: newsletter, link groups, client service (hotline, hours, email) and copyright. */
export function Footer() {
  const { t } = useLingui();
  const newsletterId = useId();
  const serviceId = useId();
  const { lang, appWidth } = useSnapshot(appState);
  const wide = isWideWidth(appWidth);
  const footer = useQuery(footerQueryOptions(lang));
  const info = footer.data;

  return (
    <footer className={styles.footer}>
      <section className={styles.newsletter} aria-labelledby={newsletterId}>
        <div className={styles.newsletterCopy}>
          <h2 id={newsletterId} className={styles.newsletterTitle}>
            <Trans>The Maison letter</Trans>
          </h2>
          <p>
            <Trans>
              New collections, private previews and stories from the ateliers, sent now and then.
            </Trans>
          </p>
        </div>
        <NewsletterForm />
      </section>

      <div className={styles.main}>
        {info && info.groups.length > 0 && (
          <nav className={styles.groups} aria-label={t`Boutique information`}>
            {info.groups.map((group) =>
              wide ? (
                <div key={group.title} className={styles.group}>
                  <h3 className={styles.heading}>{group.title}</h3>
                  <Links group={group} />
                </div>
              ) : (
                <details key={group.title} className={styles.fold}>
                  <summary className={styles.heading}>
                    {group.title}
                    <Icon name="plus" size={16} className={styles.foldIcon} />
                  </summary>
                  <Links group={group} />
                </details>
              ),
            )}
          </nav>
        )}
        <section className={styles.service} aria-labelledby={serviceId}>
          <h3 id={serviceId} className={styles.heading}>
            <Trans>Contact us</Trans>
          </h3>
          {info?.hotline && (
            <a href={telHref(info.hotline)} className={styles.hotline}>
              {info.hotline}
            </a>
          )}
          {info?.service_hours && <p className={styles.hours}>{info.service_hours}</p>}
          {info?.email && (
            <a href={`mailto:${info.email}`} className={styles.mail}>
              {info.email}
            </a>
          )}
        </section>
      </div>

      <div className={styles.bottom}>
        <span className={styles.wordmark} aria-hidden="true">
          {WORDMARK}
        </span>
        <LangSwitch />
        <p className={styles.copyright}>{info?.copyright}</p>
      </div>
    </footer>
  );
}

function Links({ group }: { group: Group }) {
  return (
    <ul className={styles.links}>
      {group.links.map((link) => (
        <li key={`${link.url}-${link.label}`}>
          <AppLink href={link.url}>{link.label}</AppLink>
        </li>
      ))}
    </ul>
  );
}
