import type { ReactNode } from 'react';
import { describedBy, FieldMessage } from './Field';
import styles from './form.module.css';

/**
 * A checkbox with its words beside it (`children`, holding its `<label>` and any links) and its
 * problem underneath; a required box is announced as such, its words carry the `RequiredMark`.
 */
export function CheckboxField({
  id,
  checked,
  onChecked,
  onBlur,
  problem,
  required = false,
  quiet = false,
  children,
}: {
  id: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  onBlur?: () => void;
  problem?: string | undefined;
  required?: boolean;
  /** The problem is read with the box rather than announced (see `FieldMessage`). */
  quiet?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.check}>
      <div className={styles.checkRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.box}
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          onBlur={onBlur}
          aria-required={required || undefined}
          {...describedBy(id, problem)}
        />
        <div className={styles.checkLabel}>{children}</div>
      </div>
      <FieldMessage id={id} problem={problem} quiet={quiet} />
    </div>
  );
}
