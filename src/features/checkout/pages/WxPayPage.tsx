import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button, buttonClass } from '../../../ui/Button';
import { formatFen } from '../../../ui/Price';
import { isPayQueryOptions, payDataQueryOptions } from '../api';
import { readAttempt } from '../attempts';
import styles from '../components/Checkout.module.css';
import { Countdown } from '../components/Countdown';
import { LoadFailed, Loading, Message, NoPayment } from '../components/Parts';
import page from '../components/PayPages.module.css';
import { QrCode } from '../components/QrCode';
import { useCheckoutMessages } from '../messages';
import { isSandboxCashier } from '../model';
import { usePayNow } from '../pay';
import { paymentStepLink, resultLink } from '../paths';
import type { PaySearch } from '../search-params';

/**
 * /pc/productList/order/wx-pay: desktop WeChat Pay. The QR code of the payment attempt, the
 * amount and the time left; whether it is paid is asked every two seconds while the page shows.
 */
export function WxPayPage({ search }: { search: PaySearch }) {
  useCheckoutMessages();
  const orderId = search.order_id;
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      {orderId ? (
        <WxPay key={`${orderId}-${search.payment_no ?? ''}`} orderId={orderId} search={search} />
      ) : (
        <NoPayment set="pc" />
      )}
    </div>
  );
}

function WxPay({ orderId, search }: { orderId: number; search: PaySearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const payNow = usePayNow('pc');
  const [attempt] = useState(() => {
    const saved = readAttempt(orderId);
    return saved && (!search.payment_no || saved.paymentNo === search.payment_no) ? saved : null;
  });
  const paymentNo = search.payment_no ?? attempt?.paymentNo;
  const order = useQuery(payDataQueryOptions(orderId));
  const watch = useQuery(isPayQueryOptions(orderId, paymentNo));
  const state = watch.data;
  const result = state?.paid ? 'success' : state?.failed ? 'fail' : null;

  useEffect(() => {
    if (!result) return;
    const link = resultLink('pc', result, { orderId, paymentNo, method: 'wechat' });
    void navigate({ ...link, replace: true });
  }, [result, orderId, paymentNo, navigate]);

  const data = order.data;
  if (!data) {
    return order.isError ? (
      <LoadFailed
        error={order.error}
        refusedTitle={t`This payment could not be found`}
        onRetry={() => void order.refetch()}
      />
    ) : (
      <Loading />
    );
  }
  const stepLink = paymentStepLink('pc', orderId);
  const orderNo = data.order_no;
  if (data.status === 'cancelled' || state?.status === 'cancelled') {
    return <Message kicker={t`Order ${orderNo}`} title={t`This order was cancelled`} />;
  }
  const amount = formatFen(attempt?.payAmount ?? data.pay_amount);
  const qrText = attempt?.qrText ?? '';
  return (
    <div className={page.pay}>
      <p className={styles.kicker}>{t`Order ${orderNo}`}</p>
      <h1 className={styles.title}>{t`Pay with WeChat`}</h1>
      <div className={page.qrBlock}>
        {qrText ? (
          <QrCode text={qrText} label={t`WeChat Pay QR code`} faded={Boolean(result)} />
        ) : (
          <div className={page.qrMissing}>
            <p className={styles.muted}>{t`This QR code is no longer shown here.`}</p>
            <Button
              variant="secondary"
              disabled={payNow.pending}
              onClick={() => void payNow.pay(orderId, 'wechat')}
            >
              {t`Show a new QR code`}
            </Button>
          </div>
        )}
        <div className={page.qrFacts}>
          <p className={page.amount}>{amount}</p>
          <p className={styles.muted}>
            <Countdown deadline={data.pay_deadline} onOver={() => void order.refetch()} />
          </p>
          <p role="status" className={page.status}>
            {result ? t`Payment received. One moment…` : t`Scan the code with WeChat to pay.`}
          </p>
          {qrText && isSandboxCashier(qrText) && (
            <a href={qrText} target="_blank" rel="noopener" className={buttonClass('text')}>
              {t`Open the sandbox cashier`}
            </a>
          )}
          <p className={styles.problem} role="alert">
            {payNow.problem}
          </p>
        </div>
      </div>
      <p>
        <Link {...stepLink} className={buttonClass('text')}>
          {t`Choose another method`}
        </Link>
      </p>
    </div>
  );
}
