import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { InvoiceHeader, InvoiceType } from '../../../../contract/order';
import { Button } from '../../../ui/Button';
import { Field, describedBy } from '../../../ui/forms/Field';
import { focusFirstInvalid, useRefusal, type Outcome } from '../../../ui/forms/outcome';
import form from '../../../ui/forms/form.module.css';
import { requestInvoiceMutationOptions } from '../api';
import {
  hasProblems,
  invoiceInput,
  needsTaxId,
  validateInvoice,
  type InvoiceForm as InvoiceFields,
} from '../validation';
import dialogs from './dialogs.module.css';
import { useInvoiceLabels, useOrderProblemText } from './labels';

type TextField = Exclude<keyof InvoiceFields, 'invoice_type' | 'header_type' | 'content'>;

/** What the invoice lists: each product, or their category; sent in the shopper's words. */
type InvoiceContent = 'details' | 'category';
const CONTENTS: InvoiceContent[] = ['details', 'category'];

const EMPTY: InvoiceFields = {
  invoice_type: 'general',
  header_type: 'personal',
  title: '',
  tax_id: '',
  email: '',
  phone: '',
  content: 'details',
  bank: '',
  bank_account: '',
  company_address: '',
  company_phone: '',
};

/**
 * Type, header, title, tax ID, email, phone and content; a special VAT invoice also asks for the
 * company's bank, account, address and phone, and is completed by customer service.
 */
export function InvoiceForm({
  orderId,
  onCancel,
  onDone,
}: {
  orderId: number;
  onCancel: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const problemText = useOrderProblemText();
  const labels = useInvoiceLabels();
  const formRef = useRef<HTMLFormElement>(null);
  const contents: Record<InvoiceContent, string> = {
    details: t`Goods details`,
    category: t`Goods category`,
  };
  const [fields, setFields] = useState<InvoiceFields>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<TextField>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const request = useMutation({
    ...requestInvoiceMutationOptions(queryClient),
    onSuccess: (invoice) =>
      onDone({
        kind: 'saved',
        message:
          invoice.status === 'needs_service'
            ? t`A special VAT invoice is completed by customer service: they will contact you shortly (hotline 400 606 1961)`
            : t`Your invoice request has been received: the invoice will be emailed to you`,
      }),
    onError: (error) => setOutcome(refusal(error)),
  });

  useLayoutEffect(() => {
    if (attempts > 0) focusFirstInvalid(formRef.current);
  }, [attempts]);

  const special = fields.invoice_type === 'special';
  const company = special || fields.header_type === 'company';
  const problems = validateInvoice(fields);
  const shown = (field: TextField) =>
    attempts > 0 || touched.has(field) ? problemText(problems[field]) : undefined;
  const set = <K extends keyof InvoiceFields>(field: K, value: InvoiceFields[K]) => {
    setFields((before) => ({ ...before, [field]: value }));
    setOutcome(null);
  };
  const fieldId = (field: string) => `${id}-${field}`;

  const text = (field: TextField, label: string, options: TextOptions = {}): ReactNode => {
    const problem = shown(field);
    return (
      <Field id={fieldId(field)} label={label} problem={problem} hint={options.hint} wide>
        <input
          id={fieldId(field)}
          className={form.input}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? 'off'}
          maxLength={options.maxLength ?? 40}
          value={fields[field]}
          onChange={(event) => set(field, event.target.value)}
          onBlur={() => setTouched((before) => new Set(before).add(field))}
          {...describedBy(fieldId(field), problem)}
        />
      </Field>
    );
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (hasProblems(problems)) {
      setAttempts((count) => count + 1);
      return;
    }
    const content = contents[fields.content as InvoiceContent] ?? '';
    request.mutate({ order_id: orderId, ...invoiceInput({ ...fields, content }) });
  };

  return (
    <form ref={formRef} className={`${form.form} ${form.inDialog}`} onSubmit={send} noValidate>
      <Choices
        legend={t`Invoice type`}
        name={fieldId('type')}
        value={fields.invoice_type}
        options={(['general', 'special'] as const satisfies InvoiceType[]).map((type) => ({
          value: type,
          label: labels.type[type],
        }))}
        onChange={(type) => set('invoice_type', type)}
      />
      {special && (
        <p className={`${dialogs.note} ${form.span}`}>
          {t`A special VAT invoice is completed by customer service: they will contact you shortly (hotline 400 606 1961)`}
        </p>
      )}
      <Choices
        legend={t`Header type`}
        name={fieldId('header')}
        value={company ? 'company' : 'personal'}
        options={(['personal', 'company'] as const satisfies InvoiceHeader[]).map((header) => ({
          value: header,
          label: labels.header[header],
          disabled: special && header === 'personal',
        }))}
        onChange={(header) => set('header_type', header)}
      />
      {text('title', t`Invoice title`, {
        maxLength: 100,
        hint: company ? t`The company's full registered name` : t`Your full name`,
        autoComplete: company ? 'organization' : 'name',
      })}
      {needsTaxId(fields) && text('tax_id', t`Tax ID`, { maxLength: 20 })}
      {text('email', t`Email`, {
        type: 'email',
        autoComplete: 'email',
        maxLength: 254,
        hint: t`The e-invoice is sent to this address`,
      })}
      {text('phone', t`Phone (optional)`, { type: 'tel', autoComplete: 'tel', maxLength: 20 })}
      <Choices
        legend={t`Invoice content`}
        name={fieldId('content')}
        value={fields.content}
        options={CONTENTS.map((content) => ({ value: content, label: contents[content] }))}
        onChange={(content) => set('content', content)}
      />
      {special && (
        <>
          {text('bank', t`Bank of deposit`, { maxLength: 100 })}
          {text('bank_account', t`Bank account`, { inputMode: 'numeric', maxLength: 40 })}
          {text('company_address', t`Company address`, { maxLength: 200 })}
          {text('company_phone', t`Company phone`, { type: 'tel', maxLength: 20 })}
        </>
      )}
      <div className={form.actions}>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t`Submitting…` : t`Request the invoice`}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <p className={`${form.outcome} ${form.refused}`} role="status">
          {outcome?.kind === 'refused' ? outcome.message : null}
        </p>
      </div>
    </form>
  );
}

interface TextOptions {
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
}

function Choices<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: string; disabled?: boolean }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={`${form.fieldset} ${form.span}`}>
      <legend className={form.legend}>{legend}</legend>
      <div className={form.choices}>
        {options.map((option) => (
          <label key={option.value} className={form.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
