import { useLingui } from '@lingui/react/macro';
import type {
  CancelStatus,
  InvoiceHeader,
  InvoiceType,
  OrderSummary,
  RefundStatus,
  RefundType,
} from '../../../../contract/order';
import { CANCEL_REASONS, REFUND_REASONS, type ReasonList } from '../../../../contract/reasons';
import type { AmountKind, PersonalisationPart } from '../model';
import { langOfLocale } from '../../../lib/lang';
import { formatFen } from '../../../ui/Price';
import { useHotline } from '../../content';
import type { OrderListTab } from '../../../lib/member-routes';
import type { OrderFormProblem } from '../validation';

/** Spec §4's order tabs. */
export function useOrderTabLabels(): Record<OrderListTab, string> {
  const { t } = useLingui();
  return {
    all: t({ message: 'All', context: 'orders' }),
    to_pay: t`To be paid`,
    to_ship: t`To be shipped`,
    to_receive: t`Pending receipt`,
    completed: t({ message: 'Completed', context: 'orders' }),
    after_sale: t`After-sales`,
    cancelled: t({ message: 'Cancelled', context: 'orders' }),
  };
}

/** What each tab says when it has no order. */
export function useEmptyTabText(): Record<OrderListTab, string> {
  const { t } = useLingui();
  return {
    all: t`You have not placed an order yet.`,
    to_pay: t`No order is waiting for payment.`,
    to_ship: t`No order is waiting to be shipped.`,
    to_receive: t`No order is on its way to you.`,
    completed: t`No completed order yet.`,
    after_sale: t`You have no after-sales request.`,
    cancelled: t`No cancelled order.`,
  };
}

export function useRefundTypeLabels(): Record<RefundType, string> {
  const { t } = useLingui();
  return { refund: t`Refund only`, return: t`Return and refund` };
}

export function useInvoiceLabels(): {
  type: Record<InvoiceType, string>;
  header: Record<InvoiceHeader, string>;
} {
  const { t } = useLingui();
  return {
    type: { general: t`General e-invoice`, special: t`Special VAT e-invoice` },
    header: { personal: t`Personal`, company: t`Company` },
  };
}

export function usePersonalisationLabels(): Record<PersonalisationPart, string> {
  const { t } = useLingui();
  return {
    letters: t`Initials`,
    position: t`Position`,
    letterColour: t`Letter colour`,
    numberColour: t`Number colour`,
    pendants: t`Pendants`,
    innerArea: t`Inner area`,
  };
}

/** Spec §5 messages, the same words as the server's. */
export function useOrderProblemText(): (
  problem: OrderFormProblem | undefined,
) => string | undefined {
  const { t } = useLingui();
  const words: Record<OrderFormProblem, string> = {
    emojiNotAllowed: t`Emoji is not allowed`,
    refundTypeRequired: t`Please choose the kind of after-sales service`,
    refundReasonRequired: t`Please give a reason for the refund`,
    refundItemsRequired: t`Please choose the pieces to return and how many`,
    refundQuantityTooHigh: t`That is more pieces than can still be returned`,
    expressCompanyRequired: t`Please enter the carrier`,
    expressNoRequired: t`Please enter the tracking number`,
    expressNoInvalid: t`The tracking number should be 6 to 30 letters, digits or dashes`,
    invoiceTitleRequired: t`Please enter the invoice title`,
    taxIdRequired: t`Please enter the tax ID`,
    taxIdInvalid: t`The tax ID should be 15 to 20 digits or capital letters`,
    emailInvalid: t`Please enter a valid email address`,
    bankRequired: t`Please enter the bank of deposit`,
    bankAccountRequired: t`Please enter the bank account`,
    companyAddressRequired: t`Please enter the company address`,
    companyPhoneRequired: t`Please enter the company phone`,
  };
  return (problem) => (problem ? words[problem] : undefined);
}

/** Spec §4's after-sales states, for an order's badge (the request's own page has the server's words). */
export function useRefundStatusLabels(): Record<RefundStatus, string> {
  const { t } = useLingui();
  return {
    requested: t`After-sales requested`,
    reviewing: t`After-sales under review`,
    agreed: t`After-sales agreed`,
    returning: t`Return on its way`,
    processing: t`Refund processing`,
    refunded: t`Refunded`,
    refused: t`After-sales refused`,
  };
}

/** An order's after-sales badge, with the amount refunded so far when it is only part of it. */
export function useOrderRefundLabel(): (
  order: Pick<OrderSummary, 'refund_status' | 'refunded_amount'>,
) => string | null {
  const { t } = useLingui();
  const labels = useRefundStatusLabels();
  return ({ refund_status: state, refunded_amount: refunded }) => {
    if (state === null) return null;
    if (state === 'partly_refunded') {
      const amount = formatFen(refunded);
      return t`Partly refunded ${amount}`;
    }
    return labels[state];
  };
}

export function useCancelStatusLabels(): Record<CancelStatus, string> {
  const { t } = useLingui();
  return { processing: t`Cancellation requested`, rejected: t`Cancellation refused` };
}

/** The name of an order's amount: to pay, paid, or not paid (cancelled before payment). */
export function useAmountLabels(): Record<AmountKind, string> {
  const { t } = useLingui();
  return {
    toPay: t`Amount to pay`,
    paid: t`Amount paid`,
    notPaid: t`Order total (not paid)`,
  };
}

/** A list's reasons as choices in the reader's language, each sent by its code. */
export function useReasonChoices(list: 'cancel' | 'refund'): { code: string; label: string }[] {
  const { i18n } = useLingui();
  const lang = langOfLocale(i18n.locale);
  const reasons: ReasonList = list === 'cancel' ? CANCEL_REASONS : REFUND_REASONS;
  return Object.entries(reasons).map(([code, words]) => ({ code, label: words[lang] }));
}

/** What the order pages say about Client Services: with the shop's hotline when it has one. */
export function useClientServicesWords(): {
  specialInvoice: string;
  invoicePeriodEnded: (until: string) => string;
  /** A refund the payment institution could not pay out (of `amount` when it is named). */
  payoutDelayed: (amount?: string) => string;
} {
  const { t } = useLingui();
  const hotline = useHotline();
  return {
    specialInvoice: hotline
      ? t`A special VAT invoice is completed by Client Services: they will contact you shortly (hotline ${hotline})`
      : t`A special VAT invoice is completed by Client Services: they will contact you shortly`,
    invoicePeriodEnded: (until) =>
      hotline
        ? t`The invoice period ended on ${until}: please contact Client Services on ${hotline}.`
        : t`The invoice period ended on ${until}: please contact Client Services.`,
    payoutDelayed: (amount) => {
      if (amount) {
        return hotline
          ? t`The payment institution could not return ${amount} to your account yet. Client Services is handling it and will contact you; if you have a question, call ${hotline}.`
          : t`The payment institution could not return ${amount} to your account yet. Client Services is handling it and will contact you.`;
      }
      return hotline
        ? t`The payment institution could not return it to your account. Client Services will contact you; if you have a question, call ${hotline}.`
        : t`The payment institution could not return it to your account. Client Services will contact you.`;
    },
  };
}
