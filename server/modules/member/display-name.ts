import { maskMobile } from '../../../contract/rules';
import type { Lang } from '../../lib/lang';

const SALUTATIONS: Record<Lang, Record<string, string>> = {
  cn: { 'Mr.': '先生', 'Ms.': '女士' },
  en: { 'Mr.': 'Mr.', 'Ms.': 'Ms.' },
};

/**
 * How a greeting names a member: "李女士" in Chinese, "Ms. Li" in English; the masked mobile
 * number for a member who has not given a last name.
 */
export function displayName(
  member: { title: string; last_name: string; mobile: string },
  lang: Lang,
): string {
  const lastName = member.last_name.trim();
  if (!lastName) return maskMobile(member.mobile);
  const salutation = SALUTATIONS[lang][member.title];
  if (!salutation) return lastName;
  return lang === 'cn' ? `${lastName}${salutation}` : `${salutation} ${lastName}`;
}
