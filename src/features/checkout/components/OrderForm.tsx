import { useSelector } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { OrderItemInput, OrderPreview } from '../../../../contract/order';
import { isWeChatBrowser } from '../../../lib/device';
import type { RouteSet } from '../../../lib/route-set';
import { bringIntoSight } from '../../../ui/bring-into-sight';
import {
  CHECKED_FORM,
  checkedBy,
  problemOf as fieldProblemOf,
  useCheckedForm,
} from '../../../ui/forms/checked-form';
import { useFocusAfterRefusal } from '../../../ui/forms/focus';
import { appState } from '../../app';
import { previewQueryOptions } from '../api';
import {
  appliedChoices,
  openingValues,
  withChange,
  type CheckoutValues,
  type PricedChoices,
} from '../choices';
import { checkoutMethods, chosenMethod, lineProblem, newIdempotencyKey, worksHere } from '../model';
import { checkoutProblems } from '../validation';
import { AddressField } from './AddressField';
import { BalanceConfirm } from './BalanceConfirm';
import styles from './Checkout.module.css';
import { CheckoutPayMethods } from './CheckoutPayMethods';
import { Coupons, Points, Promotions } from './Offers';
import { OrderLines } from './OrderLines';
import { Section } from './Parts';
import { PreviewFailed } from './PreviewFailed';
import { RemarkSection } from './RemarkSection';
import { SubmitPanel } from './SubmitPanel';
import { useSubmitOrder } from './useSubmitOrder';

/**
 * The shopper's choices on the order page, one form: it opens on what the first preview applied,
 * and its address, coupon and points are the preview's query, asked again as they change.
 */
export function OrderForm({
  lines,
  opening,
  routeSet,
  wide,
}: {
  lines: OrderItemInput[];
  opening: OrderPreview;
  routeSet: RouteSet;
  wide: boolean;
}) {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const [inWeChat] = useState(() => isWeChatBrowser());
  const [confirmingBalance, setConfirmingBalance] = useState(false);
  // Taken once: a later reply to the opening choices does not reset the form.
  const [firstValues] = useState(() => openingValues(opening));
  const form = useCheckedForm({ ...CHECKED_FORM, defaultValues: firstValues });
  const asked: PricedChoices = {
    addressId: useSelector(form.store, (state) => state.values.addressId),
    couponId: useSelector(form.store, (state) => state.values.couponId),
    usePoints: useSelector(form.store, (state) => state.values.usePoints),
  };
  const previewOptions = previewQueryOptions(lines, asked, lang);
  const preview = useQuery({
    ...previewOptions,
    // The first preview answers the form's opening choices: it is not asked again as it opens.
    refetchOnMount: false,
    placeholderData: (previous) => previous ?? opening,
  });
  const data = preview.data;
  const settled = data !== undefined && !preview.isPlaceholderData;
  const addressRef = useRef<HTMLDivElement>(null);
  const consentBlock = useRef<HTMLDivElement>(null);
  const submitBar = useRef<HTMLDivElement>(null);
  // A submit refused for the consent alone focuses the box. On a phone it may be under the
  // sticky total bar while the shopper is higher up the page: it comes into sight above the
  // bar, with its message, first.
  const { formRef, refused } = useFocusAfterRefusal<HTMLDivElement>({
    reveal: (control) => {
      const block = consentBlock.current;
      bringIntoSight(block?.contains(control) ? block : control, { bottomBar: submitBar.current });
    },
  });
  const { place, mutation, refusal, clearRefusal } = useSubmitOrder({
    routeSet,
    idempotencyKey,
    previewKey: previewOptions.queryKey,
  });

  if (!data) {
    return (
      <PreviewFailed
        error={preview.error}
        onRetry={() => void preview.refetch()}
        routeSet={routeSet}
      />
    );
  }

  /** The shopper changes some choices: the others are taken as the answered preview applied them. */
  const choose = (change: Partial<PricedChoices>) => {
    const next = withChange(asked, settled ? data : null, change);
    for (const name of ['addressId', 'couponId', 'usePoints'] as const) {
      if (next[name] !== asked[name]) form.setFieldValue(name, next[name]);
    }
    clearRefusal();
  };
  // What the page shows as chosen: what the preview applied, once it has answered these choices.
  const shown = settled ? appliedChoices(asked, data) : asked;
  const address = data.address;
  const problems = (values: CheckoutValues) => checkoutProblems(values, address !== null);
  // Asked once: the shop's providers and, when the member has one, the balance.
  const amount = data.amounts.pay_amount;
  const methods = checkoutMethods(
    worksHere(data.pay_methods, inWeChat),
    data.account_balance,
    amount,
  );
  const payMethodOf = (values: CheckoutValues) => chosenMethod(methods, values.payMethod);
  const blocked = data.lines.some((line) => lineProblem(line) !== null);
  const placeOrder = () => {
    setConfirmingBalance(false);
    if (!address) return;
    const payMethod = payMethodOf(form.state.values);
    place({
      lines,
      addressId: address.id,
      couponId: data.use_coupon_id,
      usePoints: data.points.used > 0,
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
    else if (!form.state.values.consent) refused();
    if (!address || !form.state.isValid || blocked || preview.isFetching) return;
    if (payMethodOf(form.state.values) === 'balance') setConfirmingBalance(true);
    else placeOrder();
  };
  const pieces = data.lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div ref={formRef} className={styles.layout}>
      <div>
        <div ref={addressRef}>
          <form.Field name="addressId" validators={checkedBy(problems, 'addressId')}>
            {(field) => (
              <AddressField
                field={field}
                address={address}
                onChoose={(id) => choose({ addressId: id })}
              />
            )}
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
        <Promotions promotions={data.activities} />
        <Coupons
          coupons={data.coupons}
          usable={data.coupon_usable}
          chosenId={shown.couponId}
          onChoose={(id) => choose({ couponId: id })}
        />
        <Points preview={data} on={shown.usePoints} onSwitch={(on) => choose({ usePoints: on })} />
        <form.Field name="remark">
          {(field) => <RemarkSection remark={field.state.value} onChange={field.handleChange} />}
        </form.Field>
        <form.Field name="payMethod">
          {(field) => (
            <CheckoutPayMethods
              methods={methods}
              chosen={chosenMethod(methods, field.state.value)}
              onChoose={field.handleChange}
              accountBalance={data.account_balance}
              providersOffered={data.pay_methods.length > 0}
            />
          )}
        </form.Field>
        <BalanceConfirm
          open={confirmingBalance}
          amount={amount}
          balance={data.account_balance}
          onConfirm={placeOrder}
          onClose={() => setConfirmingBalance(false)}
        />
      </div>
      <form.Field name="consent" validators={checkedBy(problems, 'consent')}>
        {(field) => (
          <SubmitPanel
            wide={wide}
            preview={data}
            updating={preview.isFetching}
            consent={field.state.value}
            onConsent={field.handleChange}
            consentProblem={fieldProblemOf(field) !== undefined}
            consentBlock={consentBlock}
            submitBar={submitBar}
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
