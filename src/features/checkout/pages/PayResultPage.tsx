import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError, CODE_LOGIN_NEEDED } from '../../../lib/api-client';
import { Button, buttonClass } from '../../../ui/Button';
import { formatFen } from '../../../ui/Price';
import { forgetDeadSession, userState } from '../../account';
import { isPayQueryOptions, payDataQueryOptions } from '../api';
import styles from '../components/Checkout.module.css';
import { LoadFailed, Loading, Message, NoPayment } from '../components/Parts';
import { ResultWithoutSession } from '../components/ResultWithoutSession';
import { useCheckoutMessages } from '../messages';
import { usePayNow } from '../pay';
import {
  orderDetailLink,
  paymentStepLink,
  resultLink,
  shoppingLink,
  type PayResult,
} from '../paths';
import type { PaySearch } from '../search-params';
import { useWatchedAttempt } from '../watched-attempt';

/**
 * Where a payment ends (spec §4 "Payment result"): /pc/productList/order/pay-success|pay-failed
 * and /mobile/payResult/success|fail. The success page waits for the provider's confirmation,
 * which is also where a provider's cashier sends the shopper back. Without a session (or once
 * the server finds it dead) the page says what it can without one; a session that comes back
 * (signing in from the header) shows the order's own result.
 */
export function PayResultPage({
  search,
  result,
  set,
}: {
  search: PaySearch;
  result: PayResult;
  set: 'pc' | 'mobile';
}) {
  useCheckoutMessages();
  const signedIn = useSnapshot(userState).userInfo !== null;
  const orderId = search.order_id;
  return (
    <div className={`${styles.page} ${set === 'pc' ? styles.wide : styles.phone}`}>
      {!orderId ? (
        <NoPayment set={set} />
      ) : !signedIn ? (
        <ResultWithoutSession
          key={orderId}
          orderId={orderId}
          search={search}
          {...{ result, set }}
        />
      ) : result === 'success' ? (
        <PaySucceeded key={orderId} orderId={orderId} search={search} set={set} />
      ) : (
        <PayFailed key={orderId} orderId={orderId} search={search} set={set} />
      )}
    </div>
  );
}

interface ResultProps {
  orderId: number;
  search: PaySearch;
  set: 'pc' | 'mobile';
}

/** A -1 reply: the session is dead, and the page goes on as one without a session. */
function useDeadSessionForgotten(error: unknown): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) {
      forgetDeadSession(queryClient);
    }
  }, [error, queryClient]);
}

function PaySucceeded({ orderId, search, set }: ResultProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { paymentNo, method, returnQuery } = useWatchedAttempt(orderId, search);
  const quiet = { asksSignIn: false };
  const watch = useQuery(isPayQueryOptions(orderId, paymentNo, returnQuery, quiet));
  useDeadSessionForgotten(watch.error);
  const state = watch.data;

  useEffect(() => {
    if (!state?.failed || state.paid) return;
    void navigate({ ...resultLink(set, 'fail', { orderId, paymentNo, method }), replace: true });
  }, [state, set, orderId, paymentNo, method, navigate]);

  const links = (
    <>
      <Link {...orderDetailLink(set, orderId)} className={buttonClass('primary')}>
        {t`View the order`}
      </Link>
      <Link {...shoppingLink(set)} className={buttonClass('secondary')}>
        {t`Continue shopping`}
      </Link>
    </>
  );
  if (!state) {
    return watch.isError ? (
      <LoadFailed
        error={watch.error}
        refusedTitle={t`This payment could not be found`}
        onRetry={() => void watch.refetch()}
      />
    ) : (
      <Loading />
    );
  }
  const orderNo = state.order_no;
  const amount = formatFen(state.pay_amount);
  if (state.paid) {
    return (
      <Message kicker={t`Payment successful`} title={t`Thank you for your order`} actions={links}>
        <dl className={styles.facts}>
          <div>
            <dt>{t`Order number`}</dt>
            <dd>{orderNo}</dd>
          </div>
          <div>
            <dt>{t`Amount paid`}</dt>
            <dd>{amount}</dd>
          </div>
        </dl>
        <p
          className={styles.muted}
        >{t`We will let you know as soon as your order is on its way.`}</p>
      </Message>
    );
  }
  if (state.status === 'cancelled') {
    return (
      <Message kicker={t`Order ${orderNo}`} title={t`This order was cancelled`} actions={links} />
    );
  }
  return (
    <Message
      kicker={t`Order ${orderNo}`}
      title={t`Confirming your payment…`}
      actions={
        <Link {...paymentStepLink(set, orderId)} className={buttonClass('text')}>
          {t`Not paid yet? Choose a method`}
        </Link>
      }
    >
      <p className={styles.muted} role="status">
        {t`This takes a moment once you have paid. The page moves on by itself.`}
      </p>
    </Message>
  );
}

function PayFailed({ orderId, search, set }: ResultProps) {
  const { t } = useLingui();
  const { method } = useWatchedAttempt(orderId, search);
  const order = useQuery(payDataQueryOptions(orderId, { asksSignIn: false }));
  useDeadSessionForgotten(order.error);
  const payNow = usePayNow(set);
  const data = order.data;
  const detail = (
    <Link {...orderDetailLink(set, orderId)} className={buttonClass('text')}>
      {t`View the order`}
    </Link>
  );
  const orderNo = data?.order_no ?? '';
  if (data && data.status !== 'unpaid') {
    return (
      <Message
        kicker={t`Order ${orderNo}`}
        title={
          data.status === 'cancelled' ? t`This order was cancelled` : t`This order has been paid`
        }
        actions={detail}
      />
    );
  }
  const amount = data ? formatFen(data.pay_amount) : '';
  return (
    <Message
      kicker={orderNo ? t`Order ${orderNo}` : undefined}
      title={t`Payment failed, please try again`}
      actions={
        <>
          <Button
            disabled={payNow.pending || !data}
            onClick={() => void payNow.pay(orderId, method)}
          >
            {payNow.pending ? t`Taking you to payment…` : t`Pay again`}
          </Button>
          <Link {...paymentStepLink(set, orderId)} className={buttonClass('secondary')}>
            {t`Choose another method`}
          </Link>
          {detail}
        </>
      }
    >
      {amount && <p className={styles.muted}>{t`Amount to pay: ${amount}`}</p>}
      <p className={styles.problem} role="alert">
        {payNow.problem}
      </p>
    </Message>
  );
}
