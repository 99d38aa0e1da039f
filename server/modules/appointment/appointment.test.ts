import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, CareService, ReserveOptions } from '../../../contract/appointment';
import type { Pagination } from '../../../contract/catalogue';
import { weekdayOf } from '../../../contract/opening-hours';
import type { Store } from '../../../contract/store';
import { call, createTestShop, databases, type TestShop } from '../../test/harness';
import { callAs, createMember, type TestMember } from '../../test/members';
import { shopDate } from './dates';

type Form = Record<string, string>;
type List = { list: Appointment[]; pagination: Pagination };

describe.each(databases)('appointments on %s', (kind) => {
  let shop: TestShop;
  let washingStore: number;
  let counterOnlyStore: number;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    const stores = await shop.db.selectFrom('store').select(['id', 'services']).execute();
    washingStore = stores.find((s) => s.services.includes('washing'))?.id ?? 0;
    counterOnlyStore = stores.find((s) => !s.services.includes('washing'))?.id ?? 0;
  });
  afterAll(() => shop?.close());

  const now = () => Date.now();
  const form = (fields: Form = {}): Form => ({
    title: 'Ms.',
    name: '李雅',
    mobile: '13912345678',
    store_id: String(washingStore),
    date: shopDate(now(), 3),
    period: 'am',
    service_type: 'consultation',
    clothing_type: 'coats',
    remark: '想试穿秋冬大衣',
    ...fields,
  });
  const add = (member: TestMember, fields: Form = {}, lang: 'cn' | 'en' = 'cn') =>
    callAs<Appointment>(shop.app, member.token, 'api/user/add-reserve', {
      form: form(fields),
      lang,
    });
  const list = (member: TestMember, query: Record<string, string> = {}, lang: 'cn' | 'en' = 'cn') =>
    callAs<List>(shop.app, member.token, 'api/user/reserve-list', { query, lang });
  const cancel = (member: TestMember, id: number, lang: 'cn' | 'en' = 'cn') =>
    callAs<Appointment>(shop.app, member.token, 'api/user/cancel-reserve', {
      form: { id: String(id) },
      lang,
    });
  const countOf = async (memberId: number) =>
    (
      await shop.db
        .selectFrom('appointment')
        .select('id')
        .where('member_id', '=', memberId)
        .execute()
    ).length;

  it('needs a signed-in member for every reserve call', async () => {
    for (const [r, method] of [
      ['api/user/reserve-option', 'GET'],
      ['api/user/reserve-list', 'GET'],
      ['api/user/add-reserve', 'POST'],
      ['api/user/cancel-reserve', 'POST'],
    ] as const) {
      expect((await callAs(shop.app, null, r, { method })).code, r).toBe(-1);
    }
  });

  it('keeps a remark on several lines, and refuses a name on two or a control character anywhere', async () => {
    const member = await createMember(shop.db);
    const remark = '想试穿秋冬大衣\n下午三点后到店';
    const booked = await add(member, { remark });
    expect(booked.code).toBe(0);
    expect(booked.data.remark).toBe(remark);
    const refused = {
      code: 422,
      data: null,
      msg: 'This entry contains characters that are not allowed',
    };
    const wrong: Form[] = [
      { name: '李\n雅' },
      { name: '李\u0000雅' },
      { remark: '想试穿\u0000大衣' },
      { clothing_type: 'coats\u0000' },
    ];
    for (const fields of wrong) {
      expect(await add(member, fields, 'en'), JSON.stringify(fields)).toEqual(refused);
    }
    expect(await countOf(member.id)).toBe(1);
  });

  it('offers every choice of the forms in the caller’s language, with the member’s details', async () => {
    const member = await createMember(shop.db, { title: 'Mr.', last_name: '王', first_name: '磊' });
    const cn = await callAs<ReserveOptions>(shop.app, member.token, 'api/user/reserve-option');
    expect(cn.code).toBe(0);
    expect(cn.data.prefill).toEqual({ title: 'Mr.', name: '王磊', mobile: member.mobile });
    expect(cn.data.titles).toEqual([
      { value: 'Ms.', label: '女士' },
      { value: 'Mr.', label: '先生' },
    ]);
    expect(cn.data.periods).toEqual([
      { value: 'am', label: '上午' },
      { value: 'pm', label: '下午' },
      { value: 'ev', label: '晚间' },
    ]);
    expect(cn.data.service_types.appointment.map((c) => c.label)).toEqual([
      '产品咨询',
      '试穿与修改',
      '个性化定制',
      '售后与维修',
    ]);
    expect(cn.data.service_types.washing.map((c) => c.value)).toEqual(
      cn.data.care_services.map((c) => c.code),
    );
    expect(cn.data.clothing_types.length).toBeGreaterThanOrEqual(8);
    expect(cn.data.dates).toEqual({
      first: shopDate(now(), 1),
      last: shopDate(now(), 30),
      closed: [],
    });
    expect(cn.data.open_limit).toBe(5);

    const en = await callAs<ReserveOptions>(shop.app, member.token, 'api/user/reserve-option', {
      lang: 'en',
    });
    expect(en.data.periods.map((p) => p.label)).toEqual(['Morning', 'Afternoon', 'Evening']);
    expect(en.data.service_types.appointment[0]).toEqual({
      value: 'consultation',
      label: 'Advice on a piece',
    });
    const words = [
      ...en.data.clothing_types.map((c) => c.label),
      ...en.data.care_services.flatMap((c) => [c.name, c.summary, ...c.steps.map((s) => s.text)]),
    ];
    for (const word of words) expect(word).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('shows the care services to visitors, each with what the washing pages need', async () => {
    const reply = await call<{ list: CareService[] }>(shop.app, 'api/washing/care-list', {
      lang: 'en',
    });
    expect(reply.code).toBe(0);
    expect(reply.data.list.length).toBeGreaterThanOrEqual(4);
    const clothing = (
      await call<{ clothing_types: { value: string }[] }>(shop.app, 'api/washing/care-list')
    ).data.clothing_types.map((c) => c.value);
    for (const care of reply.data.list) {
      expect(care.name).toBeTruthy();
      expect(care.summary.length).toBeGreaterThan(20);
      expect(care.steps.length).toBeGreaterThanOrEqual(3);
      expect(care.days_min).toBeLessThanOrEqual(care.days_max);
      expect(Number.isInteger(care.price_from) && care.price_from > 0).toBe(true);
      expect(care.picture.src).toMatch(/^\/media\/.+-\d+\.webp$/);
      for (const suit of care.suits) expect(clothing).toContain(suit);
    }
    const picture = await shop.app.inject({ url: reply.data.list[0]?.picture.src ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('books an appointment that waits for the adviser, listed newest first', async () => {
    const member = await createMember(shop.db);
    const booked = await add(member);
    expect(booked).toMatchObject({ code: 0, msg: '预约成功，请等待顾问回复' });
    expect(booked.data).toMatchObject({
      service: 'appointment',
      service_type_name: '产品咨询',
      clothing_type_name: '大衣与外套',
      period_name: '上午',
      hours: '10:00–13:00',
      status: 'waiting',
      can_cancel: true,
      remark: '想试穿秋冬大衣',
      store: { id: washingStore },
    });
    expect(booked.data.store.name).toMatch(/精品店/);
    expect(booked.data.store.phone).toMatch(/^\d{3,4}-/);

    const washing = await add(member, {
      service: 'washing',
      service_type: 'silk-care',
      clothing_type: 'scarves',
      period: 'pm',
      remark: '',
    });
    expect(washing.code).toBe(0);
    const all = await list(member, {}, 'en');
    expect(all.data.list.map((a) => a.id)).toEqual([washing.data.id, booked.data.id]);
    expect(all.data.list[0]).toMatchObject({
      service_type_name: 'Silk care',
      period_name: 'Afternoon',
      hours: '13:00–18:00',
    });
    expect(all.data.list[0]?.store.name).not.toMatch(/[\u4e00-\u9fff]/);
    expect(all.data.pagination.total_count).toBe(2);
    const onlyWashing = await list(member, { service: 'washing' });
    expect(onlyWashing.data.list.map((a) => a.id)).toEqual([washing.data.id]);
    expect((await list(member, { id: String(booked.data.id) })).data.list).toHaveLength(1);

    const stranger = await createMember(shop.db);
    expect((await list(stranger)).data.list).toEqual([]);
    expect((await list(stranger, { id: String(booked.data.id) })).data.list).toEqual([]);
  });

  it('says what is missing, field by field, in the shopper’s language, and books nothing', async () => {
    const member = await createMember(shop.db);
    const cases: [Form, string, string][] = [
      [{ title: '' }, '请选择称谓', 'Please choose a title'],
      [{ name: ' ' }, '姓名不能为空', 'Name cannot be blank'],
      [{ mobile: '1234' }, '手机号码格式错误', 'Mobile number format error'],
      [{ store_id: '' }, '请选择精品店', 'Please choose a boutique'],
      [{ store_id: 'abc' }, '请选择精品店', 'Please choose a boutique'],
      [{ date: '' }, '请选择预约日期', 'Please choose a date'],
      [{ period: '' }, '请选择预约时间', 'Please choose a time'],
      [{ period: 'evening' }, '请选择预约时间', 'Please choose a time'],
      [{ service_type: '' }, '请选择服务类型', 'Please choose a service type'],
      [{ clothing_type: '' }, '请选择服装类型', 'Please choose a clothing type'],
      [{ name: '李😀' }, '不允许输入表情符号', 'Emoji is not allowed'],
      [{ service: 'tailoring' }, '服务不正确', 'The service is not valid'],
    ];
    for (const [fields, cn, en] of cases) {
      const zh = await add(member, fields);
      expect(zh.code, JSON.stringify(fields)).toBe(422);
      expect(zh.msg).toContain(cn);
      expect((await add(member, fields, 'en')).msg).toContain(en);
    }
    expect(await countOf(member.id)).toBe(0);
  });

  it('books only a boutique that offers the service, on a bookable day, with listed choices', async () => {
    const member = await createMember(shop.db);
    const day = (days: number) => shopDate(now(), days);
    const cases: [Form, number, string][] = [
      [{ store_id: '999999' }, 4004, '该精品店不存在或暂停接待预约'],
      [
        {
          store_id: String(counterOnlyStore),
          service: 'washing',
          service_type: 'silk-care',
          clothing_type: 'scarves',
        },
        422,
        '该精品店不提供此项服务',
      ],
      [{ date: day(0) }, 422, `请选择 ${day(1)} 至 ${day(30)} 之间的日期`],
      [{ date: day(31) }, 422, '之间的日期'],
      [{ date: '2027-02-30' }, 422, '之间的日期'],
      [{ date: '31/12/2026' }, 422, '之间的日期'],
      [{ service_type: 'silk-care' }, 422, '该服务类型不可预约'],
      [{ service: 'washing', service_type: 'consultation' }, 422, '该服务类型不可预约'],
      [{ clothing_type: 'hats' }, 422, '请从列表中选择服装类型'],
      [
        { service: 'washing', service_type: 'shoe-care', clothing_type: 'scarves' },
        422,
        '鞋履护理不适用于丝巾与围巾',
      ],
    ];
    for (const [fields, code, msg] of cases) {
      const reply = await add(member, fields);
      expect(reply.code, JSON.stringify(fields)).toBe(code);
      expect(reply.msg).toContain(msg);
    }
    expect(await countOf(member.id)).toBe(0);

    await shop.db
      .updateTable('store')
      .set({ enabled: 0 })
      .where('id', '=', counterOnlyStore)
      .execute();
    const disabled = await add(member, { store_id: String(counterOnlyStore) }, 'en');
    expect(disabled).toMatchObject({
      code: 4004,
      msg: 'This boutique does not exist or is not taking appointments',
    });
    await shop.db
      .updateTable('store')
      .set({ enabled: 1 })
      .where('id', '=', counterOnlyStore)
      .execute();
    expect((await add(member, { store_id: String(counterOnlyStore), date: day(1) })).code).toBe(0);
    expect((await add(member, { date: day(30) })).code).toBe(0);
  });

  it('refuses a day the boutique is closed, and lists the closed days', async () => {
    const member = await createMember(shop.db);
    const closed = shopDate(now(), 5);
    await shop.db
      .insertInto('store_closed_day')
      .values({ store_id: washingStore, date: closed })
      .execute();
    try {
      const reply = await add(member, { date: closed }, 'en');
      expect(reply).toMatchObject({
        code: 422,
        msg: 'The boutique takes no appointments that day: please choose another',
      });
      const options = await callAs<ReserveOptions>(
        shop.app,
        member.token,
        'api/user/reserve-option',
      );
      expect(options.data.dates.closed).toEqual([{ store_id: washingStore, date: closed }]);
      expect((await add(member, { date: closed, store_id: String(counterOnlyStore) })).code).toBe(
        0,
      );
    } finally {
      await shop.db.deleteFrom('store_closed_day').execute();
    }
  });

  it('books a time within the boutique’s hours that day, the evening of one open until 22:00', async () => {
    const member = await createMember(shop.db);
    const date = shopDate(now(), 3);
    const evening = await add(member, { date, period: 'ev' });
    expect(evening).toMatchObject({
      code: 0,
      data: { period: 'ev', period_name: '晚间', hours: '18:00–22:00', date },
    });
    expect((await list(member, {}, 'en')).data.list[0]).toMatchObject({
      period_name: 'Evening',
      hours: '18:00–22:00',
    });

    // Open late at the weekend: a Friday's evening runs to 22:30.
    const stores = (await call<{ list: Store[] }>(shop.app, 'api/store/list')).data.list;
    const lateWeekend = stores.find((s) => s.opening_hours.some((d) => d.closes === '22:30'));
    const friday = [1, 2, 3, 4, 5, 6, 7]
      .map((d) => shopDate(now(), d))
      .find((d) => weekdayOf(d) === 5);
    const late = await add(member, {
      store_id: String(lateWeekend?.id),
      date: friday ?? '',
      period: 'ev',
    });
    expect(late.data).toMatchObject({ hours: '18:00–22:30' });

    // Hours of its own that day: closing at 18:00, it has no evening; opening at 13:00, no morning.
    const weekday = weekdayOf(date);
    const hoursThatDay = () =>
      shop.db
        .updateTable('store_opening_hours')
        .where('store_id', '=', washingStore)
        .where('weekday', '=', weekday);
    const other = await createMember(shop.db);
    try {
      await hoursThatDay().set({ opens: '10:00', closes: '18:00' }).execute();
      expect(await add(other, { date, period: 'ev' })).toMatchObject({
        code: 422,
        data: null,
        msg: '所选时段不在精品店当天的营业时间（10:00–18:00）内，请选择其他时段',
      });
      expect((await add(other, { date, period: 'ev' }, 'en')).msg).toBe(
        'That time is outside the boutique’s hours that day (10:00–18:00): please choose another',
      );
      await hoursThatDay().set({ opens: '13:00', closes: '22:00' }).execute();
      expect((await add(other, { date, period: 'am' }, 'en')).msg).toContain('(13:00–22:00)');
      // Half an hour of an evening is not offered either.
      await hoursThatDay().set({ opens: '10:00', closes: '18:30' }).execute();
      expect((await add(other, { date, period: 'ev' })).code).toBe(422);
      expect(await countOf(other.id)).toBe(0);
      expect((await add(other, { date, period: 'pm' })).data).toMatchObject({
        hours: '13:00–18:00',
      });

      // A day of the week it does not open is refused as a closed day is.
      await shop.db
        .deleteFrom('store_opening_hours')
        .where('store_id', '=', washingStore)
        .where('weekday', '=', weekday)
        .execute();
      expect(await add(other, { date, period: 'am' }, 'en')).toMatchObject({
        code: 422,
        msg: 'The boutique takes no appointments that day: please choose another',
      });
    } finally {
      await shop.db
        .deleteFrom('store_opening_hours')
        .where('store_id', '=', washingStore)
        .where('weekday', '=', weekday)
        .execute();
      await shop.db
        .insertInto('store_opening_hours')
        .values({ store_id: washingStore, weekday, opens: '10:00', closes: '22:00' })
        .execute();
    }
  });

  it('books a boutique, day and time once while it waits, and at most five waiting', async () => {
    const member = await createMember(shop.db);
    expect((await add(member)).code).toBe(0);
    const again = await add(member, { service_type: 'fitting' }, 'en');
    expect(again.code).toBe(4009);
    expect(again.msg).toContain('You have already booked this boutique for that day and time');
    for (const days of [4, 5, 6, 7])
      expect((await add(member, { date: shopDate(now(), days) })).code).toBe(0);
    const sixth = await add(member, { date: shopDate(now(), 8) });
    expect(sixth).toMatchObject({
      code: 422,
      msg: '您已有 5 个预约等待顾问回复，请在回复或取消后再预约',
    });
    expect(await countOf(member.id)).toBe(5);

    const first = (await list(member)).data.list.at(-1);
    expect((await cancel(member, first?.id ?? 0)).code).toBe(0);
    expect((await add(member)).code).toBe(0);
  });

  it('lets one of two simultaneous identical bookings through', async () => {
    const member = await createMember(shop.db);
    const replies = await Promise.all([add(member), add(member), add(member)]);
    expect(replies.map((r) => r.code).sort()).toEqual([0, 4009, 4009]);
    expect(await countOf(member.id)).toBe(1);
  });

  it('cancels a waiting appointment of the member’s own before its day, once', async () => {
    const member = await createMember(shop.db);
    const booked = (await add(member, { date: shopDate(now(), 12), period: 'ev' })).data;
    const stranger = await createMember(shop.db);
    expect(await cancel(stranger, booked.id)).toMatchObject({ code: 4004, msg: '预约不存在' });
    expect((await cancel(member, 2_000_000_000)).code).toBe(4004);

    const [one, two] = await Promise.all([cancel(member, booked.id), cancel(member, booked.id)]);
    expect([one.code, two.code].sort()).toEqual([0, 422]);
    const done = [one, two].find((r) => r.code === 0);
    expect(done?.data).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect(done?.data.cancelled_at).toBeGreaterThan(0);
    expect((await cancel(member, booked.id, 'en')).msg).toBe(
      'This appointment is already completed or cancelled',
    );

    // A period takes four bookings of a boutique's visits: a fifth is told it is full.
    const full = { date: shopDate(now(), 13), period: 'ev' };
    for (let i = 0; i < 4; i += 1) {
      expect((await add(await createMember(shop.db), full)).code).toBe(0);
    }
    expect((await add(member, full, 'en')).msg).toBe(
      `That time on ${full.date} is fully booked (4 places a period): please choose another`,
    );

    const past = await shop.db
      .insertInto('appointment')
      .values({
        member_id: member.id,
        store_id: washingStore,
        service: 'appointment',
        service_type: 'fitting',
        clothing_type: 'dresses',
        title: 'Ms.',
        name: '李雅',
        mobile: '13912345678',
        date: shopDate(now(), -1),
        period: 'pm',
        remark: '',
        status: 'waiting',
        created_at: now() - 5 * 86_400_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = (await list(member, { id: String(past.id) })).data.list[0];
    expect(listed).toMatchObject({ status: 'waiting', can_cancel: false });
    expect(await cancel(member, past.id)).toMatchObject({
      code: 422,
      msg: '预约日期已过，无法取消',
    });
  });
});
