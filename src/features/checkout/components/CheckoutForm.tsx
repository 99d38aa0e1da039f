import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { OrderItemInput } from '../../../../contract/order';
import { isWeChatBrowser } from '../../../lib/device';
import { Button, buttonClass } from '../../../ui/Button';
import {
  CHECKED_FORM,
  checkedBy,
  problemOf as fieldProblemOf,
  useCheckedForm,
} from '../../../ui/forms/checked-form';
import { appState } from '../../app';
import { previewQueryOptions, type PreviewInput } from '../api';
import { checkoutMethods, chosenMethod, lineProblem, newIdempotencyKey, worksHere } from '../model';
import { cartLink } from '../paths';
import type { RouteSet } from '../../../lib/route-set';
import { applyPreview, createOrderState } from '../state';
import { checkoutProblems, type CheckoutValues } from '../validation';
import { AddressField } from './AddressField';
import { BalanceConfirm } from './BalanceConfirm';
import { CheckoutPayMethods } from './CheckoutPayMethods';
import styles from './Checkout.module.css';
import { Activities, Coupons, Points } from './Offers';
import { OrderLines } from './OrderLines';
import { Loading, Message, Section, useProblemOf } from './Parts';
import { RemarkSection } from './RemarkSection';
import { SubmitPanel } from './SubmitPanel';
import { useSubmitOrder } from './useSubmitOrder';

const NOTHING_GIVEN: CheckoutValues = { hasAddress: false, consent: false, remark: '' };

/** The order page before the order exists: what is bought, where it goes and how it is paid. */
export function CheckoutForm({
  items,
  routeSet,
  wide,
}: {
  items: OrderItemInput[];
  routeSet: RouteSet;
  wide: boolean;
}) {
  const { t } = useLingui();
  const problemOf = useProblemOf();
  const { lang } = useSnapshot(appState);
  const choices = useSnapshot(createOrderState);
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const [inWeChat] = useState(() => isWeChatBrowser());
  const [confirmingBalance, setConfirmingBalance] = useState(false);
  const [consentAsked, setConsentAsked] = useState(0);
  const input: PreviewInput = {
    sku_list: items,
    ...(choices.selectedAddressId ? { address_id: choices.selectedAddressId } : {}),
    use_coupon_id: choices.useCouponID,
    use_integral: choices.useIntegral ? '1' : '0',
  };
  const previewOptions = previewQueryOptions(input, lang);
  const preview = useQuery(previewOptions);
  const data = preview.data;
  const settled = data !== undefined && !preview.isPlaceholderData;
  useEffect(() => {
    if (data && settled) applyPreview(data);
  }, [data, settled]);

  const form = useCheckedForm({ ...CHECKED_FORM, defaultValues: NOTHING_GIVEN });
  const addressRef = useRef<HTMLDivElement>(null);
  const { place, mutation, refusal, clearRefusal } = useSubmitOrder({
    routeSet,
    idempotencyKey,
    previewKey: previewOptions.queryKey,
  });
  const chooseAddress = useCallback(
    (id: number) => {
      createOrderState.selectedAddressId = id;
      clearRefusal();
    },
    [clearRefusal],
  );

  if (!data) {
    return preview.isError ? (
      <Message
        title={t`Your order could not be prepared`}
        actions={
          <>
            <Button variant="secondary" onClick={() => void preview.refetch()}>
              {t`Try again`}
            </Button>
            <Link {...cartLink(routeSet)} className={buttonClass('text')}>
              {t`Go to my bag`}
            </Link>
          </>
        }
      >
        <p className={styles.muted}>{problemOf(preview.error)}</p>
      </Message>
    ) : (
      <Loading />
    );
  }

  const address = data.address;
  // Asked once: the shop's providers and, when the member has one, the balance.
  const amount = data.amounts.pay_amount;
  const methods = checkoutMethods(
    worksHere(data.pay_methods, inWeChat),
    data.account_balance,
    amount,
  );
  const payMethod = chosenMethod(methods, choices.payMethod);
  const blocked = data.lines.some((line) => lineProblem(line) !== null);
  const placeOrder = () => {
    setConfirmingBalance(false);
    if (!address) return;
    place({
      items,
      addressId: address.id,
      couponId: data.use_coupon_id,
      useIntegral: data.points.used > 0,
      // With no way to pay now, the order waits on its payment step (the balance may grow).
      payMethod: payMethod ?? 'balance',
      payAtOnce: payMethod !== null,
      remark: form.state.values.remark,
      expectedAmount: amount,
    });
  };
  const submit = async () => {
    await form.handleSubmit();
    if (!address) addressRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    else if (!form.state.values.consent) setConsentAsked((count) => count + 1);
    if (!address || !form.state.isValid || blocked || preview.isFetching) return;
    if (payMethod === 'balance') setConfirmingBalance(true);
    else placeOrder();
  };
  const updating = preview.isFetching;
  const pieces = data.lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className={styles.layout}>
      <div>
        <div ref={addressRef}>
          <form.Field name="hasAddress" validators={checkedBy(checkoutProblems, 'hasAddress')}>
            {(field) => <AddressField field={field} address={address} onChoose={chooseAddress} />}
          </form.Field>
        </div>
        <Section id="checkout-lines" title={t`Pieces (${pieces})`}>
          <OrderLines lines={data.lines} />
          {blocked && (
            <p className={styles.problem} role="alert">
              {t`Some pieces cannot be ordered in this quantity now. Please change them in your bag.`}
            </p>
          )}
        </Section>
        <Activities activities={choices.selectACTs} />
        <Coupons
          coupons={choices.couponList}
          usable={choices.couponUseable}
          chosenId={choices.useCouponID}
          onChoose={(id) => {
            createOrderState.useCouponID = id;
            clearRefusal();
          }}
        />
        <Points
          preview={data}
          on={choices.useIntegral}
          onSwitch={(on) => {
            createOrderState.useIntegral = on;
            clearRefusal();
          }}
        />
        <form.Field name="remark">
          {(field) => <RemarkSection remark={field.state.value} onChange={field.handleChange} />}
        </form.Field>
        <CheckoutPayMethods
          methods={methods}
          chosen={payMethod}
          accountBalance={data.account_balance}
          providersOffered={data.pay_methods.length > 0}
        />
        <BalanceConfirm
          open={confirmingBalance}
          amount={amount}
          balance={data.account_balance}
          onConfirm={placeOrder}
          onClose={() => setConfirmingBalance(false)}
        />
      </div>
      <form.Field name="consent" validators={checkedBy(checkoutProblems, 'consent')}>
        {(field) => (
          <SubmitPanel
            wide={wide}
            preview={data}
            updating={updating}
            consent={field.state.value}
            onConsent={field.handleChange}
            consentProblem={fieldProblemOf(field) !== undefined}
            consentAsked={consentAsked}
            blocked={blocked}
            submitting={mutation.isPending || mutation.isSuccess}
            refusal={refusal}
            onSubmit={() => void submit()}
          />
        )}
      </form.Field>
    </div>
  );
}
