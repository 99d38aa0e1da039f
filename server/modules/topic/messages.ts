import type { Lang } from '../../lib/lang';

/** Messages of campaigns and their articles. */
export const topicMessages = {
  topicIdInvalid: {
    cn: '编号不正确，应为大于零的整数',
    en: 'The id is not valid: it is a whole number above zero',
  },
  topicNotFound: {
    cn: '该专题不存在或已结束',
    en: 'This campaign does not exist or has ended',
  },
  topicGroupNotFound: {
    cn: '该文章合集不存在或已下线',
    en: 'This collection of stories does not exist or is no longer available',
  },
  topicNewsNotFound: {
    cn: '该文章不存在或已下线',
    en: 'This story does not exist or is no longer available',
  },
} as const satisfies Record<string, Record<Lang, string>>;
