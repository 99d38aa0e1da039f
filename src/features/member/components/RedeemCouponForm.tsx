import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import formStyles from '../../../ui/forms/form.module.css';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import { redeemCouponMutationOptions } from '../api';
import styles from './CouponsScreen.module.css';

/** The code of a coupon the brand gave out (in a mailing, at an event), typed to take it. */
export function RedeemCouponForm() {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const redeem = useMutation({
    ...redeemCouponMutationOptions(queryClient),
    onSuccess: ({ name }) => {
      setCode('');
      setOutcome({ kind: 'saved', message: t`“${name}” is now among your coupons.` });
    },
    onError: (error) => setOutcome(refusal.of(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) redeem.mutate(code.trim());
  };
  return (
    <form className={styles.redeem} onSubmit={submit} aria-label={t`Redeem a coupon code`}>
      <label className={formStyles.label} htmlFor={id}>
        {t`Coupon code`}
      </label>
      <div className={styles.redeemRow}>
        <input
          id={id}
          className={formStyles.input}
          value={code}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => {
            setCode(event.target.value);
            setOutcome(null);
          }}
        />
        <Button type="submit" disabled={redeem.isPending || !code.trim()}>
          {t`Redeem`}
        </Button>
      </div>
      <p
        className={`${formStyles.outcome} ${outcome?.kind === 'refused' ? formStyles.refused : formStyles.saved}`}
        role="status"
      >
        {outcome?.message ?? null}
      </p>
    </form>
  );
}
