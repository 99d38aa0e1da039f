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
  topicUnknownPage: { cn: '没有这个专题', en: 'There is no such campaign' },
  topicUnknownNews: { cn: '没有这篇文章', en: 'There is no such story' },
  topicUnknownGroup: {
    cn: '没有编号为 {id} 的文章合集',
    en: 'There is no collection of stories number {id}',
  },
  topicSlugInvalid: {
    cn: '地址名“{slug}”无效：只能使用小写字母、数字和连字符',
    en: 'The address name "{slug}" is not valid: use lower-case letters, digits and hyphens',
  },
  topicSlugTaken: {
    cn: '地址名“{slug}”已被其他专题或文章使用',
    en: 'The address name "{slug}" is already used by another campaign or story',
  },
  topicGroupSlugTaken: {
    cn: '地址名“{slug}”已被其他文章合集使用',
    en: 'The address name "{slug}" is already used by another collection of stories',
  },
  topicGroupNameNeeded: {
    cn: '请填写合集的中文和英文名称',
    en: 'Give the collection a name in Chinese and in English',
  },
  topicTitleNeeded: {
    cn: '请填写中文和英文标题',
    en: 'Give a title in Chinese and in English',
  },
  topicUnknownPieces: {
    cn: '没有这些款号的商品：{sns}',
    en: 'There are no pieces with these style numbers: {sns}',
  },
  topicUnknownPicture: {
    cn: '图片 {path} 不在图片库中',
    en: 'The picture {path} is not in the media store',
  },
  topicBlockEmpty: {
    cn: '第 {position} 个模块没有内容：图片模块需要一张图片，商品模块至少需要一件商品，文章模块需要一个文章合集',
    en: 'Block {position} is empty: a picture block needs a picture, a pieces block a piece, a stories block a collection',
  },
  topicNewsBodyEmpty: {
    cn: '{lang}正文没有可显示的内容',
    en: 'The {lang} body has nothing the shop can show',
  },
  topicNewsBodyTooLong: {
    cn: '{lang}正文超过 {max} 个字符',
    en: 'The {lang} body is longer than {max} characters',
  },
  topicPageChanged: {
    cn: '专题“{title}”刚刚已被他人修改，请刷新后再操作',
    en: 'The campaign "{title}" was just changed by someone else: reload it before going on',
  },
  topicNewsChanged: {
    cn: '文章“{title}”刚刚已被他人修改，请刷新后再操作',
    en: 'The story "{title}" was just changed by someone else: reload it before going on',
  },
  topicGroupChanged: {
    cn: '文章合集“{name}”刚刚已被他人修改，请刷新后再操作',
    en: 'The collection "{name}" was just changed by someone else: reload it before going on',
  },
} as const satisfies Record<string, Record<Lang, string>>;
