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
