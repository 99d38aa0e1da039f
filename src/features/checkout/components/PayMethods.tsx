import { useLingui } from '@lingui/react/macro';
import type { PayMethod } from '../../../../contract/order';
import styles from './PayMethods.module.css';

export interface MethodChoice {
  method: PayMethod;
  /** The name to show; the shop's own words when the server gave none. */
  name?: string;
  available: boolean;
  /** A line under the name (the balance, or why it cannot pay). */
  detail?: string;
}

export function useMethodNames(): Record<PayMethod, string> {
  const { t } = useLingui();
  return { wechat: t`WeChat Pay`, alipay: t`Alipay`, balance: t`Account balance` };
}

const MARKS: Record<PayMethod, string> = { wechat: '微', alipay: '支', balance: '¥' };

/** The ways to pay, one to choose; those that cannot pay are shown but cannot be chosen. */
export function PayMethods({
  choices,
  chosen,
  onChoose,
  legend,
}: {
  choices: readonly MethodChoice[];
  chosen: PayMethod | null;
  onChoose: (method: PayMethod) => void;
  legend: string;
}) {
  const names = useMethodNames();
  return (
    <fieldset className={styles.methods}>
      <legend className="visually-hidden">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.method}
          className={`${styles.method} ${chosen === choice.method ? styles.chosen : ''} ${
            choice.available ? '' : styles.unavailable
          }`}
        >
          <input
            type="radio"
            name="pay-method"
            value={choice.method}
            checked={chosen === choice.method}
            disabled={!choice.available}
            onChange={() => onChoose(choice.method)}
          />
          <span className={`${styles.mark} ${styles[choice.method]}`} aria-hidden="true">
            {MARKS[choice.method]}
          </span>
          <span className={styles.text}>
            <span className={styles.name}>{choice.name || names[choice.method]}</span>
            {choice.detail && <span className={styles.detail}>{choice.detail}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
