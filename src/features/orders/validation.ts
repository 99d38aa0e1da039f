import { EMAIL_PATTERN, hasEmoji } from '../../../contract/rules';
import type {
  InvoiceHeader,
  InvoiceType,
  RefundItemInput,
  RefundType,
} from '../../../contract/order';

// Spec §5 rules for the after-sales and invoice forms, the same as the server's
// (contract/order.ts). Each problem is named like the server's message key, and the form
// shows the same words.

export type OrderFormProblem =
  | 'emojiNotAllowed'
  | 'refundTypeRequired'
  | 'refundReasonRequired'
  | 'refundItemsRequired'
  | 'refundQuantityTooHigh'
  | 'expressCompanyRequired'
  | 'expressNoRequired'
  | 'expressNoInvalid'
  | 'invoiceTitleRequired'
  | 'taxIdRequired'
  | 'taxIdInvalid'
  | 'emailInvalid'
  | 'bankRequired'
  | 'bankAccountRequired'
  | 'companyAddressRequired'
  | 'companyPhoneRequired';

export type Problems<F extends string> = Partial<Record<F, OrderFormProblem>>;

/** A required text: blank is `blank`, emoji is refused (spec §5). */
function required(value: string, blank: OrderFormProblem): OrderFormProblem | undefined {
  const text = value.trim();
  if (!text) return blank;
  return hasEmoji(text) ? 'emojiNotAllowed' : undefined;
}

function optional(value: string): OrderFormProblem | undefined {
  return hasEmoji(value) ? 'emojiNotAllowed' : undefined;
}

function collect<F extends string>(checks: Record<F, OrderFormProblem | undefined>): Problems<F> {
  const problems: Problems<F> = {};
  for (const [field, problem] of Object.entries(checks) as [F, OrderFormProblem | undefined][]) {
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** Pieces chosen per order line: line id → how many (0: none). */
export type ChosenPieces = Record<string, number>;

/** The pieces chosen, as the server takes them: lines with at least one, by line id. */
export function chosenItems(pieces: ChosenPieces): RefundItemInput[] {
  return Object.entries(pieces)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ line_id: Number(lineId), quantity }))
    .sort((a, b) => a.line_id - b.line_id);
}

export interface RefundForm {
  type: RefundType | '';
  reason: string;
  pieces: ChosenPieces;
  contact: string;
  remark: string;
}

/** `lines`: each order line and how many of its pieces can still be asked for. */
export function validateRefund(
  form: RefundForm,
  lines: readonly { line_id: number; returnable: number }[],
): Problems<keyof RefundForm> {
  const items = chosenItems(form.pieces);
  const tooMany = items.some(
    (item) => item.quantity > (lines.find((l) => l.line_id === item.line_id)?.returnable ?? 0),
  );
  return collect({
    type: form.type ? undefined : 'refundTypeRequired',
    reason: required(form.reason, 'refundReasonRequired'),
    pieces: !items.length ? 'refundItemsRequired' : tooMany ? 'refundQuantityTooHigh' : undefined,
    contact: optional(form.contact),
    remark: optional(form.remark),
  });
}

export interface ReturnShippingForm {
  express_company: string;
  express_no: string;
}

export const EXPRESS_NO_PATTERN = /^[A-Za-z0-9-]{6,30}$/;

export function validateReturnShipping(
  form: ReturnShippingForm,
): Problems<keyof ReturnShippingForm> {
  const number = form.express_no.trim();
  return collect({
    express_company: required(form.express_company, 'expressCompanyRequired'),
    express_no: !number
      ? 'expressNoRequired'
      : EXPRESS_NO_PATTERN.test(number)
        ? undefined
        : 'expressNoInvalid',
  });
}

export interface InvoiceForm {
  invoice_type: InvoiceType;
  header_type: InvoiceHeader;
  title: string;
  tax_id: string;
  email: string;
  phone: string;
  content: string;
  bank: string;
  bank_account: string;
  company_address: string;
  company_phone: string;
}

export const TAX_ID_PATTERN = /^[0-9A-Z]{15,20}$/;

/** Whether the form asks for a tax ID: a company header, or any special VAT invoice. */
export function needsTaxId(form: Pick<InvoiceForm, 'invoice_type' | 'header_type'>): boolean {
  return form.header_type === 'company' || form.invoice_type === 'special';
}

export function validateInvoice(form: InvoiceForm): Problems<keyof InvoiceForm> {
  const special = form.invoice_type === 'special';
  const taxId = form.tax_id.trim();
  const email = form.email.trim();
  const specialField = (value: string, blank: OrderFormProblem) =>
    special ? required(value, blank) : undefined;
  return collect({
    invoice_type: undefined,
    header_type: undefined,
    title: required(form.title, 'invoiceTitleRequired'),
    tax_id: !needsTaxId(form)
      ? undefined
      : !taxId
        ? 'taxIdRequired'
        : TAX_ID_PATTERN.test(taxId)
          ? undefined
          : 'taxIdInvalid',
    email: hasEmoji(email)
      ? 'emojiNotAllowed'
      : EMAIL_PATTERN.test(email)
        ? undefined
        : 'emailInvalid',
    phone: optional(form.phone),
    content: optional(form.content),
    bank: specialField(form.bank, 'bankRequired'),
    bank_account: specialField(form.bank_account, 'bankAccountRequired'),
    company_address: specialField(form.company_address, 'companyAddressRequired'),
    company_phone: specialField(form.company_phone, 'companyPhoneRequired'),
  });
}

/** What the server is sent: trimmed, and only the fields the invoice's kind uses. */
export function invoiceInput(form: InvoiceForm) {
  const special = form.invoice_type === 'special';
  const trim = (value: string, used = true) => (used ? value.trim() : '');
  return {
    invoice_type: form.invoice_type,
    header_type: special ? ('company' as const) : form.header_type,
    title: trim(form.title),
    tax_id: trim(form.tax_id, needsTaxId(form)),
    email: trim(form.email),
    phone: trim(form.phone),
    content: trim(form.content),
    bank: trim(form.bank, special),
    bank_account: trim(form.bank_account, special),
    company_address: trim(form.company_address, special),
    company_phone: trim(form.company_phone, special),
  };
}
