import type { Lang } from '../../lib/lang';

/** Messages of personalisation (spec §5): refusals of initials and of the options of a piece. */
export const personaliseMessages = {
  personaliseNotOffered: {
    cn: '该商品不提供个性化定制',
    en: 'This piece cannot be personalised',
  },
  personaliseContentRequired: {
    cn: '请输入定制内容',
    en: 'Please enter the letters to personalise with',
  },
  personaliseFormat: {
    cn: '格式错误：仅限字母 A–Z 与数字，最多 {max} 个字符',
    en: 'Format error: letters A–Z and digits only, up to {max} characters',
  },
  personaliseRepeated: {
    cn: '重复字符过多：每个字符最多出现 2 次',
    en: 'Too many repeated characters: each character at most 2 times',
  },
  personalisePositionRequired: {
    cn: '请选择定制位置',
    en: 'Please choose a position',
  },
  personaliseLetterColorRequired: {
    cn: '请选择字母颜色',
    en: 'Please choose a colour for the letters',
  },
  personaliseOptionUnknown: {
    cn: '该商品不提供所选的定制选项，请重新选择',
    en: 'This piece does not offer the chosen option: please choose again',
  },
} as const satisfies Record<string, Record<Lang, string>>;
