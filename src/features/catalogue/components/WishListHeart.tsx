import { useLingui } from '@lingui/react/macro';
import styles from './WishListButton.module.css';

export interface WishListHeartProps {
  goodsId: number;
  name: string;
  /** A card knows the wish list's latest goods; a detail page asks about its own. */
  source: 'card' | 'detail';
  className?: string;
}

/** The heart itself: filled while the goods are on the wish list, with a line about the last press. */
export function WishListHeart({
  name,
  source,
  className,
  onList,
  pending = false,
  notice = null,
  failed = false,
  onPress,
  onIntent,
}: WishListHeartProps & {
  onList: boolean;
  pending?: boolean;
  notice?: string | null;
  failed?: boolean;
  onPress: () => void;
  /** The pointer or focus reached the heart: a press may follow. */
  onIntent?: () => void;
}) {
  const { t } = useLingui();
  return (
    <span className={`${styles.wrap} ${styles[source]} ${className ?? ''}`}>
      <button
        type="button"
        className={styles.heart}
        aria-pressed={onList}
        aria-label={source === 'card' ? t`Wish list: ${name}` : t`Add to wish list`}
        title={onList ? t`Remove from wish list` : t`Add to wish list`}
        aria-busy={pending || undefined}
        onClick={onPress}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z"
            fill={onList ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.25"
          />
        </svg>
      </button>
      <span className={`${styles.notice} ${failed ? styles.failed : ''}`} role="status">
        {notice ?? ''}
      </span>
    </span>
  );
}
