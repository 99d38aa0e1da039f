import { useLingui } from '@lingui/react/macro';
import styles from './Checkout.module.css';
import { Section } from './Parts';

/** Most characters a remark may have (contract/order.ts `remark`). */
const REMARK_MAX = 200;

/** A note to the boutique about this order. */
export function RemarkSection({
  remark,
  onChange,
}: {
  remark: string;
  onChange: (remark: string) => void;
}) {
  const { t } = useLingui();
  const length = remark.length;
  return (
    <Section id="checkout-remark" title={t`Remark`}>
      <label htmlFor="checkout-remark-text" className="visually-hidden">
        {t`Order remark (optional)`}
      </label>
      <textarea
        id="checkout-remark-text"
        className={styles.textarea}
        maxLength={REMARK_MAX}
        placeholder={t`Order remark (optional)`}
        value={remark}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className={styles.counter} aria-hidden="true">
        {length}/{REMARK_MAX}
      </p>
    </Section>
  );
}
