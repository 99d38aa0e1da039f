import type { Lang } from '../lib/lang';

// Parcel carriers: the merchant ships with one of them and the order detail shows its tracking.
// The sandbox implementation tells a deterministic story from the ship time; a real one asks
// the carrier's tracking service, plugged in at server/providers/index.ts.

export type Words = Record<Lang, string>;

export interface CarrierEvent {
  at: number;
  text: Words;
}

export interface CarrierProvider {
  /** What the carrier knows of a parcel by `now`, newest first. */
  track(
    carrier: string,
    trackingNo: string,
    shippedAt: number,
    now: number,
  ): Promise<CarrierEvent[]>;
}

/** The carriers the merchant may ship with, by the code the operator types. */
export const CARRIERS: Readonly<Record<string, Words>> = {
  SF: { cn: '顺丰速运', en: 'SF Express' },
  EMS: { cn: '中国邮政 EMS', en: 'China Post EMS' },
  JD: { cn: '京东物流', en: 'JD Logistics' },
};

/** The carrier's code as stored ('sf' → 'SF'), or null when the shop does not ship with it. */
export function carrierCode(name: string): string | null {
  const code = name.trim().toUpperCase();
  return Object.hasOwn(CARRIERS, code) ? code : null;
}

export function carrierName(code: string, lang: Lang): string {
  return Object.hasOwn(CARRIERS, code) ? (CARRIERS[code]?.[lang] ?? code) : code;
}

const HOUR = 60 * 60 * 1000;

/** The sandbox parcel's story: hours after shipping, and what the carrier says then. */
const SANDBOX_STEPS: { after: number; text: Words }[] = [
  {
    after: 0,
    text: {
      cn: '商家已发货，{carrier}已揽收，快递单号 {no}',
      en: 'Shipped: collected by {carrier}, tracking number {no}',
    },
  },
  {
    after: 3 * HOUR,
    text: {
      cn: '快件已从【上海转运中心】发出，正在运往目的地',
      en: 'Left the Shanghai sorting centre on its way to the destination',
    },
  },
  {
    after: 20 * HOUR,
    text: {
      cn: '快件已到达目的地城市，正在分拣',
      en: 'Arrived in the destination city and being sorted',
    },
  },
  {
    after: 26 * HOUR,
    text: {
      cn: '快件正在派送中，快递员将尽快与您联系',
      en: 'Out for delivery: the courier will be in touch shortly',
    },
  },
  {
    after: 30 * HOUR,
    text: { cn: '快件已签收，感谢您的惠顾', en: 'Delivered and signed for. Thank you' },
  },
];

/** Deterministic tracking for trials: every parcel arrives 30 hours after it was shipped. */
export class SandboxCarrier implements CarrierProvider {
  track(carrier: string, trackingNo: string, shippedAt: number, now: number) {
    const fill = (words: string, lang: Lang) =>
      words.replace('{carrier}', carrierName(carrier, lang)).replace('{no}', trackingNo);
    const events = SANDBOX_STEPS.filter((step) => shippedAt + step.after <= now).map((step) => ({
      at: shippedAt + step.after,
      text: { cn: fill(step.text.cn, 'cn'), en: fill(step.text.en, 'en') },
    }));
    return Promise.resolve(events.reverse());
  }
}

/** No tracking service is configured: the detail shows the carrier and number only. */
export class UnconfiguredCarrier implements CarrierProvider {
  track(): Promise<CarrierEvent[]> {
    return Promise.resolve([]);
  }
}
