import {
  agreeRefundCommand,
  listAfterSalesCommand,
  receiveReturnCommand,
  refuseRefundCommand,
  reviewRefundCommand,
} from './aftersales';
import { APPOINTMENT_USAGE, appointmentCommand } from './appointments';
import { WASHING_USAGE, washingCommand } from './washing';
import { balanceCommand } from './balance';
import { agreeCancelCommand, refuseCancelCommand } from './cancellations';
import { COUPON_USAGE, couponCommand } from './coupons';
import { CATALOGUE_USAGE, catalogueCommand } from './catalogue';
import { DOCUMENT_USAGE, documentCommand } from './documents';
import { need, one, OperatorError } from './format';
import { hotlineCommand } from './hotline';
import { INVOICE_USAGE, invoiceCommand } from './invoices';
import { pointsRuleCommand } from './points-rule';
import {
  REFUNDS_USAGE,
  checkRefundCommand,
  listStuckRefundsCommand,
  paidRefundCommand,
  retryRefundCommand,
} from './refunds';
import { SEARCH_USAGE, searchCommand } from './search';
import { STAFF_USAGE, staffCommand } from './staff';
import {
  expireOrderCommand,
  listOrdersCommand,
  shipOrderCommand,
  showOrderCommand,
} from './orders';
import type { OperatorServices } from './services';

export const OPERATOR_USAGE = `The merchant's side of orders:

  order list [status]                       the newest orders: unpaid, paid, shipped,
                                            completed, cancelled, or cancelling
  order show <order_no>                     everything about one order
  order ship <order_no> <carrier> <no>      ship a paid order (carrier SF, EMS or JD)
  order cancel-agree <order_no>             agree to cancel a paid order: full refund
  order cancel-refuse <order_no> <reason…>  refuse a cancellation request
  order expire <order_no>                   for testing: put an unpaid order past its
                                            deadline, for the 2-hour sweep to cancel
  aftersales list [status]                  the newest after-sales requests, with
                                            their pieces
  aftersales review <refund_no>             start reviewing a request
  aftersales agree <refund_no>              agree: a refund is paid at once, a return
                                            waits for the parcel
  aftersales refuse <refund_no> <reason…>   refuse a request
  aftersales receive <refund_no>            the returned parcel arrived: refund it
${INVOICE_USAGE}
${REFUNDS_USAGE}
  balance add <mobile> <yuan> [reason…]     give a member stored value to pay with
  balance take <mobile> <yuan> <reason…>    take back stored value given in error
  points rule [<fen> <max_percent>]         show or set what a point is worth (fen) and
                                            the most of an order points may pay (%)
${COUPON_USAGE}
  hotline [set <number…> | clear]           show, set or clear the customer-service
                                            number shoppers are given
${APPOINTMENT_USAGE}
${WASHING_USAGE}
${DOCUMENT_USAGE}
${CATALOGUE_USAGE}
${SEARCH_USAGE}
${STAFF_USAGE}`;

/** The production scrypt cost (config.ts), for callers that give none. */
const DEFAULT_PASSWORD_COST = 2 ** 15;

export const OPERATOR_AREAS = [
  'order',
  'aftersales',
  'invoice',
  'refunds',
  'balance',
  'points',
  'coupon',
  'hotline',
  'appointment',
  'washing',
  'document',
  'catalogue',
  'search',
  'staff',
];

async function orderCommand(s: OperatorServices, action: string, args: string[]) {
  switch (action) {
    case 'list':
      return listOrdersCommand(s.db, args[0]);
    case 'show':
      return showOrderCommand(s.db, s.carrier, one(args, 'order show <order_no>'), s.now);
    case 'ship': {
      const [no = '', carrier = '', tracking = ''] = need(
        args,
        3,
        'order ship <order_no> <carrier> <tracking_no>',
      );
      return shipOrderCommand(s.db, no, carrier, tracking, s.now);
    }
    case 'cancel-agree':
      return agreeCancelCommand(s.db, s.payment, one(args, 'order cancel-agree <order_no>'), s.now);
    case 'cancel-refuse': {
      const [no = '', ...reason] = need(args, 2, 'order cancel-refuse <order_no> <reason…>');
      return refuseCancelCommand(s.db, no, reason.join(' '), s.now);
    }
    case 'expire':
      return expireOrderCommand(s.db, one(args, 'order expire <order_no>'), s.now);
    default:
      return null;
  }
}

async function afterSalesCommand(s: OperatorServices, action: string, args: string[]) {
  const refundNo = () => one(args, `aftersales ${action} <refund_no>`);
  switch (action) {
    case 'list':
      return listAfterSalesCommand(s.db, args[0]);
    case 'review':
      return reviewRefundCommand(s.db, refundNo(), s.now);
    case 'agree':
      return agreeRefundCommand(s.db, s.payment, refundNo(), s.now);
    case 'refuse': {
      const [no = '', ...reason] = need(args, 2, 'aftersales refuse <refund_no> <reason…>');
      return refuseRefundCommand(s.db, no, reason.join(' '), s.now);
    }
    case 'receive':
      return receiveReturnCommand(s.db, s.payment, refundNo(), s.now);
    default:
      return null;
  }
}

async function refundsCommand(s: OperatorServices, action: string, args: string[]) {
  const refundNo = () => one(args, `refunds ${action} <refund_no>`);
  switch (action) {
    case 'stuck':
      return listStuckRefundsCommand(s.db, s.now);
    case 'check':
      return checkRefundCommand(s.db, s.payment, refundNo(), s.now);
    case 'retry':
      return retryRefundCommand(s.db, s.payment, refundNo(), s.now);
    case 'paid':
      return paidRefundCommand(s.db, refundNo(), s.now);
    default:
      return null;
  }
}

/**
 * Runs `order …`, `aftersales …`, `refunds …`, `balance …`, `points rule …`, `hotline …` and the
 * others: the text says what was done; `ok` false with the reason when nothing could be done.
 */
export async function runOperatorCommand(
  services: OperatorServices,
  [area = '', action = '', ...args]: string[],
): Promise<{ ok: boolean; text: string }> {
  try {
    let text: string | null = null;
    if (area === 'order') text = await orderCommand(services, action, args);
    if (area === 'aftersales') text = await afterSalesCommand(services, action, args);
    if (area === 'refunds') text = await refundsCommand(services, action, args);
    if (area === 'balance' && action === 'add') {
      const [mobile = '', amount = '', ...reason] = need(args, 2, 'balance add <mobile> <yuan>');
      text = await balanceCommand(
        services.db,
        'add',
        mobile,
        amount,
        reason.join(' '),
        services.now,
      );
    }
    if (area === 'balance' && action === 'take') {
      const form = 'balance take <mobile> <yuan> <reason…>';
      const [mobile = '', amount = '', ...reason] = need(args, 3, form);
      text = await balanceCommand(
        services.db,
        'take',
        mobile,
        amount,
        reason.join(' '),
        services.now,
      );
    }
    if (area === 'points' && action === 'rule') text = await pointsRuleCommand(services.db, args);
    if (area === 'coupon') text = await couponCommand(services.db, action, args, services.now);
    if (area === 'hotline') text = await hotlineCommand(services.db, action, args);
    if (area === 'invoice') text = await invoiceCommand(services, action, args);
    if (area === 'appointment') text = await appointmentCommand(services, action, args);
    if (area === 'washing') text = await washingCommand(services, action, args);
    if (area === 'document') text = await documentCommand(services, action, args);
    if (area === 'catalogue') text = await catalogueCommand(services, action, args);
    if (area === 'search') text = await searchCommand(services, action, args);
    if (area === 'staff') {
      const cost = services.passwordCost ?? DEFAULT_PASSWORD_COST;
      text = await staffCommand(services.db, cost, action, args, services.now);
    }
    if (text === null) {
      return {
        ok: false,
        text: `unknown command "${[area, action].join(' ').trim()}"\n\n${OPERATOR_USAGE}`,
      };
    }
    return { ok: true, text };
  } catch (error) {
    if (error instanceof OperatorError) return { ok: false, text: error.message };
    throw error;
  }
}
