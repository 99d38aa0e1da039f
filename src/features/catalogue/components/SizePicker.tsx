import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import type { GoodsDetail, Sku } from '../../../../contract/catalogue';
import { isOneSize, sizesOfColor } from '../model';
import { chooseSize } from '../state';
import styles from './GoodsInfo.module.css';

interface SizePickerProps {
  detail: GoodsDetail;
  activeColor: number;
  selectedSize: string | null;
  chosenSku: Sku | null;
  sizeRequired: boolean;
  soldOut: boolean;
  /** Shown only when the goods have a size guide. */
  onOpenGuide: (() => void) | null;
  ref: Ref<HTMLDivElement>;
}

/** The sizes of the chosen colour, the size guide's button, and what is left or missing. */
export function SizePicker({
  detail,
  activeColor,
  selectedSize,
  chosenSku,
  sizeRequired,
  soldOut,
  onOpenGuide,
  ref,
}: SizePickerProps) {
  const { t } = useLingui();
  const oneSize = isOneSize(detail);
  const sizes = sizesOfColor(detail, activeColor);
  const selected = sizes.find((choice) => choice.size === selectedSize) ?? null;
  const errorId = `size-error-${detail.id}`;
  const left = selected?.fewLeft ?? null;

  return (
    <div className={styles.block} ref={ref}>
      <div className={styles.blockLabel}>
        <span id={`size-label-${detail.id}`}>{t`Size`}</span>
        {oneSize ? (
          <span className={styles.blockValue}>{t`One size`}</span>
        ) : (
          onOpenGuide && (
            <button type="button" className={styles.guide} onClick={onOpenGuide}>
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
          <p className={styles.error}>{t`This colour is sold out`}</p>
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
  );
}
