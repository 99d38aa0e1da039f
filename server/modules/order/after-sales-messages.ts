import type { Lang } from '../../lib/lang';

/** Messages of after-sales requests and invoices (spec §5 "Refund", "Invoice"). */
export const afterSalesMessages = {
  refundTypeRequired: { cn: '请选择售后类型', en: 'Please choose the kind of after-sales service' },
  refundReasonRequired: { cn: '请填写退款原因', en: 'Please give a reason for the refund' },
  refundAmountInvalid: { cn: '请输入正确的退款金额', en: 'Please enter a valid refund amount' },
  refundAmountTooHigh: {
    cn: '退款金额不能超过实付金额',
    en: 'The refund cannot be more than what was paid',
  },
  expressCompanyRequired: { cn: '请填写快递公司', en: 'Please enter the express company' },
  expressNoRequired: { cn: '请填写快递单号', en: 'Please enter the tracking number' },
  expressNoInvalid: {
    cn: '快递单号格式不正确',
    en: 'The tracking number should be 6 to 30 letters, digits or dashes',
  },
  invoiceTypeRequired: { cn: '请选择发票类型', en: 'Please choose the type of invoice' },
  invoiceHeaderRequired: { cn: '请选择抬头类型', en: 'Please choose the kind of invoice header' },
  invoiceTitleRequired: { cn: '请填写发票抬头', en: 'Please enter the invoice title' },
  taxIdRequired: { cn: '请填写纳税人识别号', en: 'Please enter the tax ID' },
  taxIdInvalid: {
    cn: '纳税人识别号应为 15 至 20 位数字或大写字母',
    en: 'The tax ID should be 15 to 20 digits or capital letters',
  },
  bankRequired: { cn: '请填写开户银行', en: 'Please enter the bank of deposit' },
  bankAccountRequired: { cn: '请填写银行账号', en: 'Please enter the bank account' },
  companyAddressRequired: { cn: '请填写公司地址', en: 'Please enter the company address' },
  companyPhoneRequired: { cn: '请填写公司电话', en: 'Please enter the company phone' },
} as const satisfies Record<string, Record<Lang, string>>;
