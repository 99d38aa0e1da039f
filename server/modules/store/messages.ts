import type { Lang } from '../../lib/lang';

/** Messages of the store locator: the contract's codes name them when they are malformed. */
export const storeMessages = {
  storeCountryInvalid: {
    cn: '国家/地区代码不正确，应为两位大写字母，如 CN',
    en: 'The country code is not valid: two capital letters, such as CN',
  },
  storeProvinceInvalid: {
    cn: '省份代码不正确，应为六位数字',
    en: 'The province code is not valid: it has six digits',
  },
  storeCityInvalid: {
    cn: '城市代码不正确，应为六位数字',
    en: 'The city code is not valid: it has six digits',
  },
  storeServiceInvalid: {
    cn: '服务类型不正确，可选：预约到店、清洗护理、个性化定制',
    en: 'The service is not valid: appointment, washing or personalisation',
  },
} as const satisfies Record<string, Record<Lang, string>>;
