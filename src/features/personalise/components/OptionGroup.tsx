import type { ReactNode } from 'react';
import styles from './OptionGroup.module.css';

export interface GroupOption {
  code: string;
  name: string;
  /** A colour's hex; '' draws a tone-on-tone swatch. Absent for options without a colour. */
  hex?: string;
}

interface OptionGroupProps {
  name: string;
  legend: ReactNode;
  options: GroupOption[];
  /** The chosen codes: one for radio buttons, any number for check boxes. */
  chosen: string[];
  multiple?: boolean;
  onChange: (codes: string[]) => void;
  error?: string | null;
}

/**
 * A set of radio buttons or check boxes drawn as chips, with its legend and its error. Each
 * control's id is the group's name and its place (`position-0`), so a problem can focus the first.
 */
export function OptionGroup({
  name,
  legend,
  options,
  chosen,
  multiple = false,
  onChange,
  error,
}: OptionGroupProps) {
  const errorId = `${name}-error`;
  const toggle = (code: string, checked: boolean) => {
    if (!multiple) onChange([code]);
    else onChange(checked ? [...chosen, code] : chosen.filter((one) => one !== code));
  };
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option, index) => {
          const checked = chosen.includes(option.code);
          return (
            <label key={option.code} className={`${styles.chip} ${checked ? styles.checked : ''}`}>
              <input
                id={`${name}-${index}`}
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.code}
                checked={checked}
                onChange={(event) => toggle(option.code, event.target.checked)}
                className={styles.input}
              />
              {option.hex !== undefined && (
                <span
                  className={`${styles.swatch} ${option.hex ? '' : styles.blind}`}
                  style={option.hex ? { background: option.hex } : undefined}
                  aria-hidden="true"
                />
              )}
              <span>{option.name}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
