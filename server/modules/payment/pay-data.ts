import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CallParsed } from '../../../contract/call';
import { CODE_INVALID_INPUT, CODE_SERVICE_UNAVAILABLE } from '../../../contract/call';
import type { PayInstruction, paymentPayData } from '../../../contract/payment';
import type { MemberContext } from '../../gateway';
import { BusinessError } from '../../errors';
import type { PaymentRequest } from '../../providers/payment';
import { memberOrder, requirePayable } from './orders';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new payment number: 'P', the time in base 36 and ten random letters or digits. */
export function newPaymentNo(now: number): string {
  let random = '';
  for (let i = 0; i < 10; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `P${now.toString(36).toUpperCase()}${random}`;
}

/**
 * Where the provider sends the shopper back: the page asked for, with the payment's number, so
 * that the page can say how this payment went in a browser that has no session (another
 * browser, a session that ended, the shop's other host name).
 */
export function returnAddress(origin: string, path: string, paymentNo: string): string {
  if (!path) return origin;
  return `${origin}${path}${path.includes('?') ? '&' : '?'}payment_no=${paymentNo}`;
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() ?? '';
}

/**
 * Starts an attempt to pay the caller's unpaid order through the provider: a `pending` payment
 * row with a new number, then the provider's instructions. Inside WeChat (`X-App-Platform:
 * wechat`) WeChat Pay is the in-app payment, for members whose WeChat is known.
 */
export async function startPayment(
  ctx: MemberContext,
  input: CallParsed<typeof paymentPayData>,
): Promise<PayInstruction> {
  const { db, request } = ctx;
  const now = Date.now();
  const order = await memberOrder(db, ctx.userId, input.order_id);
  requirePayable(order, now);
  const provider = ctx.providers.payment.of(input.pay_method);
  if (!provider) throw new BusinessError(CODE_INVALID_INPUT, 'payProviderMissing');
  const member = await db
    .selectFrom('member')
    .select('wechat_openid')
    .where('id', '=', ctx.userId)
    .executeTakeFirstOrThrow();
  const inWechat = header(request, 'x-app-platform') === 'wechat';
  const jsapi = inWechat && input.pay_method === 'wechat' && member.wechat_openid !== null;
  const paymentNo = newPaymentNo(now);
  await db
    .insertInto('payment')
    .values({
      payment_no: paymentNo,
      order_id: order.id,
      method: input.pay_method,
      amount: order.pay_amount,
      status: 'pending',
      created_at: now,
      updated_at: now,
    })
    .execute();
  ctx.providers.payment.recordResult(input.pay_method, 'started');
  const origin = ctx.config.publicUrl;
  const paymentRequest: PaymentRequest = {
    paymentNo,
    method: input.pay_method,
    amount: order.pay_amount,
    description: order.order_no,
    scene: jsapi ? 'jsapi' : inWechat ? 'h5' : input.scene,
    openid: jsapi ? member.wechat_openid : null,
    notifyUrl: ctx.providers.payment.notifyUrl(provider),
    returnUrl: returnAddress(origin, input.return_path, paymentNo),
    expiresAt: order.pay_deadline,
    clientIp: request.ip,
  };
  try {
    const start = await provider.start(paymentRequest);
    return {
      payment_no: paymentNo,
      kind: start.kind,
      qr_text: start.qrText,
      redirect_url: start.redirectUrl,
      jsapi: start.jsapi,
      pay_amount: order.pay_amount,
    };
  } catch (error) {
    request.log.error({ err: error, paymentNo }, 'the payment provider refused to start');
    const failed = await db
      .updateTable('payment')
      .set({ status: 'failed', updated_at: Date.now() })
      .where('payment_no', '=', paymentNo)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(failed.numUpdatedRows) > 0) {
      ctx.providers.payment.recordResult(input.pay_method, 'failed');
    }
    throw new BusinessError(CODE_SERVICE_UNAVAILABLE, 'payStartFailed');
  }
}
