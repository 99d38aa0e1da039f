import type { Lang } from '../../lib/lang';

/** Messages of the documents' calls. */
export const documentMessages = {
  documentCodeInvalid: {
    cn: '文档代码不正确：以字母开头，仅含字母、数字、“-”或“_”，最多 64 个字符',
    en: 'The document code is not valid: a letter, then letters, digits, “-” or “_”, 64 at most',
  },
  documentNotFound: {
    cn: '该文档不存在或已下线',
    en: 'This document does not exist or is no longer available',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** What the team (console or operator) is told when a document's change is refused. */
export const documentEditMessages = {
  documentUnknown: {
    cn: '没有代码为“{code}”的文档',
    en: 'There is no document with the code "{code}"',
  },
  documentTitleNeeded: {
    cn: '请填写文档的标题（{lang}）',
    en: 'Give the document a title ({lang})',
  },
  documentTitleTooLong: {
    cn: '文档标题（{lang}）最多 {max} 个字符',
    en: 'The document’s title ({lang}) may have {max} characters at most',
  },
  documentBodyTooLong: {
    cn: '文档正文（{lang}）最多 {max} 个字符',
    en: 'The document’s body ({lang}) may have {max} characters at most',
  },
  documentBodyEmpty: {
    cn: '文档正文（{lang}）没有可在商城页面显示的文字（脚本和不安全的标记会被去除）',
    en: 'The body ({lang}) has no text a shop page may show (scripts and unsafe markup are left out)',
  },
  documentChanged: {
    cn: '文档“{title}”刚刚已被他人发布，请刷新后再操作',
    en: 'The document "{title}" was just published by someone else: reload it before going on',
  },
} as const satisfies Record<string, Record<Lang, string>>;
