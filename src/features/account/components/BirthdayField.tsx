import { Trans, useLingui } from '@lingui/react/macro';
import { describedBy, FieldMessage } from '../../../ui/forms/Field';
import fieldStyles from '../../../ui/forms/form.module.css';
import { useProblemText } from '../problem-messages';
import { daysInMonth, type DateParts, type Problem } from '../validation';
import styles from './forms.module.css';

const OLDEST_YEARS = 100;

function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step);
}

/** Date of birth as three selects (year, month, day); the days follow the month chosen. */
export function BirthdayField({
  id,
  value,
  onValue,
  onBlur,
  problem,
}: {
  id: string;
  value: DateParts;
  onValue: (value: DateParts) => void;
  onBlur: () => void;
  problem: Problem | undefined;
}) {
  const { t } = useLingui();
  const message = useProblemText()(problem);
  const thisYear = new Date().getFullYear();
  const days = daysInMonth(value.year, value.month);
  const change = (part: keyof DateParts, next: string) => {
    const parts = { ...value, [part]: next };
    // 31 chosen, then a shorter month: the day has to be chosen again.
    if (Number(parts.day) > daysInMonth(parts.year, parts.month)) parts.day = '';
    onValue(parts);
  };
  const select = (part: keyof DateParts, label: string, options: number[], first?: boolean) => (
    <select
      id={first ? id : `${id}-${part}`}
      className={fieldStyles.select}
      aria-label={label}
      value={value[part]}
      onChange={(event) => change(part, event.target.value)}
      onBlur={onBlur}
      {...describedBy(id, message)}
    >
      <option value="">{label}</option>
      {options.map((option) => (
        <option key={option} value={String(option)}>
          {option}
        </option>
      ))}
    </select>
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Trans>Date of birth</Trans>
      </legend>
      <div className={styles.date}>
        {select('year', t`Year`, range(thisYear, thisYear - OLDEST_YEARS), true)}
        {select('month', t`Month`, range(1, 12))}
        {select('day', t`Day`, range(1, days))}
      </div>
      <FieldMessage id={id} problem={message} quiet />
    </fieldset>
  );
}
