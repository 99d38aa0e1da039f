import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';
import {
  PENDING_INVOICE_STATUSES,
  issueInvoice,
  merchantInvoice,
  refuseInvoice,
} from '../modules/order';
import { OPERATOR } from '../modules/staff';
import type { OperatorServices } from './services';
import { OperatorError, byAction, columns, need, one, parseId, shopTime } from './format';
import { asOperator } from './order-refusal';

// The shopper's invoice requests from the command line, with the console's rules: the order
// module decides (server/modules/order/merchant/invoice.ts) and writes the audit log.

export const INVOICE_USAGE = `  invoice list [state]                      the newest invoice requests: pending (the
                                            default), issued or refused
  invoice show <id>                         everything the member gave for one request
  invoice issue <id> <invoice_no> <pdf>     mark it issued with the invoice's number and
                                            its PDF file; the member can download it
  invoice refuse <id> <reason…>             refuse it, telling the member why`;

const STATES = ['pending', 'issued', 'refused', 'all'];

async function listInvoices(db: Db, state = 'pending', limit = 50): Promise<string> {
  if (!STATES.includes(state)) {
    throw new OperatorError(`"${state}" is not a state: use one of ${STATES.join(', ')}`);
  }
  let query = db
    .selectFrom('invoice')
    .innerJoin('shop_order', 'shop_order.id', 'invoice.order_id')
    .selectAll('invoice')
    .select('shop_order.order_no');
  if (state === 'pending') query = query.where('invoice.status', 'in', PENDING_INVOICE_STATUSES);
  else if (state !== 'all') query = query.where('invoice.status', '=', state);
  const rows = await query.orderBy('invoice.id', 'desc').limit(limit).execute();
  if (!rows.length) return state === 'all' ? 'no invoice requests yet' : `no ${state} invoices`;
  return columns([
    ['id', 'asked', 'order', 'type', 'title', 'tax number', 'status', 'invoice no'],
    ...rows.map((row) => [
      String(row.id),
      shopTime(row.created_at),
      row.order_no,
      row.invoice_type === 'special' ? 'special VAT' : 'general',
      row.title,
      row.tax_id || '-',
      row.status,
      row.invoice_no || '-',
    ]),
  ]);
}

function invoiceId(text: string): number {
  const id = parseId(text);
  if (!id) throw new OperatorError(`no invoice request has the id "${text}"`);
  return id;
}

async function showInvoice(db: Db, idText: string): Promise<string> {
  const row = await asOperator(merchantInvoice(db, invoiceId(idText)));
  const given: [string, string][] = [
    ['order', row.order_no],
    ['type', row.invoice_type === 'special' ? 'special VAT invoice' : 'general invoice'],
    ['header', row.header_type],
    ['title', row.title],
    ['tax number', row.tax_id],
    ['content', row.content],
    ['email', row.email],
    ['phone', row.phone],
    ['bank', row.bank],
    ['account', row.bank_account],
    ['address', row.company_address],
    ['company tel', row.company_phone],
    ['asked', shopTime(row.created_at)],
    ['status', row.status],
    ['invoice no', row.invoice_no],
    ['refused for', row.refuse_reason],
    ['decided', row.decided_at === null ? '' : shopTime(row.decided_at)],
  ];
  const lines = given.filter(([, value]) => value !== '');
  return [`invoice request ${row.id}`, ...lines.map(([k, v]) => `  ${k.padEnd(12)} ${v}`)].join(
    '\n',
  );
}

function readPdf(file: string): { fileName: string; pdf: Buffer } {
  try {
    return { fileName: path.basename(file), pdf: fs.readFileSync(file) };
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'unreadable';
    throw new OperatorError(`cannot read the PDF "${file}": ${reason}`);
  }
}

async function issueCommand(s: OperatorServices, args: string[]): Promise<string> {
  const [idText = '', invoiceNo = '', file = ''] = need(
    args,
    3,
    'invoice issue <id> <invoice_no> <pdf>',
  );
  const id = invoiceId(idText);
  const issued = await asOperator(
    issueInvoice(s.db, OPERATOR, id, { invoiceNo, ...readPdf(file) }, s.now),
  );
  return `invoice request ${issued.id} issued as invoice ${issued.invoice_no}; the member can download it`;
}

async function refuseCommand(s: OperatorServices, args: string[]): Promise<string> {
  const [idText = '', ...reason] = need(args, 2, 'invoice refuse <id> <reason…>');
  const refused = await asOperator(
    refuseInvoice(s.db, OPERATOR, invoiceId(idText), reason.join(' '), s.now),
  );
  return `invoice request ${refused.id} refused: "${refused.refuse_reason}"`;
}

export const invoiceCommand = byAction<OperatorServices>({
  list: (s, args) => listInvoices(s.db, args[0]),
  show: (s, args) => showInvoice(s.db, one(args, 'invoice show <id>')),
  issue: issueCommand,
  refuse: refuseCommand,
});
