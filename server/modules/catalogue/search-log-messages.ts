/** Messages of the call that tells the shop a result of a search was opened. */
export const searchLogMessages = {
  searchTokenMissing: {
    cn: '缺少搜索凭证（search_token）',
    en: 'The search token (search_token) is missing',
  },
  searchTokenMalformed: {
    cn: '搜索凭证（search_token）格式不正确',
    en: 'The search token (search_token) is not well formed',
  },
  searchTokenUnknown: {
    cn: '没有找到这次搜索，或它已超过一天',
    en: 'There is no such search, or it is more than a day old',
  },
};
