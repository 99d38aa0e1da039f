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
};
