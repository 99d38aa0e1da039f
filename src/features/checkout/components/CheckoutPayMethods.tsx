import { useLingui } from '@lingui/react/macro';
import type { PayMethod } from '../../../../contract/order';
import { useBalanceDetail } from './BalanceConfirm';
import styles from './Checkout.module.css';
import { Section } from './Parts';
import { PayMethods } from './PayMethods';

/** The order page's ways to pay, asked once: the providers and the balance beside them. */
export function CheckoutPayMethods({
  methods,
  chosen,
  onChoose,
  accountBalance,
  providersOffered,
}: {
  methods: { method: PayMethod; available: boolean }[];
  chosen: PayMethod | null;
  onChoose: (method: PayMethod) => void;
  accountBalance: number;
  providersOffered: boolean;
}) {
  const { t } = useLingui();
  const balanceDetail = useBalanceDetail();
  return (
    <Section id="checkout-pay-method" title={t`Payment method`}>
      {methods.length > 0 && (
        <PayMethods
          legend={t`Payment method`}
          choices={methods.map((choice) =>
            choice.method === 'balance'
              ? { ...choice, detail: balanceDetail(accountBalance, choice.available) }
              : choice,
          )}
          chosen={chosen}
          onChoose={onChoose}
        />
      )}
      {!providersOffered && (
        <p className={styles.note}>
          {t`Online payment is not available at the moment. Once the order is placed, you can pay for it from your account balance.`}
        </p>
      )}
    </Section>
  );
}
