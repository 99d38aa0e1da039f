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
import { balanceCovers, orderedOptions, preferredMethod, worksHere } from '../model';
import { usePayNow } from '../pay';
import { orderDetailLink, shoppingLink } from '../paths';
import type { RouteSet } from '../../../lib/route-set';
import styles from './Checkout.module.css';
import { Countdown } from './Countdown';
import { Loading, Message, useProblemOf } from './Parts';
import { PayMethods } from './PayMethods';
import step from './PaymentStep.module.css';

/**
 * The order page with `?order_id=N`: an order placed and not yet paid, its number, amount and
 * time left, and the ways to pay it. Right after Submit it starts the method chosen there.
 */
export function PaymentStep({ orderId, routeSet }: { orderId: number; routeSet: RouteSet }) {
  const { t } = useLingui();
  const problemOf = useProblemOf();
  const { lang } = useSnapshot(appState);
  const payments = useQuery(paymentsQueryOptions(orderId, lang));
  const payNow = usePayNow(routeSet);
  const [handedOver] = useState(() => paymentHandoff(orderId));
  const [inWeChat] = useState(() => isWeChatBrowser());
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  const started = useRef(false);
  const data = payments.data;

  useEffect(() => {
    if (!data || !handedOver || started.current) return;
    started.current = true;
    clearPaymentHandoff();
    if (data.status === 'unpaid' && !balanceCovers(data.list)) void payNow.pay(orderId, handedOver);
  }, [data, handedOver, orderId, payNow]);

  const detail = orderDetailLink(routeSet, orderId);
  const orderLink = (
    <Link {...detail} className={buttonClass('secondary')}>
      {t`View the order`}
    </Link>
  );
  if (!data) {
    return payments.isError ? (
      <Message title={t`This order cannot be paid`} actions={orderLink}>
        <p className={styles.muted}>{problemOf(payments.error)}</p>
      </Message>
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
  const balanceOf = (fen: number) => formatFen(fen);
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
      {handedOver && balanceCovers(data.list) && (
        <p
          className={styles.note}
        >{t`Your account balance covers this order: you may pay with it.`}</p>
      )}
      <PayMethods
        legend={t`Payment method`}
        choices={options.map((option) => {
          const balance = balanceOf(option.balance);
          return {
            method: option.method,
            name: option.name,
            available: option.available,
            ...(option.method === 'balance'
              ? {
                  detail: option.available
                    ? t`Balance ${balance}`
                    : t`Balance ${balance}, not enough for this order`,
                }
              : option.available
                ? {}
                : { detail: t`Not available at the moment` }),
          };
        })}
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
          onClick={() => method && void payNow.pay(orderId, method)}
        >
          {starting || payNow.pending ? t`Taking you to payment…` : t`Pay ${amount}`}
        </Button>
        <Link {...detail} className={buttonClass('text')}>
          {t`View the order`}
        </Link>
      </div>
    </div>
  );
}
