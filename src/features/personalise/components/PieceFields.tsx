import { useLingui } from '@lingui/react/macro';
import type { CustomGoodsCard } from '../../../../contract/personalise';
import { Swatches, type SizeChoice } from '../../catalogue';
import styles from './Workbench.module.css';

interface PieceColourFieldProps {
  colors: CustomGoodsCard['color_list'];
  active: number;
  onChoose: (index: number) => void;
}

/** The piece's colours as swatches, under the name of the one chosen. */
export function PieceColourField({ colors, active, onChoose }: PieceColourFieldProps) {
  const { t } = useLingui();
  return (
    <div className={styles.field}>
      <p className={styles.label}>
        {t`Colour of the piece`} <span className={styles.value}>{colors[active]?.name}</span>
      </p>
      <Swatches
        colors={colors}
        active={active}
        onChoose={onChoose}
        size="large"
        label={t`Colour of the piece`}
      />
    </div>
  );
}

interface PieceSizeFieldProps {
  sizes: SizeChoice[];
  size: string | null;
  onChoose: (size: string | null) => void;
  onBlur: () => void;
  /** The piece went to the bag without a size in stock. */
  needed: boolean;
}

/** The piece's sizes in a select, the sold-out ones disabled. */
export function PieceSizeField({ sizes, size, onChoose, onBlur, needed }: PieceSizeFieldProps) {
  const { t } = useLingui();
  return (
    <div className={styles.field}>
      <label htmlFor="custom-size" className={styles.label}>
        {t`Size`}
      </label>
      <select
        id="custom-size"
        className={styles.select}
        value={size ?? ''}
        onChange={(event) => onChoose(event.target.value || null)}
        onBlur={onBlur}
        aria-invalid={needed ? true : undefined}
        aria-describedby="custom-size-error"
      >
        <option value="">{t`Choose a size`}</option>
        {sizes.map((s) => (
          <option key={s.size} value={s.size} disabled={s.soldOut}>
            {s.soldOut ? t`${s.size}, sold out` : s.size}
          </option>
        ))}
      </select>
      <p id="custom-size-error" className={styles.error} role="alert">
        {needed ? t`Size must be selected` : null}
      </p>
    </div>
  );
}
