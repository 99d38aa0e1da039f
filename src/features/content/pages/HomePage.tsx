import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { HomeTemplate } from '../../../../contract/content';
import { Button } from '../../../ui/Button';
import { appState } from '../../app';
import { homeTemplateQueryOptions } from '../api';
import { HeroCarousel } from '../components/HeroCarousel';
import { ProductRail } from '../components/ProductRail';
import { StoryBlock } from '../components/StoryBlock';
import { Waterfall } from '../components/Waterfall';
import styles from './HomePage.module.css';

/** The home page (/), built from the home templates in their sort order. */
export function HomePage() {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const templates = useQuery({
    ...homeTemplateQueryOptions(lang),
    placeholderData: keepPreviousData,
  });

  if (!templates.data) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">{t`MAISON official online boutique`}</h1>
        {templates.isError ? (
          <div className={styles.problem} role="alert">
            <p>
              <Trans>The home page could not be loaded. Please check your connection.</Trans>
            </p>
            <Button variant="secondary" onClick={() => void templates.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <div className={styles.skeleton} aria-busy="true" aria-label={t`Loading`} />
        )}
      </div>
    );
  }

  const list = templates.data;
  const firstIsBanner = list[0]?.type === 'banner';
  const storyOrder = new Map(
    list.filter((template) => template.type === 'story').map((template, i) => [template.id, i]),
  );
  return (
    <div className={styles.page}>
      {!firstIsBanner && <h1 className="visually-hidden">{t`MAISON official online boutique`}</h1>}
      {list.map((template, position) => {
        return (
          <TemplateBlock
            key={template.id}
            template={template}
            lead={position === 0}
            flip={(storyOrder.get(template.id) ?? 0) % 2 === 1}
          />
        );
      })}
    </div>
  );
}

function TemplateBlock({
  template,
  lead,
  flip,
}: {
  template: HomeTemplate;
  lead: boolean;
  flip: boolean;
}) {
  switch (template.type) {
    case 'banner':
      return <HeroCarousel banners={template.items} headingLevel={lead ? 1 : 2} />;
    case 'rail':
      return (
        <ProductRail
          title={template.title}
          subtitle={template.subtitle}
          link={template.link}
          goods={template.goods}
        />
      );
    case 'waterfall':
      return <Waterfall title={template.title} items={template.items} />;
    case 'story':
      return (
        <StoryBlock
          title={template.title}
          text={template.text}
          button={template.button}
          link={template.link}
          picture={template.picture}
          flip={flip}
        />
      );
    default:
      return null;
  }
}
