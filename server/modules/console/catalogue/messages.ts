import type { Lang } from '../../../lib/lang';

/** What the console's catalogue area tells staff (the file's own problems are listed with it). */
export const catalogueConsoleMessages = {
  catalogueFileBusy: {
    cn: '{account} 正在应用另一个商品文件，请待其完成后重新检查并应用',
    en: '{account} is applying another catalogue file: check and apply yours once it is done',
  },
  catalogueFileStale: {
    cn: '自您检查以来，这些 SKU 的数据已有变化（可能有同事刚刚应用了文件）：未作任何更改，请重新检查',
    en: 'These SKUs changed since your dry run (a colleague may just have applied a file): nothing was changed; check the file again',
  },
  catalogueFileTooLarge: {
    cn: '文件过大：最多 {max} MB',
    en: 'The file is too large: at most {max} MB',
  },
  catalogueFileType: {
    cn: '请上传 .csv 或 .xlsx 文件',
    en: 'Upload a .csv or an .xlsx file',
  },
  catalogueFileProblems: {
    cn: '{file} 有 {count} 处问题，未作任何更改',
    en: 'Problems in {file}: {count}. Nothing was changed',
  },
  catalogueDryRun: {
    cn: '检查完成：{total} 个 SKU 中 {changed} 个将变更，尚未作任何更改',
    en: 'Dry run: changes to {changed} of {total} SKUs; nothing was changed yet',
  },
  catalogueApplied: {
    cn: '已应用：{total} 个 SKU 中 {changed} 个已变更',
    en: 'Applied: changes to {changed} of {total} SKUs',
  },
  catalogueFeedTooLarge: {
    cn: '上传的商品资料过大：最多 {files} 个文件、共 {max} MB',
    en: 'The feed is too large: at most {files} files and {max} MB in all',
  },
  catalogueFeedPath: {
    cn: '文件路径“{path}”无效',
    en: 'The file path "{path}" is not valid',
  },
  catalogueFeedProblems: {
    cn: '商品资料有 {count} 处问题，未导入任何内容',
    en: 'Problems in the feed: {count}. Nothing was imported',
  },
  catalogueFeedDryRun: {
    cn: '检查完成：以下为导入后的变化，尚未作任何更改',
    en: 'Dry run: importing the feed would make these changes; nothing was changed yet',
  },
  catalogueFeedApplied: { cn: '商品资料已导入', en: 'The feed was imported' },
  synonymTooLong: { cn: '“{word}”超过 32 个字符', en: '"{word}" is longer than 32 characters' },
  synonymNotOneWord: {
    cn: '“{word}”不是一个词：同义词只能全为汉字，或全为字母和数字',
    en: '"{word}" is not one word: a synonym is Chinese characters only, or letters and digits only',
  },
  synonymTooFew: { cn: '请至少填写两个不同的词', en: 'Give at least two different words' },
  synonymTwoGroups: {
    cn: '“{a}”和“{b}”已在两个不同的同义词组中：请先移除其中一个',
    en: '"{a}" and "{b}" are in two different groups: remove one of them first',
  },
  synonymUnknown: { cn: '没有同义词“{word}”', en: 'There is no synonym "{word}"' },
  cataloguePieceNotFound: { cn: '没有这件商品', en: 'There is no such piece' },
} as const satisfies Record<string, Record<Lang, string>>;
