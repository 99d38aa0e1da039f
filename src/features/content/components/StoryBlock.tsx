import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { Picture as PictureData } from '../../../../contract/catalogue';
import { AppLink } from '../../../ui/AppLink';
import { buttonClass } from '../../../ui/Button';
import { Picture } from '../../../ui/Picture';
import styles from './StoryBlock.module.css';

/** A story: a large picture beside a short text; `flip` puts the picture on the right. */
export function StoryBlock({
  title,
  text,
  button,
  link,
  picture,
  flip = false,
}: {
  title: string;
  text: string;
  button: string;
  link: string;
  picture: PictureData;
  flip?: boolean;
}) {
  const headingId = useId();
  return (
    <section className={`${styles.story} ${flip ? styles.flip : ''}`} aria-labelledby={headingId}>
      <div className={styles.media}>
        <Picture
          picture={picture}
          alt={title}
          sizes="(min-width: 770px) 55vw, 100vw"
          className={styles.picture}
        />
      </div>
      <div className={styles.copy}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {text && <p className={styles.text}>{text}</p>}
        {link && (
          <AppLink href={link} className={buttonClass('secondary')}>
            {button || <Trans>Discover</Trans>}
          </AppLink>
        )}
      </div>
    </section>
  );
}
