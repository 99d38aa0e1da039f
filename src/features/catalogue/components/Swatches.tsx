import type { ColorOption } from '../../../../contract/catalogue';
import styles from './Swatches.module.css';

interface SwatchesProps {
  colors: ColorOption[];
  active: number;
  onChoose: (index: number) => void;
  /** Desktop cards switch on hover as well as on a tap or a click. */
  chooseOnHover?: boolean;
  size?: 'small' | 'large';
  /** How many swatches to show before "+N". */
  max?: number;
  label: string;
}

/** Colour swatches as toggle buttons; the active one is ringed. */
export function Swatches({
  colors,
  active,
  onChoose,
  chooseOnHover = false,
  size = 'small',
  max = colors.length,
  label,
}: SwatchesProps) {
  const shown = colors.slice(0, max);
  const hidden = colors.length - shown.length;
  return (
    <div className={`${styles.swatches} ${styles[size]}`} role="group" aria-label={label}>
      {shown.map((color, index) => (
        <button
          key={color.color_id}
          type="button"
          className={`${styles.swatch} ${index === active ? styles.active : ''} ${
            color.sold_out ? styles.soldOut : ''
          }`}
          aria-pressed={index === active}
          aria-label={color.name}
          title={color.name}
          onClick={() => onChoose(index)}
          onMouseEnter={chooseOnHover ? () => onChoose(index) : undefined}
          onFocus={chooseOnHover ? () => onChoose(index) : undefined}
        >
          <span className={styles.chip} style={{ backgroundColor: color.hex }} />
        </button>
      ))}
      {hidden > 0 && (
        <span className={styles.more} aria-hidden="true">
          +{hidden}
        </span>
      )}
    </div>
  );
}
