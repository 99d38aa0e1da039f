import type { Appointment } from '../../../../contract/appointment';
import { shopDate } from '../../appointment';
import type { TestShop } from '../../../test/harness';
import { callAs, type TestMember } from '../../../test/members';
import { firstBoutique } from '../appointments/console-appointments-fixtures';

export {
  auditOf,
  bookingRow,
  firstBoutique,
  memberSees,
} from '../appointments/console-appointments-fixtures';

let lastDay = 0;

/** A bookable day (tomorrow to 30 days on) no other request of the file has taken yet. */
export function freshDay(): number {
  lastDay = (lastDay % 30) + 1;
  return lastDay;
}

/** A member asks for the washing service through the shop's call: a coat's cleaning. */
export async function requestWashing(
  shop: TestShop,
  member: TestMember,
  options: { days?: number; remark?: string; storeId?: number } = {},
): Promise<Appointment> {
  const reply = await callAs<Appointment>(shop.app, member.token, 'api/user/add-reserve', {
    form: {
      service: 'washing',
      title: 'Ms.',
      name: '周雯',
      mobile: member.mobile,
      store_id: String(options.storeId ?? (await firstBoutique(shop))),
      date: shopDate(Date.now(), options.days ?? freshDay()),
      period: 'am',
      service_type: 'garment-cleaning',
      clothing_type: 'coats',
      remark: options.remark ?? '领口有污渍',
    },
  });
  if (reply.code !== 0) throw new Error(`washing request refused: ${reply.msg}`);
  return reply.data;
}
