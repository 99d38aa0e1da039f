import { areaList } from '@vant/area-data';
import type { Lang } from '../../lib/lang';

type Names = Record<Lang, string>;

const COUNTRIES: Record<string, Names> = { CN: { cn: '中国', en: 'China' } };

/**
 * Names of the provinces and cities that have a boutique, in both languages. A municipality's
 * city is named after it, as in the division data (北京市 › 北京市).
 */
const PLACES: Record<string, Names> = {
  '110000': { cn: '北京市', en: 'Beijing' },
  '110100': { cn: '北京市', en: 'Beijing' },
  '310000': { cn: '上海市', en: 'Shanghai' },
  '310100': { cn: '上海市', en: 'Shanghai' },
  '500000': { cn: '重庆市', en: 'Chongqing' },
  '500100': { cn: '重庆市', en: 'Chongqing' },
  '120000': { cn: '天津市', en: 'Tianjin' },
  '120100': { cn: '天津市', en: 'Tianjin' },
  '440000': { cn: '广东省', en: 'Guangdong' },
  '440100': { cn: '广州市', en: 'Guangzhou' },
  '440300': { cn: '深圳市', en: 'Shenzhen' },
  '510000': { cn: '四川省', en: 'Sichuan' },
  '510100': { cn: '成都市', en: 'Chengdu' },
  '330000': { cn: '浙江省', en: 'Zhejiang' },
  '330100': { cn: '杭州市', en: 'Hangzhou' },
  '320000': { cn: '江苏省', en: 'Jiangsu' },
  '320100': { cn: '南京市', en: 'Nanjing' },
  '320500': { cn: '苏州市', en: 'Suzhou' },
  '420000': { cn: '湖北省', en: 'Hubei' },
  '420100': { cn: '武汉市', en: 'Wuhan' },
  '610000': { cn: '陕西省', en: 'Shaanxi' },
  '610100': { cn: '西安市', en: 'Xi’an' },
};

/** A province's or city's Chinese name in the division data; the code itself if it has none. */
function divisionName(code: string): string {
  for (const names of [areaList.province_list, areaList.city_list]) {
    if (Object.hasOwn(names, code)) return names[code] ?? code;
  }
  return code;
}

export function countryName(code: string, lang: Lang): string {
  return Object.hasOwn(COUNTRIES, code) ? (COUNTRIES[code]?.[lang] ?? code) : code;
}

/** A province's or city's name; a place without a translation keeps its Chinese name. */
export function placeName(code: string, lang: Lang): string {
  if (Object.hasOwn(PLACES, code)) {
    const names = PLACES[code];
    if (names) return names[lang];
  }
  return divisionName(code);
}
