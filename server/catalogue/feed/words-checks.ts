import type { Lang } from '../../lib/lang';

// What the checker says of the rows of a feed or a daily file and of the feed as a whole, and
// what the shop refuses when the feed or the file is applied, in Chinese and English.

export const checkWords = {
  noFolder: { cn: '没有这个文件夹', en: 'no such folder' },
  noFile: { cn: '没有这个文件', en: 'no such file' },
  notCsvOrXlsx: { cn: '既不是 .csv 也不是 .xlsx 文件', en: 'is neither a .csv nor an .xlsx file' },
  bothCatalogues: {
    cn: '文件夹中同时有 catalogue.csv 和 catalogue.xlsx：请只保留一个',
    en: 'the folder holds both catalogue.csv and catalogue.xlsx: keep only one',
  },
  noCatalogue: {
    cn: '未找到：文件夹中需要有 catalogue.csv 或 catalogue.xlsx',
    en: 'not found: the folder needs catalogue.csv or catalogue.xlsx',
  },
  feedNoRows: {
    cn: '文件没有数据行：商品资料至少列出一个 SKU',
    en: 'the file has no rows: a feed lists at least one SKU',
  },
  fileNoRows: {
    cn: '文件没有数据行：至少列出一个 SKU',
    en: 'the file has no rows: it lists at least one SKU',
  },
  moreProblems: {
    cn: '此文件另有 {count} 处问题未列出',
    en: 'and {count} more problems in this file, not listed',
  },
  unknownCategory: {
    cn: '“{value}”不是本店的品类[，也不在 {file} 中]',
    en: '"{value}" is not a category of the shop[ nor in {file}]',
  },
  unknownSeries: {
    cn: '“{value}”不是本店的系列[，也不在 {file} 中]',
    en: '"{value}" is not a series of the shop[ nor in {file}]',
  },
  unknownSeason: {
    cn: '“{value}”不是本店的季节[，也不在 {file} 中]',
    en: '"{value}" is not a season of the shop[ nor in {file}]',
  },
  unknownColour: {
    cn: '“{value}”不是本店的颜色[，也不在 {file} 中]',
    en: '"{value}" is not a colour of the shop[ nor in {file}]',
  },
  unknownPromotion: {
    cn: '“{value}”不是本店的促销活动[，也不在 {file} 中]',
    en: '"{value}" is not a promotion of the shop[ nor in {file}]',
  },
  unknownPiece: {
    cn: '“{value}”既不是商品资料中的商品，也不是本店的商品',
    en: '"{value}" is not a piece of the feed nor of the shop',
  },
  unknownSku: { cn: '“{sku}”不是本店的 SKU', en: '"{sku}" is not a SKU of the shop' },
  skuTwice: { cn: '“{sku}”已在第 {line} 行出现', en: '"{sku}" is already on line {line}' },
  slugTwice: {
    cn: '“{value}”定义了两次，第一次在第 {line} 行',
    en: '"{value}" is defined twice, first on line {line}',
  },
  sizeTwice: {
    cn: '{sn} 的颜色 {colour} 尺码 {size} 已在第 {line} 行',
    en: '{sn} in {colour}, size {size}, is already on line {line}',
  },
  picturesDiffer: {
    cn: '{sn} 的颜色 {colour} 的图片已在其第一行（第 {line} 行）给出：此处请留空或填写相同的图片',
    en: '{sn} in {colour} has its pictures on its first row, line {line}; leave them empty here or give the same',
  },
  valueDiffers: {
    cn: '“{value}”与第 {line} 行的“{first}”不同，而两行是同一件商品 {sn}',
    en: '"{value}" differs from "{first}" on line {line}, for the same piece {sn}',
  },
  priceZero: {
    cn: '为 0：商品售价须大于零',
    en: 'is 0: a piece is sold for more than nothing',
  },
  belowPrice: { cn: '低于 price', en: 'is below price' },
  markdownNoPromotion: {
    cn: '低于 original_price，但 {sn} 没有促销活动：没有促销时店铺按原价收费',
    en: 'is below original_price, but {sn} has no promotion: without one the shop charges the original price',
  },
  skuMarkdownNoPromotion: {
    cn: '低于 original_price，但其商品没有促销活动：没有促销时店铺按原价收费',
    en: 'is below original_price, but its piece has no promotion: without one the shop charges the original price',
  },
  skuNotPromotionPrice: {
    cn: '不是促销活动“{promotion}”的价格：原价 {original} 减 {percent}% 为 {expected}',
    en: 'is not the price of the promotion "{promotion}": {percent}% off {original} is {expected}',
  },
  notGiven: { cn: '{sn} 的所有行都没有填写此列', en: 'no row of {sn} gives it' },
  oneLanguageOnly: {
    cn: '{sn} 的所有行都没有填写此列，而 {other} 已填写',
    en: 'no row of {sn} gives it, while {other} is given',
  },
  noName: { cn: '{sn} 的所有行都没有填写名称', en: 'no row of {sn} gives its name' },
  matchItself: { cn: '是商品本身', en: 'is the piece itself' },
  pairTwice: {
    cn: '同样的搭配已在第 {line} 行',
    en: 'the same pair is already on line {line}',
  },
  parentLoop: {
    cn: '上级品类形成了循环：{loop}',
    en: 'the parents go round in a loop: {loop}',
  },
  endsBeforeStart: { cn: '不晚于 starts_at', en: 'is not after starts_at' },
  colourTwice: { cn: '{sn} 有两次颜色 {colour}', en: '{sn} has colour {colour} twice' },
  colourSizeTwice: {
    cn: '{sn} 的颜色 {colour} 有两次尺码 {size}',
    en: '{sn} has colour {colour} in size {size} twice',
  },
  noSku: { cn: '{sn} 没有 SKU', en: '{sn} has no SKU' },
  skuOtherPiece: {
    cn: '“{sku}”在本店是 {owner} 的 SKU：SKU 不能移到另一件商品，请为此行换一个新编码',
    en: '"{sku}" is a SKU of {owner} in the shop: a SKU cannot move to another piece; give this one a new code',
  },
  skuKeepsPlace: {
    cn: '“{sku}”在本店是 {sn} 的颜色 {colour}、尺码 {size}：订单引用了它，其颜色和尺码不能改变，请为此行换一个新编码',
    en: '"{sku}" is {sn} in colour {colour}, size {size} in the shop: orders name it, so it keeps its colour and size; give this one a new code',
  },
  noSuchPieces: { cn: '本店没有商品 {sns}', en: 'the shop has no piece {sns}' },
  pictureUnreadable: {
    cn: '已无法读取（{error}）',
    en: 'can no longer be read ({error})',
  },
  pictureChanged: {
    cn: '检查商品资料之后文件有变化：请重新导入',
    en: 'the file changed after the feed was checked: import the feed again',
  },
} as const satisfies Record<string, Record<Lang, string>>;
