/** Messages of the promotions the brand's team schedules in the console. */
export const promotionMessages = {
  promotionNotFound: { cn: '没有这个促销活动', en: 'There is no such promotion' },
  promotionDatesInvalid: {
    cn: '结束时间须晚于开始时间',
    en: 'The promotion must end after it starts',
  },
  promotionChanged: {
    cn: '该促销活动的时间刚被他人修改，请刷新后再试',
    en: 'Someone has just changed this promotion’s dates: reload it and try again',
  },
  promotionStale: {
    cn: '该促销活动刚被他人修改，请刷新后再试',
    en: 'Someone has just changed this promotion: reload it and try again',
  },
  promotionSlugInvalid: {
    cn: '代码只能使用小写字母、数字和连字符，最多 64 个字符',
    en: 'The code takes lowercase letters, digits and hyphens, up to 64 characters',
  },
  promotionSlugTaken: {
    cn: '代码“{slug}”已被另一个促销活动使用',
    en: 'The code "{slug}" is already another promotion’s',
  },
  promotionWordsMissing: {
    cn: '请填写中英文名称和标签（标签最多 40 个字符）',
    en: 'Give the name and the tag in both languages (a tag up to 40 characters)',
  },
  promotionPercentInvalid: {
    cn: '折扣须为 0 到 99 之间的整数',
    en: 'The discount is a whole percent from 0 to 99',
  },
  promotionNoPieces: { cn: '请至少填写一个款号', en: 'Give at least one style number' },
  promotionPiecesRefused: {
    cn: '[没有这些款号的商品：{unknown}。][这些商品已在另一个未结束的促销活动中：{taken}。]未做任何更改',
    en: '[No piece has these style numbers: {unknown}. ][These pieces are in another promotion that has not ended: {taken}. ]Nothing was changed',
  },
  promotionPiecesNotIn: {
    cn: '这些商品不在该促销活动中：{sns}。未做任何更改',
    en: 'These pieces are not in this promotion: {sns}. Nothing was changed',
  },
  promotionNotRunning: {
    cn: '该促销活动不在进行中，无法提前结束',
    en: 'This promotion is not running: there is nothing to end',
  },
  promotionStarted: {
    cn: '该促销活动已经开始，不能删除，可以提前结束',
    en: 'This promotion has started: it cannot be deleted, but it can be ended',
  },
};
