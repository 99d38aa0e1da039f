import type { Lang } from '../../lib/lang';

/** Messages of signing in, registering, recovering and WeChat. */
export const authMessages = {
  loggedIn: { cn: '登录成功', en: 'Signed in' },
} as const satisfies Record<string, Record<Lang, string>>;
