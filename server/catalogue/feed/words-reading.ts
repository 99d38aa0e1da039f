import type { Lang } from '../../lib/lang';

// What the checker says of a file it cannot read and of a cell it cannot take, in Chinese and
// English; words-checks.ts holds what it says of rows and of the feed as a whole.

export const readingWords = {
  notUtf8: {
    cn: '文件不是 UTF-8 文本：请另存为 UTF-8（Excel 中选择“CSV UTF-8（逗号分隔）”）',
    en: 'the file is not UTF-8 text: save it again as UTF-8 (in Excel: "CSV UTF-8 (Comma delimited)")',
  },
  fileUnreadable: {
    cn: '无法读取文件[（{error}）]',
    en: 'the file cannot be read[ ({error})]',
  },
  fileEmpty: {
    cn: '文件为空：第一行应为列名',
    en: 'the file is empty: its first line names the columns',
  },
  quoteNotClosed: {
    cn: '从此行开始的带引号的值没有结束：缺少一个 "',
    en: 'a quoted value that starts on this row is never closed: a " is missing',
  },
  quoteBroken: {
    cn: '带引号的值没有正确结束：引号内的 " 应写作 ""',
    en: 'a quoted value is not closed properly: inside quotes, write a " as ""',
  },
  noSheet: { cn: '工作簿中没有工作表', en: 'the workbook has no sheet' },
  firstSheetUnreadable: {
    cn: '无法读取工作簿的第一个工作表',
    en: 'the first sheet of the workbook cannot be read',
  },
  notWorkbook: {
    cn: '文件不是可读取的 Excel 工作簿（.xlsx）',
    en: 'the file is not an Excel workbook (.xlsx) that can be read',
  },
  headerWrong: {
    cn: '表头有误：[缺少列 {missing}；][未知列 {unknown}；][重复的列 {twice}；][第 {unnamed} 列没有列名；]应有的列为 {columns}',
    en: 'the header has[ missing columns {missing};][ unknown columns {unknown};][ columns named twice {twice};][ column {unnamed} has no name;] the columns are {columns}',
  },
  headerNotCommas: {
    cn: '表头有误：缺少列 {missing}；未知列 {unknown}（各列须以英文逗号分隔）；应有的列为 {columns}',
    en: 'the header has missing columns {missing}; unknown columns {unknown} (the columns must be separated by commas); the columns are {columns}',
  },
  rowWidth: {
    cn: '此行有 {count} 个值，而表头有 {width} 列',
    en: 'has {count} values where the header names {width} columns',
  },
  cellNotNumber: { cn: '单元格不是数字', en: 'the cell is not a number' },
  cellUnreadable: { cn: '无法读取单元格', en: 'the cell cannot be read' },
  cellError: { cn: '单元格显示错误 {error}', en: 'the cell shows the error {error}' },
  cellFormulaUnsaved: {
    cn: '单元格是未保存结果的公式：请打开文件并重新保存',
    en: 'the cell is a formula without a saved result: open the file and save it again',
  },
  cellFormulaError: {
    cn: '单元格是结果为错误的公式',
    en: 'the cell is a formula whose result is an error',
  },
  requiredEmpty: { cn: '必填，但为空', en: 'is required but empty' },
  controlCharacter: {
    cn: '[“{value}”]含有控制字符',
    en: '["{value}" ]holds a control character',
  },
  lineBreak: { cn: '含有换行或控制字符', en: 'holds a line break or a control character' },
  codeSpace: {
    cn: '“{value}”含有空格：编码中不能有空格',
    en: '"{value}" holds a space; a code has none',
  },
  tooLong: {
    cn: '[“{value}”]超过 {max} 个字符',
    en: '["{value}" ]is longer than {max} characters',
  },
  notSlug: {
    cn: '“{value}”不是有效的标识：只能使用小写字母、数字和“-”',
    en: '"{value}" is not a slug: lower-case letters, digits and "-" only',
  },
  notAmount: {
    cn: '“{value}”不是金额：以元为单位，最多两位小数，如 1280 或 1280.50',
    en: '"{value}" is not an amount: yuan with at most two decimals, like 1280 or 1280.50',
  },
  amountTooLarge: {
    cn: '“{value}”超出了店铺能记录的金额',
    en: '"{value}" is more than the shop can hold',
  },
  notWhole: { cn: '“{value}”不是整数', en: '"{value}" is not a whole number' },
  belowMin: { cn: '“{value}”小于 {min}', en: '"{value}" is below {min}' },
  aboveMax: { cn: '“{value}”大于 {max}', en: '"{value}" is above {max}' },
  notFlag: { cn: '“{value}”不是 1 或 0', en: '"{value}" is not 1 or 0' },
  notSizeKind: {
    cn: '“{value}”不是尺码表：可选 {kinds}',
    en: '"{value}" is not a size chart: {kinds}',
  },
  notHex: {
    cn: '“{value}”不是颜色：请写作 #rrggbb，如 #1d1c1b',
    en: '"{value}" is not a colour: write it #rrggbb, like #1d1c1b',
  },
  notDate: {
    cn: '“{value}”不是日期：请写作 YYYY-MM-DD 或 YYYY-MM-DD HH:mm',
    en: '"{value}" is not a date: write YYYY-MM-DD or YYYY-MM-DD HH:mm',
  },
  notRealDate: {
    cn: '“{value}”不是真实存在的日期和时间',
    en: '"{value}" is not a real date and time',
  },
  pathEmpty: {
    cn: '有空路径：各路径之间用一个“|”分隔',
    en: 'has an empty path: write paths separated by one "|"',
  },
  pathBackslash: {
    cn: '“{value}”使用了“\\”：文件夹之间请用“/”分隔',
    en: '"{value}" uses "\\": separate folders with "/"',
  },
  pathAbsolute: {
    cn: '“{value}”是绝对路径：请从商品资料文件夹写起',
    en: '"{value}" is an absolute path: write it from the feed\'s folder',
  },
  pathOutside: {
    cn: '“{value}”指向商品资料文件夹之外',
    en: '"{value}" leads outside the feed\'s folder',
  },
  pathType: {
    cn: '“{value}”不是 .jpg、.jpeg、.png、.webp 或 .svg 文件',
    en: '"{value}" is not a .jpg, .jpeg, .png, .webp or .svg file',
  },
  pictureTwice: { cn: '“{value}”重复列出', en: '"{value}" is listed twice' },
  pictureMissing: {
    cn: '“{value}”不在商品资料文件夹中',
    en: '"{value}" is not in the feed\'s folder',
  },
  pictureLinkOutside: {
    cn: '“{value}”链接到商品资料文件夹之外的文件',
    en: '"{value}" is a link to a file outside the feed\'s folder',
  },
  pictureNotFile: { cn: '“{value}”不是文件', en: '"{value}" is not a file' },
  pictureTooLarge: { cn: '“{value}”超过 20 MB', en: '"{value}" is larger than 20 MB' },
  pictureNotImage: {
    cn: '“{value}”不是图片：其内容不是 {format}',
    en: '"{value}" is not a picture: its content is not {format}',
  },
  pictureWrongFormat: {
    cn: '“{value}”是 {found} 图片，而不是文件名所示的 {format}',
    en: '"{value}" is a {found} picture, not {format} as its name says',
  },
} as const satisfies Record<string, Record<Lang, string>>;
