import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { GoodsCard as GoodsCardData } from '../../../../contract/catalogue';
import { Picture } from '../../../ui/Picture';
import { Price } from '../../../ui/Price';
import { cardColor } from '../model';
import { useSetParam } from '../paths';
import { productListState, setCardColor } from '../state';
import styles from './GoodsCard.module.css';
import { Swatches } from './Swatches';
import { WishListButton } from './WishListButton';

export interface GoodsCardProps {
  goods: GoodsCardData & { activeColor?: number; isHort?: boolean };
  /** The `sizes` of the picture: how wide the card is shown. */
  sizes?: string;
  /** Cards in the first row load their picture at once. */
  eager?: boolean;
  /** Desktop cards switch colour when a swatch is hovered. */
  hoverSwatches?: boolean;
  /** Whether the card shows its wish-list heart (the wish list itself has its own remove). */
  wishList?: boolean;
  /** The colours the list is filtered by: the card shows the first it comes in. */
  filteredColors?: readonly number[];
  className?: string;
  /** Told when the shopper opens the piece from the card. */
  onOpen?: () => void;
}

const MAX_SWATCHES = 5;

/** A product in a list or a rail: picture of the active colour, name, price and colours. */
export function GoodsCard({
  goods,
  sizes = '(min-width: 770px) 25vw, 50vw',
  eager = false,
  hoverSwatches = true,
  wishList = true,
  filteredColors,
  className,
  onOpen,
}: GoodsCardProps) {
  const { t } = useLingui();
  const { activeColor } = useSnapshot(productListState);
  const set = useSetParam();
  const [hovered, setHovered] = useState(false);
  const chosen = activeColor[goods.id];
  const color = cardColor(goods, chosen, filteredColors);
  const activeIndex = color ? goods.color_list.indexOf(color) : 0;
  const cover = color?.pic_url_group[0];
  const second = color?.pic_url_group[1];
  const name = goods.name;
  const tag = goods.sold_out ? t`Sold out` : goods.promotion?.tag || (goods.is_new ? t`New` : null);

  return (
    <article
      className={`${styles.card} ${goods.isHort === false ? styles.paged : ''} ${className ?? ''}`}
      onMouseEnter={() => setHovered(true)}
    >
      <Link
        to="/{-$set}/productList/detail"
        params={set}
        search={{ id: goods.id }}
        className={styles.link}
        onClick={onOpen}
      >
        <span className={styles.media}>
          {cover ? (
            <Picture
              picture={cover}
              alt={color ? `${goods.name}, ${color.name}` : goods.name}
              sizes={sizes}
              eager={eager}
              className={styles.cover}
            />
          ) : (
            <span className={styles.placeholder} />
          )}
          {second && hovered && (
            <Picture picture={second} alt="" sizes={sizes} className={styles.second} />
          )}
          {tag && (
            <span className={`${styles.tag} ${goods.sold_out ? styles.tagMuted : ''}`}>{tag}</span>
          )}
        </span>
        <span className={styles.text}>
          {goods.series_name && <span className={styles.series}>{goods.series_name}</span>}
          <span className={styles.name}>{goods.name}</span>
          <span className={styles.price}>
            <Price fen={goods.price} originalFen={goods.original_price} />
          </span>
        </span>
      </Link>
      {wishList && <WishListButton goodsId={goods.id} name={name} source="card" />}
      {goods.color_list.length > 1 && (
        <div className={styles.colors}>
          <Swatches
            colors={goods.color_list}
            active={activeIndex}
            onChoose={(index) => setCardColor(goods.id, index)}
            chooseOnHover={hoverSwatches}
            max={MAX_SWATCHES}
            label={t`Colours of ${name}`}
          />
        </div>
      )}
    </article>
  );
}
