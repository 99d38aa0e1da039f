import { useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import type { OrderPreview } from '../../../../contract/order';
import { Button } from '../../../ui/Button';
import { formatFen } from '../../../ui/Price';
import type { OrderRefusal } from '../order-refusal';
import { Amounts } from './Amounts';
import styles from './Checkout.module.css';
import { Section } from './Parts';

/** The amounts, the cross-border consent and Submit: beside the order on desktop, under it on a phone. */
export function SubmitPanel({
  wide,
  preview,
  updating,
  consent,
  onConsent,
  consentProblem,
  consentBlock,
  submitBar,
  blocked,
  submitting,
  refusal,
  onSubmit,
}: {
  wide: boolean;
  preview: OrderPreview;
  updating: boolean;
  consent: boolean;
  onConsent: (consent: boolean) => void;
  consentProblem: boolean;
  /** The box with its message, which a submit refused for the consent brings into sight. */
  consentBlock: RefObject<HTMLDivElement | null>;
  /** The total bar stuck to the bottom of a phone's screen, which the box must clear. */
  submitBar: RefObject<HTMLDivElement | null>;
  /** A line cannot be ordered as it is. */
  blocked: boolean;
  submitting: boolean;
  refusal: OrderRefusal | null;
  onSubmit: () => void;
}) {
  const { t } = useLingui();
  const total = formatFen(preview.amounts.pay_amount);
  const amounts = (
    <Amounts
      amounts={preview.amounts}
      levelName={preview.level.name}
      pointsUsed={preview.points.used}
      updating={updating}
    />
  );
  const consentBox = (
    <>
      <div ref={consentBlock} className={styles.consentBlock}>
        <label className={styles.consent}>
          <input
            type="checkbox"
            checked={consent}
            aria-invalid={consentProblem && !consent ? true : undefined}
            aria-describedby={consentProblem && !consent ? 'checkout-consent-problem' : undefined}
            onChange={(event) => onConsent(event.target.checked)}
          />
          <span>
            {t`I agree that my personal information may be transferred outside mainland China to process this order.`}
          </span>
        </label>
        <p id="checkout-consent-problem" className={styles.problem} role="alert">
          {consentProblem && !consent
            ? t`Please agree to the cross-border transfer of your information before submitting`
            : null}
        </p>
      </div>
      <div className={refusal?.amountChanged ? styles.note : styles.problem} role="status">
        {refusal && <p className={styles.noteLine}>{refusal.message}</p>}
        {refusal?.amountChanged && (
          <p className={styles.noteLine}>{t`Please check the new amounts and submit again.`}</p>
        )}
      </div>
    </>
  );
  const button = (
    <Button
      className={styles.submit}
      disabled={blocked || submitting || updating}
      onClick={onSubmit}
    >
      {submitting ? t`Placing your order…` : t`Submit order`}
    </Button>
  );

  if (wide) {
    return (
      <aside className={styles.aside} aria-label={t`Order summary`}>
        <h2 className={styles.sectionTitle}>{t`Order summary`}</h2>
        {amounts}
        {consentBox}
        {button}
      </aside>
    );
  }
  // The bar is a child of the whole form's grid, so that it stays in view while the form scrolls.
  return (
    <>
      <Section id="checkout-summary" title={t`Order summary`}>
        {amounts}
      </Section>
      <div className={styles.section}>{consentBox}</div>
      <div className={styles.submitBar} ref={submitBar}>
        <p className={styles.barTotal}>
          {t`Amount to pay`}
          <strong>{total}</strong>
        </p>
        {button}
      </div>
    </>
  );
}
