import { Trans, useLingui } from '@lingui/react/macro';
import type { Banner } from '../../../../contract/content';
import { AppLink } from '../../../ui/AppLink';
import { buttonClass } from '../../../ui/Button';
import { Picture } from '../../../ui/Picture';
import styles from './HeroCarousel.module.css';

interface HeroSlideProps {
  banner: Banner;
  /** Where the slide stands, from 0, among `count`. */
  position: number;
  count: number;
  active: boolean;
  eager: boolean;
  wide: boolean;
  /** The first slide's title is the page's heading; the others' are paragraphs. */
  titleTag: 'h1' | 'h2' | 'p';
}

/** One hero banner: its picture for the width, title, subtitle and link. */
export function HeroSlide({
  banner,
  position,
  count,
  active,
  eager,
  wide,
  titleTag: Title,
}: HeroSlideProps) {
  const { t } = useLingui();
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription={t`slide`}
      aria-label={t`${position + 1} of ${count}`}
      aria-hidden={!active}
      inert={!active}
    >
      <Picture
        picture={wide ? banner.picture : banner.mobile_picture}
        alt={banner.title}
        sizes="100vw"
        eager={eager}
        className={styles.picture}
      />
      <div className={styles.caption}>
        <Title className={styles.title}>{banner.title}</Title>
        {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
        {banner.link && (
          <AppLink href={banner.link} className={buttonClass('inverse', styles.cta)}>
            {banner.button || <Trans>Discover</Trans>}
          </AppLink>
        )}
      </div>
    </div>
  );
}
