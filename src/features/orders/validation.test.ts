import { describe, expect, it } from 'vitest';
import {
  fenOfYuan,
  invoiceInput,
  validateInvoice,
  validateRefund,
  validateReturnShipping,
  yuanOfFen,
  type InvoiceForm,
  type RefundForm,
} from './validation';

describe('amounts typed in yuan', () => {
  it('become fen with at most two decimals', () => {
    expect(fenOfYuan('128')).toBe(12800);
    expect(fenOfYuan(' 128.5 ')).toBe(12850);
    expect(fenOfYuan('0.01')).toBe(1);
    expect(fenOfYuan('1,280.00')).toBeNull();
    expect(fenOfYuan('12.345')).toBeNull();
    expect(fenOfYuan('-5')).toBeNull();
    expect(fenOfYuan('1e3')).toBeNull();
    expect(fenOfYuan('')).toBeNull();
  });
  it('are written back with two decimals', () => {
    expect(yuanOfFen(1006500)).toBe('10065.00');
    expect(yuanOfFen(1)).toBe('0.01');
  });
});

describe('the after-sales form', () => {
  const form: RefundForm = {
    type: 'refund',
    reason: 'The size does not fit',
    amount: '100.00',
    contact: '',
    remark: '',
  };
  it('accepts a request up to the refundable amount', () => {
    expect(validateRefund(form, 10000)).toEqual({});
  });
  it('asks for a kind, a reason and a valid amount', () => {
    expect(validateRefund({ ...form, type: '', reason: '  ', amount: '0' }, 10000)).toEqual({
      type: 'refundTypeRequired',
      reason: 'refundReasonRequired',
      amount: 'refundAmountInvalid',
    });
    expect(validateRefund({ ...form, amount: '12.345' }, 10000).amount).toBe('refundAmountInvalid');
  });
  it('refuses more than can still be refunded', () => {
    expect(validateRefund({ ...form, amount: '100.01' }, 10000).amount).toBe('refundAmountTooHigh');
  });
  it('refuses emoji in what the shopper writes', () => {
    expect(validateRefund({ ...form, remark: 'fine 👍' }, 10000).remark).toBe('emojiNotAllowed');
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
