import { describe, expect, it } from 'vitest';
import {
  chosenItems,
  invoiceInput,
  validateInvoice,
  validateRefund,
  validateReturnShipping,
  type InvoiceForm,
  type RefundForm,
} from './validation';

describe('the after-sales form', () => {
  const lines = [
    { line_id: 7, returnable: 2 },
    { line_id: 9, returnable: 0 },
  ];
  const form: RefundForm = {
    type: 'refund',
    reason: 'The size does not fit',
    pieces: { 7: 1, 9: 0 },
    contact: '',
    remark: '',
  };
  it('accepts pieces up to what each line can still return', () => {
    expect(validateRefund(form, lines)).toEqual({});
    expect(validateRefund({ ...form, pieces: { 7: 2 } }, lines)).toEqual({});
  });
  it('asks for a kind, a reason and at least one piece', () => {
    expect(validateRefund({ ...form, type: '', reason: '  ', pieces: { 7: 0 } }, lines)).toEqual({
      type: 'refundTypeRequired',
      reason: 'refundReasonRequired',
      pieces: 'refundItemsRequired',
    });
  });
  it('refuses more pieces than are left, and lines that have none left', () => {
    expect(validateRefund({ ...form, pieces: { 7: 3 } }, lines).pieces).toBe(
      'refundQuantityTooHigh',
    );
    expect(validateRefund({ ...form, pieces: { 9: 1 } }, lines).pieces).toBe(
      'refundQuantityTooHigh',
    );
  });
  it('sends the chosen pieces by line, leaving out lines with none', () => {
    expect(chosenItems({ 12: 1, 3: 2, 5: 0 })).toEqual([
      { line_id: 3, quantity: 2 },
      { line_id: 12, quantity: 1 },
    ]);
  });
  it('refuses emoji in what the shopper writes', () => {
    expect(validateRefund({ ...form, remark: 'fine 👍' }, lines).remark).toBe('emojiNotAllowed');
  });
});

describe("the return's logistics", () => {
  it('need a company and a tracking number of 6 to 30 letters, digits or dashes', () => {
    expect(
      validateReturnShipping({ express_company: '顺丰速运', express_no: 'SF-123456' }),
    ).toEqual({});
    expect(validateReturnShipping({ express_company: ' ', express_no: '' })).toEqual({
      express_company: 'expressCompanyRequired',
      express_no: 'expressNoRequired',
    });
    expect(validateReturnShipping({ express_company: 'SF', express_no: 'SF 12' }).express_no).toBe(
      'expressNoInvalid',
    );
  });
});

describe('the invoice form', () => {
  const general: InvoiceForm = {
    invoice_type: 'general',
    header_type: 'personal',
    title: '李梅',
    tax_id: '',
    email: 'li.mei@example.com',
    phone: '',
    content: 'Goods details',
    bank: '',
    bank_account: '',
    company_address: '',
    company_phone: '',
  };
  it('asks a person for a title and a correct email only', () => {
    expect(validateInvoice(general)).toEqual({});
    expect(validateInvoice({ ...general, title: '', email: 'li.mei@' })).toEqual({
      title: 'invoiceTitleRequired',
      email: 'emailInvalid',
    });
  });
  it('asks a company for its tax ID, in its official form', () => {
    const company = { ...general, header_type: 'company' as const, title: '上海某某有限公司' };
    expect(validateInvoice(company).tax_id).toBe('taxIdRequired');
    expect(validateInvoice({ ...company, tax_id: '91310000ma1fl000' }).tax_id).toBe('taxIdInvalid');
    expect(validateInvoice({ ...company, tax_id: '91310000MA1FL0000X' })).toEqual({});
  });
  it('asks a special VAT invoice for the bank, account, address and phone', () => {
    expect(validateInvoice({ ...general, invoice_type: 'special' })).toEqual({
      tax_id: 'taxIdRequired',
      bank: 'bankRequired',
      bank_account: 'bankAccountRequired',
      company_address: 'companyAddressRequired',
      company_phone: 'companyPhoneRequired',
    });
  });
  it('sends only what the kind of invoice uses, a special one always to a company', () => {
    expect(invoiceInput({ ...general, tax_id: 'X', bank: 'Bank' })).toMatchObject({
      header_type: 'personal',
      tax_id: '',
      bank: '',
    });
    expect(
      invoiceInput({ ...general, invoice_type: 'special', tax_id: ' 91310000MA1FL0000X ' }),
    ).toMatchObject({ header_type: 'company', tax_id: '91310000MA1FL0000X' });
  });
});
