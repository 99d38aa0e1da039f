import { useLingui } from '@lingui/react/macro';
import type { GoodsDetail } from '../../../../contract/catalogue';
import { isOneSize, sizesOfColor, Swatches } from '../../catalogue';
import styles from './SkuDialog.module.css';

/**
 * A piece's colours and the sizes of the one chosen, as the bag's dialogs offer them: a sold-out
 * size cannot be chosen, a size with few left says so to a screen reader. A piece in one colour
 * shows that colour's name only when `swatchesForOne` is false.
 */
export function SkuChoices({
  detail,
  colorIndex,
  onColor,
  chosenSize,
  onSize,
  idPrefix,
  swatchesForOne = true,
}: {
  detail: GoodsDetail;
  colorIndex: number;
  onColor: (index: number) => void;
  chosenSize: string | null;
  onSize: (size: string) => void;
  /** Makes the size group's label id unique on the page. */
  idPrefix: string;
  swatchesForOne?: boolean;
}) {
  const { t } = useLingui();
  const sizes = sizesOfColor(detail, colorIndex);
  const color = detail.color_list[colorIndex];
  const labelId = `${idPrefix}-size`;
  return (
    <>
      <div className={styles.block}>
        <p className={styles.label}>
          <span>{t`Colour`}</span>
          <span className={styles.value}>{color?.name}</span>
        </p>
        {(swatchesForOne || detail.color_list.length > 1) && (
          <Swatches
            colors={detail.color_list}
            active={colorIndex}
            onChoose={onColor}
            size="large"
            label={t`Colour`}
          />
        )}
      </div>
      {!isOneSize(detail) && (
        <div className={styles.block}>
          <p className={styles.label} id={labelId}>
            {t`Size`}
          </p>
          <div className={styles.sizes} role="group" aria-labelledby={labelId}>
            {sizes.map((option) => {
              const { size, fewLeft: left } = option;
              const isChosen = size === chosenSize;
              return (
                <button
                  key={size}
                  type="button"
                  className={`${styles.size} ${isChosen ? styles.selected : ''}`}
                  disabled={option.soldOut}
                  aria-pressed={isChosen}
                  aria-label={
                    option.soldOut
                      ? t`${size}, sold out`
                      : left
                        ? t`${size}, only ${left} left`
                        : size
                  }
                  onClick={() => onSize(size)}
                >
                  {size}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </>
  );
}
