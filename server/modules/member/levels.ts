import type { LevelKey } from '../../../contract/account';
import type { MemberLevel } from '../../../contract/member';
import type { Lang } from '../../lib/lang';

type Words = Record<Lang, string>;

export interface LevelRule {
  key: LevelKey;
  name: Words;
  /** Lifetime points from which the level applies. */
  threshold: number;
  /** Points earned for every yuan paid, at this level. */
  pointsPerYuan: number;
  /** Percent taken off the goods of every order, after promotions. */
  discountPercent: number;
  benefits: Words[];
}

/** The membership levels, lowest first: what each one takes and what it gives. */
export const LEVELS: readonly LevelRule[] = [
  {
    key: 'point_card',
    name: { cn: '积分卡', en: 'Point Card' },
    threshold: 0,
    pointsPerYuan: 1,
    discountPercent: 0,
    benefits: [
      { cn: '每消费 1 元累积 1 积分', en: '1 point for every ¥1 spent' },
      { cn: '积分可在下单时抵扣货款', en: 'Points can be used towards your orders' },
      { cn: '全部订单免运费', en: 'Complimentary shipping on every order' },
    ],
  },
  {
    key: 'silver',
    name: { cn: '银卡', en: 'Silver' },
    threshold: 5_000,
    pointsPerYuan: 1.2,
    discountPercent: 2,
    benefits: [
      { cn: '每消费 1 元累积 1.2 积分', en: '1.2 points for every ¥1 spent' },
      { cn: '每笔订单享会员 98 折', en: '2% member discount on every order' },
      { cn: '积分可在下单时抵扣货款', en: 'Points can be used towards your orders' },
      { cn: '全部订单免运费', en: 'Complimentary shipping on every order' },
      { cn: '生日月专属礼遇', en: 'A gift in the month of your birthday' },
      { cn: '会员私享季优先选购', en: 'Early access to the private sale' },
    ],
  },
  {
    key: 'gold',
    name: { cn: '金卡', en: 'Gold' },
    threshold: 20_000,
    pointsPerYuan: 1.5,
    discountPercent: 5,
    benefits: [
      { cn: '每消费 1 元累积 1.5 积分', en: '1.5 points for every ¥1 spent' },
      { cn: '每笔订单享会员 95 折', en: '5% member discount on every order' },
      { cn: '积分可在下单时抵扣货款', en: 'Points can be used towards your orders' },
      { cn: '全部订单免运费', en: 'Complimentary shipping on every order' },
      { cn: '生日月专属礼遇', en: 'A gift in the month of your birthday' },
      { cn: '会员私享季优先选购', en: 'Early access to the private sale' },
      {
        cn: '每年一次免费皮具护理服务',
        en: 'One complimentary leather care service a year',
      },
      { cn: '新品系列预览邀请', en: 'Invitations to previews of each new collection' },
    ],
  },
  {
    key: 'platinum',
    name: { cn: '铂金卡', en: 'Platinum' },
    threshold: 50_000,
    pointsPerYuan: 2,
    discountPercent: 8,
    benefits: [
      { cn: '每消费 1 元累积 2 积分', en: '2 points for every ¥1 spent' },
      { cn: '每笔订单享会员 92 折', en: '8% member discount on every order' },
      { cn: '积分可在下单时抵扣货款', en: 'Points can be used towards your orders' },
      { cn: '全部订单免运费', en: 'Complimentary shipping on every order' },
      { cn: '生日月专属礼遇', en: 'A gift in the month of your birthday' },
      { cn: '会员私享季优先选购', en: 'Early access to the private sale' },
      {
        cn: '不限次数免费皮具护理服务',
        en: 'Complimentary leather care services, as often as you need',
      },
      { cn: '新品系列预览邀请', en: 'Invitations to previews of each new collection' },
      {
        cn: '专属客户顾问与精品店优先预约',
        en: 'A personal adviser and priority boutique appointments',
      },
    ],
  },
];

function ruleOf(key: string): LevelRule | undefined {
  return LEVELS.find((level) => level.key === key);
}

/** The level a member holds: the one their lifetime points reach, or a higher one granted. */
export function memberLevel(member: { level: string; lifetime_points: number }): LevelRule {
  const earned =
    LEVELS.findLast((level) => member.lifetime_points >= level.threshold) ??
    (LEVELS[0] as LevelRule);
  const granted = ruleOf(member.level);
  return granted && granted.threshold > earned.threshold ? granted : earned;
}

/** The level after this one, or null at the top. */
export function nextLevel(level: LevelRule): LevelRule | null {
  return LEVELS[LEVELS.indexOf(level) + 1] ?? null;
}

export function describeLevels(lang: Lang): MemberLevel[] {
  return LEVELS.map((level) => ({
    key: level.key,
    name: level.name[lang],
    threshold: level.threshold,
    benefits: level.benefits.map((benefit) => benefit[lang]),
  }));
}
