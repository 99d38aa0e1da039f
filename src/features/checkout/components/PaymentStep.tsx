import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PayMethod } from '../../../../contract/order';
import { isWeChatBrowser } from '../../../lib/device';
import { Button, buttonClass } from '../../../ui/Button';
import { formatFen } from '../../../ui/Price';
import { appState } from '../../app';
import { paymentsQueryOptions } from '../api';
import { clearPaymentHandoff, paymentHandoff } from '../handoff';
import { orderedOptions, preferredMethod, worksHere } from '../model';
import { usePayNow } from '../pay';
import { orderDetailLink, shoppingLink } from '../paths';
import type { RouteSet } from '../../../lib/route-set';
import styles from './Checkout.module.css';
import { BalanceConfirm, useBalanceDetail } from './BalanceConfirm';
import { Countdown } from './Countdown';
import { LoadFailed, Loading, Message } from './Parts';
import { PayMethods } from './PayMethods';
import step from './PaymentStep.module.css';

/**
 * The order page with `?order_id=N`: an order placed and not yet paid, its number, amount and
 * time left, and the ways to pay it. Right after Submit it starts the method chosen there.
 */
export function PaymentStep({ orderId, routeSet }: { orderId: number; routeSet: RouteSet }) {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const payments = useQuery(paymentsQueryOptions(orderId, lang));
  const payNow = usePayNow(routeSet);
  const [handedOver] = useState(() => paymentHandoff(orderId));
  const [inWeChat] = useState(() => isWeChatBrowser());
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  const [confirmingBalance, setConfirmingBalance] = useState(false);
  const balanceDetail = useBalanceDetail();
  const started = useRef(false);
  const data = payments.data;

  useEffect(() => {
    if (!data || !handedOver || started.current) return;
    started.current = true;
    clearPaymentHandoff();
    if (data.status === 'unpaid') void payNow.pay(orderId, handedOver);
  }, [data, handedOver, orderId, payNow]);

  const detail = orderDetailLink(routeSet, orderId);
  const orderLink = (
    <Link {...detail} className={buttonClass('secondary')}>
      {t`View the order`}
    </Link>
  );
  if (!data) {
    return payments.isError ? (
      <LoadFailed
        error={payments.error}
        refusedTitle={t`This order cannot be paid`}
        onRetry={() => void payments.refetch()}
        actions={orderLink}
      />
    ) : (
      <Loading />
    );
  }
  const orderNo = data.order_no;
  if (data.status !== 'unpaid') {
    return (
      <Message
        kicker={t`Order ${orderNo}`}
        title={
          data.status === 'cancelled' ? t`This order was cancelled` : t`This order has been paid`
        }
        actions={
          <>
            {orderLink}
            <Link {...shoppingLink(routeSet)} className={buttonClass('text')}>
              {t`Continue shopping`}
            </Link>
          </>
        }
      />
    );
  }

  // A balance of nothing is no way to pay: it is left out rather than shown unavailable.
  const options = worksHere(orderedOptions(data.list), inWeChat).filter(
    (option) => option.method !== 'balance' || option.available || option.balance > 0,
  );
  const method = chosen ?? preferredMethod(options, handedOver);
  const amount = formatFen(data.pay_amount);
  const starting = payNow.pending && handedOver !== null && chosen === null;
  const balance = data.list.find((option) => option.method === 'balance')?.balance ?? 0;
  return (
    <div className={step.step}>
      <p className={styles.kicker}>{t`Order ${orderNo}`}</p>
      <h1 className={styles.title}>{t`Pay for your order`}</h1>
      <dl className={step.facts}>
        <div>
          <dt>{t`Amount to pay`}</dt>
          <dd className={step.amount}>{amount}</dd>
        </div>
        <div>
          <dt>{t`Unpaid orders are cancelled two hours after they are placed.`}</dt>
          <dd>
            <Countdown deadline={data.pay_deadline} onOver={() => void payments.refetch()} />
          </dd>
        </div>
      </dl>
      <PayMethods
        legend={t`Payment method`}
        choices={options.map((option) => ({
          method: option.method,
          name: option.name,
          available: option.available,
          ...(option.method === 'balance'
            ? { detail: balanceDetail(option.balance, option.available) }
            : option.available
              ? {}
              : { detail: t`Not available at the moment` }),
        }))}
        chosen={method}
        onChoose={(next) => {
          setChosen(next);
          payNow.clearProblem();
        }}
      />
      <p className={styles.problem} role="alert">
        {payNow.problem}
      </p>
      <div className={step.actions}>
        <Button
          disabled={!method || payNow.pending}
          onClick={() => {
            if (method === 'balance') setConfirmingBalance(true);
            else if (method) void payNow.pay(orderId, method);
          }}
        >
          {starting || payNow.pending ? t`Taking you to payment…` : t`Pay ${amount}`}
        </Button>
        <Link {...detail} className={buttonClass('text')}>
          {t`View the order`}
        </Link>
      </div>
      <BalanceConfirm
        open={confirmingBalance}
        amount={data.pay_amount}
        balance={balance}
        pending={payNow.pending}
        onConfirm={() => {
          setConfirmingBalance(false);
          void payNow.pay(orderId, 'balance');
        }}
        onClose={() => setConfirmingBalance(false)}
      />
    </div>
  );
}
