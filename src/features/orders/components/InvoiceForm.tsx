import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { InvoiceHeader, InvoiceType } from '../../../../contract/order';
import { Button } from '../../../ui/Button';
import { FieldInput } from '../../../ui/forms/Field';
import { CHECKED_FORM, checkedBy, problemOf, useCheckedForm } from '../../../ui/forms/checked-form';
import { useFocusAfterRefusal } from '../../../ui/forms/focus';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import form from '../../../ui/forms/form.module.css';
import { requestInvoiceMutationOptions } from '../api';
import {
  invoiceInput,
  needsTaxId,
  validateInvoice,
  type InvoiceForm as InvoiceFields,
} from '../validation';
import dialogs from './dialogs.module.css';
import { Choices } from './Choices';
import { useClientServicesWords, useInvoiceLabels, useOrderProblemText } from './labels';

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
 * company's bank, account, address and phone, and is completed by Client Services.
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
  const service = useClientServicesWords();
  const { formRef, refused } = useFocusAfterRefusal();
  const contents: Record<InvoiceContent, string> = {
    details: t`Each piece listed`,
    category: t`Category of the pieces`,
  };
  const [outcome, setOutcome] = useState<Outcome>(null);
  const request = useMutation({
    ...requestInvoiceMutationOptions(queryClient),
    onSuccess: (invoice) =>
      onDone({
        kind: 'saved',
        message:
          invoice.status === 'needs_service'
            ? service.specialInvoice
            : t`Your invoice request has been received: the invoice will be emailed to you`,
      }),
    onError: (error) => setOutcome(refusal.of(error)),
  });

  const invoice = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: EMPTY,
    listeners: { onChange: () => setOutcome(null) },
    onSubmit: ({ value }) => {
      const content = contents[value.content as InvoiceContent] ?? '';
      request.mutate({ order_id: orderId, ...invoiceInput({ ...value, content }) });
    },
    onSubmitInvalid: refused,
  });
  const fields = useSelector(invoice.store, (state) => state.values);
  const special = fields.invoice_type === 'special';
  const company = special || fields.header_type === 'company';
  const fieldId = (field: string) => `${id}-${field}`;

  const text = (name: TextField, label: string, options: TextOptions = {}): ReactNode => (
    <invoice.Field name={name} validators={checkedBy(validateInvoice, name)}>
      {(field) => (
        <FieldInput
          id={fieldId(name)}
          label={label}
          field={field}
          problem={problemText(problemOf(field))}
          hint={options.hint}
          wide
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? 'off'}
          maxLength={options.maxLength ?? 40}
        />
      )}
    </invoice.Field>
  );

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    void invoice.handleSubmit();
  };

  return (
    <form ref={formRef} className={`${form.form} ${form.inDialog}`} onSubmit={send} noValidate>
      <invoice.Field name="invoice_type">
        {(field) => (
          <Choices
            legend={t`Invoice type`}
            name={fieldId('type')}
            value={field.state.value}
            options={(['general', 'special'] as const satisfies InvoiceType[]).map((type) => ({
              value: type,
              label: labels.type[type],
            }))}
            onChange={field.handleChange}
          />
        )}
      </invoice.Field>
      {special && <p className={`${dialogs.note} ${form.span}`}>{service.specialInvoice}</p>}
      <invoice.Field name="header_type">
        {(field) => (
          <Choices
            legend={t`Header type`}
            name={fieldId('header')}
            value={company ? 'company' : 'personal'}
            options={(['personal', 'company'] as const satisfies InvoiceHeader[]).map((header) => ({
              value: header,
              label: labels.header[header],
              disabled: special && header === 'personal',
            }))}
            onChange={field.handleChange}
          />
        )}
      </invoice.Field>
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
      <invoice.Field name="content">
        {(field) => (
          <Choices
            legend={t`Invoice content`}
            name={fieldId('content')}
            value={field.state.value}
            options={CONTENTS.map((content) => ({ value: content, label: contents[content] }))}
            onChange={field.handleChange}
          />
        )}
      </invoice.Field>
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
