import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ComponentProps,
  Fragment,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { useSnapshot } from 'valtio';
import type { HomeTemplate } from '../../../../contract/content';
import { Button } from '../../../ui/Button';
import { removeBootHero } from '../../../ui/boot-hero';
import { usePageSettled } from '../../../ui/usePageSettled';
import { useStagedCount } from '../../../ui/useStagedCount';
import { appState } from '../../app';
import { homePageQueryOptions } from '../api';
import { HeroCarousel } from '../components/HeroCarousel';
import { StoryBlock } from '../components/StoryBlock';
import { Waterfall } from '../components/Waterfall';
import styles from './HomePage.module.css';

/**
 * A rail of pieces brings the catalogue's cards along; it is rarely on the first screen, so its
 * code is asked for once the page a visit opens on has loaded, rather than with the page.
 */
const ProductRail = lazy(() =>
  import('../components/ProductRail').then(({ ProductRail }) => ({ default: ProductRail })),
);

/** How long after the load the rails' code waits: a wide screen may still be drawing. */
const RAILS_QUIET_MS = 1000;

/** The templates drawn in the first render of the page that opens the app: the first screen. */
const FIRST_TEMPLATES = 1;
let drawnBefore = false;

/** The home page (/), built from the home templates in their sort order. */
export function HomePage() {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const templates = useQuery({
    ...homePageQueryOptions(lang),
    placeholderData: keepPreviousData,
  });
  // When the app opens on the home page, the first screen is drawn alone and the templates below
  // it follow one by one, so the phone answers touches meanwhile. Coming back later draws
  // everything at once, which keeps the place the shopper had scrolled to.
  const drawn = useStagedCount(
    templates.data?.length ?? 0,
    drawnBefore ? Infinity : FIRST_TEMPLATES,
  );
  const [openedBefore] = useState(drawnBefore);
  useEffect(() => {
    drawnBefore = true;
  }, []);
  // The page's own hero is in place from this commit on.
  useLayoutEffect(removeBootHero, []);

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

  const list = templates.data.slice(0, drawn);
  const firstIsBanner = list[0]?.type === 'banner';
  const storyOrder = new Map(
    list.filter((template) => template.type === 'story').map((template, i) => [template.id, i]),
  );
  return (
    <div className={styles.page}>
      {!firstIsBanner && <h1 className="visually-hidden">{t`MAISON official online boutique`}</h1>}
      {list.map((template, position) => {
        const block = (
          <TemplateBlock
            template={template}
            lead={position === 0}
            openedBefore={openedBefore}
            flip={(storyOrder.get(template.id) ?? 0) % 2 === 1}
          />
        );
        return position < FIRST_TEMPLATES ? (
          <Fragment key={template.id}>{block}</Fragment>
        ) : (
          <div key={template.id} className={styles.belowFirstScreen}>
            {block}
          </div>
        );
      })}
    </div>
  );
}

function TemplateBlock({
  template,
  lead,
  openedBefore,
  flip,
}: {
  template: HomeTemplate;
  lead: boolean;
  openedBefore: boolean;
  flip: boolean;
}) {
  switch (template.type) {
    case 'banner':
      return <HeroCarousel banners={template.items} headingLevel={lead ? 1 : 2} />;
    case 'rail':
      return (
        <RailOnceSettled
          now={lead || openedBefore}
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

/**
 * A rail of pieces, at once when it leads the page or the page is drawn again (the place the
 * shopper had scrolled to is kept), else once the page a visit opened on has settled.
 */
function RailOnceSettled({ now, ...rail }: { now: boolean } & ComponentProps<typeof ProductRail>) {
  const settled = usePageSettled(RAILS_QUIET_MS);
  const pending = <div className={styles.railPending} aria-busy="true" />;
  if (!now && !settled) return pending;
  return (
    <Suspense fallback={pending}>
      <ProductRail {...rail} />
    </Suspense>
  );
}
