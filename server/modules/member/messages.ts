import type { Lang } from '../../lib/lang';

/** Messages of the member area. */
export const memberMessages = {
  saved: { cn: '保存成功', en: 'Saved' },
} as const satisfies Record<string, Record<Lang, string>>;
