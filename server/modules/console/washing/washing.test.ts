import { describe, expect } from 'vitest';
import type { Appointment } from '../../../../contract/appointment';
import type {
  ConsoleWashingPage,
  ConsoleWashingRequest,
} from '../../../../contract/console-washing';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { callAs, createMember } from '../../../test/members';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  auditOf,
  bookingRow,
  firstBoutique,
  memberSees,
  requestWashing,
} from './console-washing-fixtures';

describe.each(databases)('the console’s washing requests on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('lists the requests by boutique, stage and search, and shows one', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const store = await firstBoutique(shop);
    const other = await createMember(shop.db);
    const mine = await requestWashing(shop, member, { remark: '袖口起球' });
    const theirs = await requestWashing(shop, other);
    const get = async <T>(path: string, lang: 'cn' | 'en' = 'en') => {
      const reply = await admin<T>(shop.app, 'GET', path, { cookie: staff.cookie, lang });
      expect(reply.status, path).toBe(200);
      return reply.body.data;
    };

    const all = await get<ConsoleWashingPage>(`/washing?store_id=${store}&stage=waiting`);
    expect(all.items.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const found = await get<ConsoleWashingPage>(`/washing?q=${member.mobile.slice(-6)}`);
    expect(found.items.map((r) => r.id)).toEqual([mine.id]);
    const byNumber = await get<ConsoleWashingPage>(`/washing?q=${theirs.id}`);
    expect(byNumber.items.map((r) => r.id)).toContain(theirs.id);
    expect(
      (await get<ConsoleWashingPage>(`/washing?from=${mine.date}&to=${mine.date}&stage=ready`))
        .total,
    ).toBe(0);

    const one = await get<ConsoleWashingRequest>(`/washing/${mine.id}`, 'cn');
    expect(one).toMatchObject({
      id: mine.id,
      stage: 'waiting',
      remark: '袖口起球',
      care_name: '高级成衣精洗',
      clothing_type_name: '大衣与外套',
      member_card_no: member.card_no,
      price: null,
      next_state: 'received',
      can_price: true,
      can_notify: false,
    });
    const missing = await admin(shop.app, 'GET', '/washing/999999', { cookie: staff.cookie });
    expect(missing.status).toBe(404);
    expect((await get<ConsoleWashingPage>('/washing?q=%25')).total).toBe(0);
    const bad = await admin(shop.app, 'GET', '/washing?from=2026-02-30', { cookie: staff.cookie });
    expect(bad.status).toBe(400);
  });

  test('prices a request, moves it on, and the member reads the pick-up notice', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'customer_service');
    const request = await requestWashing(shop, member);
    let version = 0;
    const post = async (path: string, body: Record<string, unknown>) => {
      const reply = await admin<ConsoleWashingRequest>(
        shop.app,
        'POST',
        `/washing/${request.id}/${path}`,
        { cookie: staff.cookie, body: { version, ...body }, lang: 'en' },
      );
      if (reply.status === 200) version = reply.body.data.version;
      return reply;
    };

    expect((await post('price', { price: 0 })).body.msg).toBe(
      'The price is an amount above 0 (at most ¥1,000,000)',
    );
    expect((await post('progress', { to: 'cleaning' })).status).toBe(409);
    const received = await post('progress', { to: 'received' });
    expect(received.body.data).toMatchObject({ stage: 'received', status: 'completed' });
    await post('progress', { to: 'cleaning' });
    const early = await post('progress', { to: 'ready' });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe(
      `Set the price of washing request ${request.id} before it is ready to collect`,
    );
    expect((await post('notice', { notice: 'Ready' })).status).toBe(409);
    expect((await post('price', { price: 68_000 })).body.data.price).toBe(68_000);
    expect((await post('progress', { to: 'ready' })).body.data.can_notify).toBe(true);
    expect((await post('notice', { notice: '  ' })).status).toBe(400);
    const notified = await post('notice', { notice: '您的大衣已清洗完毕，请到店取件' });
    expect(notified.body.data).toMatchObject({
      pickup_notice: '您的大衣已清洗完毕，请到店取件',
      next_state: 'collected',
    });

    const seen = (await memberSees(shop, member)).find((a) => a.id === request.id);
    expect(seen?.washing).toMatchObject({
      state: 'ready',
      price: 68_000,
      pickup_notice: '您的大衣已清洗完毕，请到店取件',
    });
    const audit = await auditOf(shop, request.id);
    expect(audit.map((r) => r.action)).toEqual([
      'washing.progress',
      'washing.progress',
      'washing.price',
      'washing.progress',
      'washing.notice',
    ]);
    expect(JSON.parse(audit[2]?.after ?? '{}')).toEqual({ price: 68_000 });
    expect(audit[0]?.actor).toBe(String(staff.id));

    await post('progress', { to: 'collected' });
    expect((await post('price', { price: 1 })).status).toBe(409);
    expect((await bookingRow(shop, request.id)).washing_state).toBe('collected');
  });

  test('a cancelled request cannot be priced, and a boutique booking is no request', async ({
    shop,
    member,
  }) => {
    const staff = await signedInStaff(shop, 'owner');
    const request = await requestWashing(shop, member);
    const cancelled = await callAs<Appointment>(shop.app, member.token, 'api/user/cancel-reserve', {
      form: { id: String(request.id) },
    });
    expect(cancelled.code).toBe(0);
    const refused = await admin(shop.app, 'POST', `/washing/${request.id}/price`, {
      cookie: staff.cookie,
      body: { version: 1, price: 100 },
      lang: 'cn',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`清洗护理申请 ${request.id} 已取消，无法再更改`);
    expect(await auditOf(shop, request.id)).toHaveLength(0);
  });
});
