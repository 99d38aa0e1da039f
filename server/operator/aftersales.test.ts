import { describe, expect } from 'vitest';
import { test } from '../test/fixtures';
import type { OrderDetail, RefundDetail } from '../../contract/order';
import {
  FakePayment,
  allPieces,
  orderLineIds,
  piecesField,
} from '../modules/order/lifecycle/lifecycle-fixtures';
import { SandboxCarrier } from '../providers/carrier';
import { databases, type TestShop } from '../test/harness';
import { callAs, type TestMember } from '../test/members';
import { freshOrderSku, placeOrder } from '../test/orders';
import { runOperatorCommand } from './commands';

describe.each(databases)('the operator’s after-sales commands on %s', (kind) => {
  test.override({ databaseKind: kind });
  const payment = new FakePayment();
  const run = (shop: TestShop, ...args: string[]) =>
    runOperatorCommand(
      {
        db: shop.db,
        payment: payment.methods,
        carrier: new SandboxCarrier(),
        now: Date.now(),
      },
      args,
    );
  const ask = (shop: TestShop, member: TestMember, form: Record<string, string>) =>
    callAs<RefundDetail>(shop.app, member.token, 'api/order/refund-submit', { form });
  const view = async (shop: TestShop, member: TestMember, id: number) =>
    (
      await callAs<RefundDetail>(shop.app, member.token, 'api/order/refund-detail', {
        query: { refund_id: id },
        lang: 'en',
      })
    ).data;
  const memberRow = (shop: TestShop, member: TestMember) =>
    shop.db
      .selectFrom('member')
      .select(['points', 'balance'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();

  test('agrees to a refund of a balance-paid order: the money goes back to the balance, points are taken back', async ({
    shop,
    member,
  }) => {
    const sku = await freshOrderSku(shop.db, 10);
    const other = await freshOrderSku(shop.db, 10);
    const order = await placeOrder(shop.db, member, {
      status: 'shipped',
      payMethod: 'balance',
      lines: [
        { skuId: sku, price: 300_00, originalPrice: 300_00 },
        { skuId: other, price: 700_00, originalPrice: 700_00 },
      ],
      pointsEarned: 1000,
    });
    const [first = 0] = await orderLineIds(shop.db, order.id);
    const request = await ask(shop, member, {
      order_id: String(order.id),
      type: 'refund',
      reason: '少发配件',
      items: piecesField([first, 1]),
    });
    expect(request.code).toBe(0);

    const listed = await run(shop, 'aftersales', 'list', 'requested');
    expect(listed.text).toContain(request.data.refund_no);
    expect(listed.text).toContain('少发配件');
    expect((await run(shop, 'aftersales', 'list', 'lost')).ok).toBe(false);

    const agreed = await run(shop, 'aftersales', 'agree', request.data.refund_no);
    expect(agreed).toEqual({
      ok: true,
      text: `after-sales request ${request.data.refund_no} agreed; ¥300.00 refunded for after-sales request ${request.data.refund_no}`,
    });
    const detail = await view(shop, member, request.data.id);
    expect(detail.status).toBe('refunded');
    expect(detail.status_text).toBe('Seller refunded');
    expect(detail.refunded_at).not.toBeNull();
    expect(detail.history.map((h) => h.status)).toEqual([
      'requested',
      'reviewing',
      'agreed',
      'refunded',
    ]);
    expect(await memberRow(shop, member)).toEqual({ balance: 300_00, points: 700 });
    const orderView = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
      query: { order_id: order.id },
    });
    expect(orderView.data).toMatchObject({
      refundable_amount: 700_00,
      refunded_amount: 300_00,
      // ¥300.00 of ¥1,000.00 came back: the order is refunded in part.
      refund_status: 'partly_refunded',
    });
    expect(orderView.data.actions.after_sale).toBe(true);

    const again = await run(shop, 'aftersales', 'agree', request.data.refund_no);
    expect(again.ok).toBe(false);
    expect(await memberRow(shop, member)).toEqual({ balance: 300_00, points: 700 });
  });

  test('takes a return through review, agreement, the parcel and the refund', async ({
    shop,
    member,
  }) => {
    const sku = await freshOrderSku(shop.db, 10);
    const order = await placeOrder(shop.db, member, {
      status: 'completed',
      receivedAt: Date.now() - 60_000,
      lines: [{ skuId: sku, price: 800_00, originalPrice: 800_00 }],
    });
    const request = await ask(shop, member, {
      order_id: String(order.id),
      type: 'return',
      reason: 'Too tight',
      items: await allPieces(shop.db, order.id),
    });
    const no = request.data.refund_no;
    expect(await run(shop, 'aftersales', 'receive', no)).toEqual({
      ok: false,
      text: `after-sales request ${no} cannot be received: only a return agreed to and not yet received can`,
    });
    expect(await run(shop, 'aftersales', 'review', no)).toEqual({
      ok: true,
      text: `after-sales request ${no} is under review`,
    });
    expect((await run(shop, 'aftersales', 'review', no)).ok).toBe(false);
    const agreed = await run(shop, 'aftersales', 'agree', no);
    expect(agreed.ok).toBe(true);
    expect(agreed.text).toContain('return address');
    expect(payment.refunds.has(no)).toBe(false);
    expect(await view(shop, member, request.data.id)).toMatchObject({
      status: 'agreed',
      can_send: true,
    });

    const sent = await callAs(shop.app, member.token, 'api/order/refund-send', {
      form: {
        refund_id: String(request.data.id),
        express_company: 'SF',
        express_no: 'SF5556667778',
      },
    });
    expect(sent.code).toBe(0);
    const received = await run(shop, 'aftersales', 'receive', no);
    expect(received).toEqual({
      ok: true,
      text: `return ${no} received; ¥800.00 refunded for after-sales request ${no}`,
    });
    expect(payment.refunds.get(no)).toEqual({
      paymentNo: order.payment_no,
      refundNo: no,
      amount: 800_00,
      notifyUrl: 'https://shop.example.test/api/payment/notify/fake',
    });
    const detail = await view(shop, member, request.data.id);
    expect(detail.history.map((h) => h.status)).toEqual([
      'requested',
      'reviewing',
      'agreed',
      'returning',
      'refunded',
    ]);
    const row = await shop.db
      .selectFrom('shop_order')
      .select('refunded_amount')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.refunded_amount).toBe(800_00);
    expect((await run(shop, 'aftersales', 'receive', no)).ok).toBe(false);
    expect(payment.refunds.size).toBeGreaterThan(0);
  });

  test('refuses a request with a reason, and only before agreeing', async ({ shop, member }) => {
    const sku = await freshOrderSku(shop.db, 10);
    const order = await placeOrder(shop.db, member, { status: 'shipped', lines: [{ skuId: sku }] });
    const request = await ask(shop, member, {
      order_id: String(order.id),
      type: 'refund',
      reason: 'Changed my mind',
      items: await allPieces(shop.db, order.id),
    });
    const no = request.data.refund_no;
    expect(await run(shop, 'aftersales', 'refuse', no)).toEqual({
      ok: false,
      text: 'usage: npm run shop -- aftersales refuse <refund_no> <reason…>',
    });
    expect(await run(shop, 'aftersales', 'refuse', no, 'Not', 'eligible')).toEqual({
      ok: true,
      text: `after-sales request ${no} refused: "Not eligible"`,
    });
    expect(await view(shop, member, request.data.id)).toMatchObject({
      status: 'refused',
      status_text: 'Seller refused',
      refuse_reason: 'Not eligible',
    });
    expect((await run(shop, 'aftersales', 'agree', no)).ok).toBe(false);
    expect(await run(shop, 'aftersales', 'review', 'R000')).toEqual({
      ok: false,
      text: 'no after-sales request has the number "R000"',
    });
  });

  test('lists each request with its pieces, in the list and on the order', async ({
    shop,
    member,
  }) => {
    const [bag, belt] = [await freshOrderSku(shop.db, 10), await freshOrderSku(shop.db, 10)];
    const order = await placeOrder(shop.db, member, {
      status: 'shipped',
      lines: [
        { skuId: bag, price: 1000_00, originalPrice: 1000_00 },
        { skuId: belt, price: 200_00, originalPrice: 200_00, quantity: 3 },
      ],
    });
    const [bagLine = 0, beltLine = 0] = await orderLineIds(shop.db, order.id);
    const both = await ask(shop, member, {
      order_id: String(order.id),
      type: 'refund',
      reason: '少发配件',
      items: piecesField([beltLine, 2], [bagLine, 1]),
    });
    expect(both.code, both.msg).toBe(0);
    // A request from before pieces were chosen: an amount and no lines.
    const older = await shop.db
      .insertInto('refund')
      .values({
        refund_no: 'R20261101000000OLDER001',
        order_id: order.id,
        member_id: member.id,
        type: 'refund',
        status: 'requested',
        reason: 'Late',
        amount: 50_00,
        contact: member.mobile,
        remark: '',
        history: '[]',
        created_at: Date.now() - 60_000,
        updated_at: Date.now() - 60_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(older.id).toBeGreaterThan(0);

    const detail = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
      query: { order_id: order.id },
    });
    const pieceLine = (lineId: number, quantity: number, amount: string) => {
      const line = detail.data.lines.find((l) => l.line_id === lineId);
      if (!line) throw new Error(`no line ${lineId}`);
      const size = line.size ? `size ${line.size}` : '';
      const what = [line.sn, line.name, line.color_name, size].filter(Boolean).join(' ');
      return `    ${quantity} × ${what}  ${amount}`;
    };
    const pieces = [pieceLine(beltLine, 2, '¥400.00'), pieceLine(bagLine, 1, '¥1,000.00')];
    const olderLine = '    no pieces: an amount asked for before pieces were chosen';

    const listed = (await run(shop, 'aftersales', 'list', 'requested')).text.split('\n');
    const at = listed.findIndex((line) => line.startsWith(both.data.refund_no));
    expect(at).toBeGreaterThan(0);
    expect(listed.slice(at + 1, at + 3)).toEqual(pieces);
    const olderAt = listed.findIndex((line) => line.startsWith('R20261101000000OLDER001'));
    expect(listed[olderAt + 1]).toBe(olderLine);
    // Each request's row keeps its columns, the pieces come under it.
    expect(listed[0]).toMatch(/^request no +asked +order no +type +amount +status +reason$/);
    expect(listed[at]).toContain('¥1,400.00');

    const shown = (await run(shop, 'order', 'show', order.order_no)).text.split('\n');
    const request = shown.findIndex((line) => line.includes(`after-sales ${both.data.refund_no}`));
    expect(shown.slice(request + 1, request + 3)).toEqual(pieces);
    const olderShown = shown.findIndex((line) => line.includes('R20261101000000OLDER001'));
    expect(shown[olderShown + 1]).toBe(olderLine);
  });

  test('keeps an agreed refund whose money could not be sent, and pays it when agreed again', async ({
    shop,
    member,
  }) => {
    const sku = await freshOrderSku(shop.db, 10);
    const order = await placeOrder(shop.db, member, { status: 'shipped', lines: [{ skuId: sku }] });
    const request = await ask(shop, member, {
      order_id: String(order.id),
      type: 'refund',
      reason: 'Late',
      items: await allPieces(shop.db, order.id),
    });
    payment.refundsFail = true;
    const failed = await run(shop, 'aftersales', 'agree', request.data.refund_no);
    expect(failed.ok).toBe(false);
    expect(failed.text).toContain('the request stays agreed');
    payment.refundsFail = false;
    expect((await run(shop, 'aftersales', 'agree', request.data.refund_no)).ok).toBe(true);
    expect((await view(shop, member, request.data.id)).history.map((h) => h.status)).toEqual([
      'requested',
      'reviewing',
      'agreed',
      'refunded',
    ]);
  });
});
