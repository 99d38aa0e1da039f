import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { PaymentResultState } from '../../../../contract/payment';
import { buttonClass } from '../../../ui/Button';
import { paymentResultQueryOptions } from '../api';
import { orderDetailLink, resultLink, shoppingLink, type PayResult } from '../paths';
import type { PaySearch } from '../search-params';
import { useWatchedAttempt } from '../watched-attempt';
import styles from './Checkout.module.css';
import { Loading, Message } from './Parts';

/**
 * A pay result page in a browser without a session (another browser, a session that ended while
 * paying, the shop's other host name): what the server vouches for without one (the state of
 * the payment in the address, never its amount or order), else only that signing in shows the
 * order. Signing in goes to the order's page, which asks for it: the dialog on a wide screen,
 * /mobile/login and back on a phone.
 */
export function ResultWithoutSession({
  orderId,
  search,
  result,
  set,
}: {
  orderId: number;
  search: PaySearch;
  result: PayResult;
  set: 'pc' | 'mobile';
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { paymentNo, method, returnQuery } = useWatchedAttempt(orderId, search);
  const asked = useQuery({
    ...paymentResultQueryOptions(orderId, paymentNo ?? '', returnQuery),
    enabled: paymentNo !== undefined,
  });
  const state: PaymentResultState | undefined =
    paymentNo === undefined || asked.isError ? 'unknown' : asked.data?.state;

  useEffect(() => {
    if (result !== 'success' || state !== 'failed') return;
    void navigate({ ...resultLink(set, 'fail', { orderId, paymentNo, method }), replace: true });
  }, [result, state, set, orderId, paymentNo, method, navigate]);

  if (state === undefined) return <Loading />;
  const signIn = (words: string) => (
    <>
      <Link {...orderDetailLink(set, orderId)} className={buttonClass('primary')}>
        {words}
      </Link>
      <Link {...shoppingLink(set)} className={buttonClass('secondary')}>
        {t`Continue shopping`}
      </Link>
    </>
  );
  const toSeeOrder = signIn(t`Sign in to see your order`);
  const say = (text: ReactNode) => <p className={styles.muted}>{text}</p>;

  if (state === 'paid') {
    return result === 'success' ? (
      <Message
        kicker={t`Payment successful`}
        title={t`Your payment has been received`}
        actions={toSeeOrder}
      >
        {say(t`Sign in to see your order and follow its delivery.`)}
      </Message>
    ) : (
      <Message title={t`This order has been paid`} actions={toSeeOrder}>
        {say(t`Sign in to see your order and follow its delivery.`)}
      </Message>
    );
  }
  if (state === 'cancelled') {
    return <Message title={t`This order was cancelled`} actions={toSeeOrder} />;
  }
  // The fail page is where the provider's refusal, or WeChat's payment sheet, sent the shopper.
  if (state === 'failed' || (result === 'fail' && state === 'waiting')) {
    return (
      <Message title={t`Payment failed, please try again`} actions={toSeeOrder}>
        {say(t`Sign in to pay for this order again or to choose another way to pay.`)}
      </Message>
    );
  }
  if (state === 'waiting') {
    return (
      <Message title={t`Confirming your payment…`} actions={toSeeOrder}>
        <p className={styles.muted} role="status">
          {t`This takes a moment once you have paid. The page moves on by itself.`}
        </p>
      </Message>
    );
  }
  return (
    <Message title={t`Sign in to see your order`} actions={signIn(t`Sign in`)}>
      {say(
        t`This browser is not signed in, so it cannot tell how this payment went. Your order and its payment are in My orders once you sign in.`,
      )}
    </Message>
  );
}
