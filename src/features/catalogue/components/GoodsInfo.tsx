import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { GoodsDetail, SizeReferenceTable, Sku } from '../../../../contract/catalogue';
import { Button } from '../../../ui/Button';
import { Price } from '../../../ui/Price';
import { colorSoldOut, discountPercent, isOneSize, sizesOfColor } from '../model';
import { chooseColor, chooseSize, takeChosenSku } from '../state';
import { ShareButton } from '../../sharing';
import { SizeGuide } from './SizeGuide';
import { Swatches } from './Swatches';
import { WishListButton } from './WishListButton';
import styles from './GoodsInfo.module.css';

export interface GoodsActions {
  /** Called with the chosen SKU once a size is chosen; the bag plugs in here. */
  onAddToCart: (sku: Sku) => void;
  /** "Buy now", under the same size rule: shown only when given. */
  onBuyNow?: (sku: Sku) => void;
}

interface GoodsInfoProps extends GoodsActions {
  detail: GoodsDetail;
  activeColor: number;
  selectedSize: string | null;
  chosenSku: Sku | null;
  sizeRequired: boolean;
  sizeTable: SizeReferenceTable | null;
  wide: boolean;
}

/** Name, price, colours, sizes, the add buttons and the product's texts. */
export function GoodsInfo({
  detail,
  activeColor,
  selectedSize,
  chosenSku,
  sizeRequired,
  sizeTable,
  wide,
  onAddToCart,
  onBuyNow,
}: GoodsInfoProps) {
  const { t } = useLingui();
  const [guideOpen, setGuideOpen] = useState(false);
  const color = detail.color_list[activeColor];
  const oneSize = isOneSize(detail);
  const sizes = sizesOfColor(detail, activeColor);
  const soldOut = colorSoldOut(detail, activeColor);
  const selected = sizes.find((choice) => choice.size === selectedSize) ?? null;
  const percent = discountPercent(detail.price, detail.original_price);
  const errorId = `size-error-${detail.id}`;
  const left = selected?.fewLeft ?? null;
  const sn = detail.sn;

  const sizeBlock = useRef<HTMLDivElement>(null);

  const add = (action: (sku: Sku) => void) => {
    const sku = takeChosenSku(detail);
    if (sku) {
      action(sku);
      return;
    }
    // The sizes may be out of sight behind the phone's sticky buttons.
    const block = sizeBlock.current;
    if (block && block.getBoundingClientRect().top < 80) {
      block.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  };

  return (
    <div className={`${styles.info} ${wide ? styles.wide : ''}`}>
      <div className={styles.labels}>
        {detail.series?.name && <span>{detail.series.name}</span>}
        {detail.is_new && <span className={styles.new}>{t`New`}</span>}
      </div>
      <h1 className={styles.name}>{detail.name}</h1>
      <div className={styles.priceRow}>
        <span className={styles.price}>
          <Price fen={detail.price} originalFen={detail.original_price} />
        </span>
        {(detail.promotion || percent) && (
          <span className={styles.promotion}>
            {detail.promotion?.tag || detail.promotion?.name}
            {percent ? ` −${percent}%` : ''}
          </span>
        )}
      </div>

      {detail.color_list.length > 0 && (
        <div className={styles.block}>
          <p className={styles.blockLabel}>
            <span>{t`Colour`}</span>
            <span className={styles.blockValue}>{color?.name}</span>
          </p>
          <Swatches
            colors={detail.color_list}
            active={activeColor}
            onChoose={(index) => chooseColor(detail, index)}
            size="large"
            label={t`Colour`}
          />
        </div>
      )}

      <div className={styles.block} ref={sizeBlock}>
        <div className={styles.blockLabel}>
          <span id={`size-label-${detail.id}`}>{t`Size`}</span>
          {oneSize ? (
            <span className={styles.blockValue}>{t`One size`}</span>
          ) : (
            sizeTable && (
              <button type="button" className={styles.guide} onClick={() => setGuideOpen(true)}>
                {t`Size guide`}
              </button>
            )
          )}
        </div>
        {!oneSize && (
          <div
            className={styles.sizes}
            role="group"
            aria-labelledby={`size-label-${detail.id}`}
            aria-describedby={sizeRequired ? errorId : undefined}
          >
            {sizes.map((choice) => {
              const { size, fewLeft: left } = choice;
              const isSelected = choice.size === selectedSize;
              const isChosen = isSelected && chosenSku?.size === choice.size;
              return (
                <button
                  key={choice.size}
                  type="button"
                  className={`${styles.size} ${isSelected ? styles.selected : ''} ${
                    isChosen ? styles.chosen : ''
                  } ${choice.soldOut ? styles.sizeSoldOut : ''} ${
                    choice.fewLeft ? styles.fewLeft : ''
                  }`}
                  disabled={choice.soldOut}
                  aria-pressed={isSelected}
                  aria-label={
                    choice.soldOut
                      ? t`${size}, sold out`
                      : left
                        ? t`${size}, only ${left} left`
                        : size
                  }
                  onClick={() => chooseSize(choice.size)}
                >
                  {choice.size}
                </button>
              );
            })}
          </div>
        )}
        <div className={styles.messages} aria-live="polite">
          {soldOut ? (
            <p className={styles.error}>{t`This colour is out of stock`}</p>
          ) : sizeRequired ? (
            <p id={errorId} className={styles.error} role="alert">
              {t`Size must be selected`}
            </p>
          ) : left ? (
            <p className={styles.low}>{t`Only ${left} left`}</p>
          ) : !oneSize && !selected && sizes.some((choice) => choice.fewLeft) ? (
            <p className={styles.legend}>{t`Only a few left`}</p>
          ) : null}
        </div>
      </div>

      <div className={styles.actions}>
        <Button className={styles.addButton} disabled={soldOut} onClick={() => add(onAddToCart)}>
          {soldOut ? t`Out of stock` : t`Add to bag`}
        </Button>
        {onBuyNow && !soldOut && (
          <Button variant="secondary" className={styles.addButton} onClick={() => add(onBuyNow)}>
            {t`Buy now`}
          </Button>
        )}
        {/* The wish list keeps goods, whatever their size. */}
        <WishListButton goodsId={detail.id} name={detail.name} source="detail" />
      </div>

      <p className={styles.sn}>
        <Trans>Ref. {sn}</Trans>
      </p>
      <ShareButton type="goods" id={detail.id} title={detail.name} />

      <div className={styles.texts}>
        {detail.description && (
          <details className={styles.details} open>
            <summary>{t`Description`}</summary>
            <p>{detail.description}</p>
          </details>
        )}
        {detail.material && (
          <details className={styles.details}>
            <summary>{t`Material`}</summary>
            <p>{detail.material}</p>
          </details>
        )}
        {detail.care && (
          <details className={styles.details}>
            <summary>{t`Care`}</summary>
            <p>{detail.care}</p>
          </details>
        )}
      </div>

      {sizeTable && (
        <SizeGuide table={sizeTable} open={guideOpen} onClose={() => setGuideOpen(false)} />
      )}
    </div>
  );
}
