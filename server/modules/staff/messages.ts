import type { Lang } from '../../lib/lang';
import type { Role } from '../../../contract/staff';
import { message, type MessageKey } from '../../messages';

// What the console tells staff, in Chinese (default) and English.

const staffMessages = {
  staffSignInNeeded: { cn: '请先登录管理后台', en: 'Please sign in to the console first' },
  staffSignInFailed: { cn: '账号或密码不正确', en: 'Wrong account or password' },
  staffCodeNeeded: {
    cn: '请输入身份验证器中的动态码',
    en: 'Enter the code from your authenticator',
  },
  staffCodeWrong: { cn: '动态码不正确或已使用', en: 'The code is wrong or was already used' },
  staffForbidden: {
    cn: '您的角色（{role}）无权执行此操作（需要权限 {permission}）',
    en: 'Your role ({role}) may not do this (it needs the permission {permission})',
  },
  staffPasswordChangeNeeded: {
    cn: '请先修改一次性密码',
    en: 'Please change your one-time password first',
  },
  staffSecondFactorNeeded: {
    cn: '店铺要求启用两步验证，请先绑定身份验证器',
    en: 'The shop requires a second factor: set up your authenticator first',
  },
  staffPasswordWrong: { cn: '当前密码不正确', en: 'Your current password is wrong' },
  staffPasswordSame: {
    cn: '新密码不能与当前密码相同',
    en: 'The new password must differ from the current one',
  },
  staffCrossOrigin: {
    cn: '请求来自其他网站，已拒绝',
    en: 'The request came from another site and was refused',
  },
  staffJsonOnly: {
    cn: '请求内容须为 JSON（application/json）',
    en: 'The request body must be JSON (application/json)',
  },
  staffInvalid: { cn: '参数 {field} 不正确', en: 'Invalid {field}' },
  staffNotFound: { cn: '没有这个员工账号', en: 'There is no such staff account' },
  staffUnknownCall: { cn: '未知的管理接口', en: 'Unknown console call' },
  staffAccountTaken: { cn: '账号 {account} 已存在', en: 'The account {account} already exists' },
  staffNotYourself: {
    cn: '不能对自己的账号执行此操作',
    en: 'You cannot do this to your own account',
  },
  staffLastOwner: {
    cn: '店铺至少需要一位启用的店主',
    en: 'The shop needs at least one enabled owner',
  },
  staffNoSecondFactor: {
    cn: '您尚未设置双重验证',
    en: 'You have no second factor set up',
  },
  staffNoEnrolment: {
    cn: '请先获取身份验证器密钥',
    en: 'Ask for an authenticator secret first',
  },
  placesPerPeriodInvalid: {
    cn: '每个时段的名额应为 1 至 {max} 的整数',
    en: 'The places of a period are a whole number from 1 to {max}',
  },
  staffTooMany: {
    cn: '尝试次数过多，请 {time} 秒后再试',
    en: 'Too many attempts, please try again in {time} seconds',
  },
} satisfies Record<string, Record<Lang, string>>;

export type StaffMessageKey = keyof typeof staffMessages;

/** A message's value: the same in every language, or a word of each (a role's name). */
export type StaffMessageParams = Record<string, string | number | Record<Lang, string>>;

/** A role's name as the console shows it. */
export const ROLE_NAMES: Record<Role, Record<Lang, string>> = {
  owner: { cn: '店主', en: 'Owner' },
  manager: { cn: '经理', en: 'Manager' },
  customer_service: { cn: '客服', en: 'Client Services' },
  warehouse: { cn: '仓库', en: 'Warehouse' },
};

export function staffMessage(
  lang: Lang,
  key: StaffMessageKey | MessageKey,
  params: StaffMessageParams = {},
): string {
  const inLang = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? value[lang] : value,
    ]),
  );
  if (key in staffMessages) {
    const text = staffMessages[key as StaffMessageKey][lang];
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(inLang[name] ?? whole));
  }
  return message(lang, key as MessageKey, inLang);
}

/** A refusal of a console call: the HTTP status and what to tell the staff member. */
export class StaffError extends Error {
  constructor(
    readonly status: number,
    readonly key: StaffMessageKey | MessageKey,
    readonly params: StaffMessageParams = {},
  ) {
    super(key);
    this.name = 'StaffError';
  }
}
