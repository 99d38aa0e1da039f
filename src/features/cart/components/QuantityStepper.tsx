import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../../ui/Icon';
import styles from './QuantityStepper.module.css';
import { groupDigits } from '../../../../contract/numbers';

/**
 * − quantity +. The buttons stay pressable at the limits, so that a press there can say why
 * nothing changed (spec §5 "reached minimum", "reached maximum inventory").
 */
export function QuantityStepper({
  quantity,
  name,
  disabled = false,
  busy = false,
  onStep,
}: {
  quantity: number;
  /** The piece's name, for the buttons' labels. */
  name: string;
  disabled?: boolean;
  busy?: boolean;
  onStep: (delta: 1 | -1) => void;
}) {
  const { t } = useLingui();
  const press = (delta: 1 | -1) => {
    if (!busy) onStep(delta);
  };
  return (
    <div
      className={`${styles.stepper} ${disabled ? styles.disabled : ''}`}
      role="group"
      aria-label={t`Quantity of ${name}`}
      aria-busy={busy || undefined}
    >
      <button
        type="button"
        className={styles.button}
        disabled={disabled}
        aria-label={t`One less`}
        onClick={() => press(-1)}
      >
        <Icon name="minus" size={14} />
      </button>
      <output className={styles.value} aria-live="polite">
        {groupDigits(quantity)}
      </output>
      <button
        type="button"
        className={styles.button}
        disabled={disabled}
        aria-label={t`One more`}
        onClick={() => press(1)}
      >
        <Icon name="plus" size={14} />
      </button>
    </div>
  );
}
