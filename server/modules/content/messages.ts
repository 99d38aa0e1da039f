import type { Lang } from '../../lib/lang';

/** What the team is told when a change of the shop's content is refused. */
export const contentMessages = {
  homeDraftChanged: {
    cn: '首页草稿刚刚已被 {actor} 修改，请刷新后再操作',
    en: 'The home page draft was just changed by {actor}: reload it before going on',
  },
  homeDraftPublished: {
    cn: '首页草稿刚刚已被他人发布或放弃，请刷新查看',
    en: 'The home page draft was just published or discarded by someone else: reload to see it',
  },
  homeNoDraft: {
    cn: '首页没有待发布的草稿',
    en: 'The home page has no draft to publish',
  },
  homeUnknownPieces: {
    cn: '没有这些款号的商品：{sns}',
    en: 'There are no pieces with these style numbers: {sns}',
  },
  homeLinkInvalid: {
    cn: '链接“{link}”无效：应为商城内以“/”开头的地址',
    en: 'The link "{link}" is not valid: it should be an address in the shop, starting with "/"',
  },
  homeBannerNoSlide: {
    cn: '{block}没有轮播图：请至少添加一张',
    en: '{block} has no slide: add at least one',
  },
  homeWaterfallNoTile: {
    cn: '{block}没有图片：请至少添加一张',
    en: '{block} has no tile: add at least one',
  },
  homeRailNoPiece: {
    cn: '{block}没有商品：请至少填写一个款号',
    en: '{block} has no piece: give at least one style number',
  },
  homeStoryNoPicture: {
    cn: '{block}没有图片：请上传一张',
    en: '{block} has no picture: upload one',
  },
  homeBlockLinkInvalid: {
    cn: '{block}的链接“{link}”无效：应为商城内以“/”开头的地址',
    en: '{block}: the link "{link}" is not valid: it should be an address in the shop, starting with "/"',
  },
  homeBlockUnknownPicture: {
    cn: '{block}的图片 {path} 不在图片库中：请重新上传',
    en: '{block}: the picture {path} is not in the media store: upload it again',
  },
  popupUnknownPicture: {
    cn: '弹窗的图片 {path} 不在图片库中：请重新上传',
    en: "The popup's picture {path} is not in the media store: upload it again",
  },
  homeUnknownBlock: {
    cn: '首页没有第 {id} 号模块',
    en: 'The home page has no block number {id}',
  },
  pictureNotReadable: {
    cn: '文件“{file}”不是可用的图片：请上传 JPEG、PNG 或 WebP 格式的图片',
    en: 'The file "{file}" is not a picture the shop can use: upload a JPEG, PNG or WebP picture',
  },
  pictureFileSize: {
    cn: '图片“{file}”为空或超过 {mb} MB',
    en: 'The picture "{file}" is empty or larger than {mb} MB',
  },
  pictureTooLarge: {
    cn: '图片“{file}”的宽或高超过 {max} 像素',
    en: 'The picture "{file}" is wider or taller than {max} pixels',
  },
  pictureTooSmall: {
    cn: '图片“{file}”的宽或高不足 {min} 像素，在商城中会显示模糊',
    en: 'The picture "{file}" is narrower or shorter than {min} pixels and would show blurred in the shop',
  },
  popupUnknown: { cn: '没有这个弹窗', en: 'There is no such popup' },
  popupChanged: {
    cn: '弹窗“{title}”刚刚已被他人修改，请刷新后再操作',
    en: 'The popup "{title}" was just changed by someone else: reload it before going on',
  },
  popupTitleNeeded: {
    cn: '请填写弹窗的中文和英文标题',
    en: 'Give the popup a title in Chinese and in English',
  },
  popupDatesInvalid: {
    cn: '弹窗的结束时间应晚于开始时间',
    en: 'The popup should end after it starts',
  },
  menuUnknown: { cn: '没有这个菜单项', en: 'There is no such menu entry' },
  menuChanged: {
    cn: '这个菜单项刚刚已被他人修改，请刷新后再操作',
    en: 'This menu entry was just changed by someone else: reload it before going on',
  },
  menuNameNeeded: {
    cn: '请填写菜单项的中文和英文名称',
    en: 'Give the menu entry a name in Chinese and in English',
  },
  footerGroupUnknown: { cn: '页脚没有这一栏', en: 'The footer has no such group' },
  footerGroupChanged: {
    cn: '页脚的这一栏刚刚已被他人修改，请刷新后再操作',
    en: 'This footer group was just changed by someone else: reload it before going on',
  },
  footerTitleNeeded: {
    cn: '请填写这一栏的中文和英文标题',
    en: 'Give the footer group a title in Chinese and in English',
  },
  footerLabelNeeded: {
    cn: '第 {position} 个链接缺少中文或英文文字',
    en: 'Link {position} needs its words in Chinese and in English',
  },
  footerLinkInvalid: {
    cn: '链接“{link}”无效：应为商城内以“/”开头的地址，或以“https://”开头的网址',
    en: 'The link "{link}" is not valid: it should be an address in the shop, starting with "/", or one starting with "https://"',
  },
} as const satisfies Record<string, Record<Lang, string>>;
