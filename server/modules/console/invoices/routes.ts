import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  INVOICE_LIST_STATES,
  INVOICE_PDF_MAX_BYTES,
  INVOICE_TYPES,
} from '../../../../contract/console-invoices';
import type { Db } from '../../../db/database';
import { requestLang } from '../../../lib/lang';
import { OrderRefusal, invoiceFile, issueInvoice, refuseInvoice } from '../../order';
import {
  actorOf,
  allowedTo,
  answerRefusals,
  idParams,
  oneLine,
  pagination,
  parseInput,
  type ConsoleArea,
} from '../../staff';
import { invoiceDetail } from './detail';
import { listInvoices } from './list';

const listQuery = z.strictObject({
  state: z.enum(INVOICE_LIST_STATES).optional(),
  type: z.enum(INVOICE_TYPES).optional(),
  q: oneLine(64).optional(),
  ...pagination,
});
/**
 * The body of a PDF twice as large as allowed, in base64: up to there a PDF too large is told its
 * size and the limit (the console checks before sending too).
 */
const BASE64_MAX = Math.ceil((INVOICE_PDF_MAX_BYTES * 2 * 4) / 3);
const issueBody = z.strictObject({
  invoice_no: z.string().max(40),
  file_name: z.string().max(255),
  pdf_base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
});
const refuseBody = z.strictObject({ reason: z.string().max(200) });

const REFUSAL_STATUS = { not_found: 404, invalid: 400, conflict: 409, unavailable: 503 } as const;

const orRefusal = answerRefusals(OrderRefusal, REFUSAL_STATUS);

/** The console's invoices: the requests, one request's page, issue with the PDF, or refuse. */
export function invoicesArea(db: Db): ConsoleArea {
  return (app: FastifyInstance) => {
    const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });
    const id = (request: FastifyRequest) => parseInput(idParams, request.params).id;
    const lang = (request: FastifyRequest) => requestLang(request.headers);

    app.get('/invoices', allowedTo(db, 'invoices.manage'), async (request) => {
      const { page, page_size, ...filters } = parseInput(listQuery, request.query);
      return ok(await listInvoices(db, filters, page, page_size));
    });

    app.get('/invoices/:id', allowedTo(db, 'invoices.manage'), async (request) =>
      ok(await orRefusal(invoiceDetail(db, id(request), lang(request)))),
    );

    app.get(
      '/invoices/:id/pdf',
      allowedTo(db, 'invoices.manage'),
      async (request: FastifyRequest, reply: FastifyReply) => {
        const file = await orRefusal(invoiceFile(db, id(request)));
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="invoice.pdf"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
          )
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.bytes));
      },
    );

    app.post(
      '/invoices/:id/issue',
      { ...allowedTo(db, 'invoices.manage'), bodyLimit: BASE64_MAX + 64 * 1024 },
      async (request) => {
        const invoiceId = id(request);
        const body = parseInput(issueBody, request.body);
        const issue = {
          invoiceNo: body.invoice_no,
          fileName: body.file_name,
          pdf: Buffer.from(body.pdf_base64, 'base64'),
        };
        await orRefusal(issueInvoice(db, actorOf(request), invoiceId, issue, Date.now()));
        return ok(await invoiceDetail(db, invoiceId, lang(request)));
      },
    );

    app.post('/invoices/:id/refuse', allowedTo(db, 'invoices.manage'), async (request) => {
      const invoiceId = id(request);
      const { reason } = parseInput(refuseBody, request.body);
      await orRefusal(refuseInvoice(db, actorOf(request), invoiceId, reason, Date.now()));
      return ok(await invoiceDetail(db, invoiceId, lang(request)));
    });
  };
}
