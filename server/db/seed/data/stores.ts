import type { OpeningHours } from '../../../../contract/opening-hours';
import type { Words } from './types';

export type StoreService = 'appointment' | 'washing' | 'personalisation';

export interface StoreSeed {
  province_code: string;
  city_code: string;
  phone: string;
  latitude: number;
  longitude: number;
  services: StoreService[];
  name: Words;
  address: Words;
  hours: StoreHours;
}

/** Opening hours as shoppers read them, and the same by day of the week for appointments. */
export interface StoreHours {
  text: Words;
  week: OpeningHours[];
}

/** The same hours from one day of the week to another (1 Monday … 7 Sunday). */
function days(first: number, last: number, opens: string, closes: string): OpeningHours[] {
  return Array.from({ length: last - first + 1 }, (_, i) => ({
    weekday: first + i,
    opens,
    closes,
  }));
}

const DAILY_10_22: StoreHours = {
  text: { cn: '周一至周日 10:00–22:00', en: 'Monday to Sunday, 10:00–22:00' },
  week: days(1, 7, '10:00', '22:00'),
};
const LATE_WEEKEND: StoreHours = {
  text: {
    cn: '周一至周四 10:00–22:00，周五至周日 10:00–22:30',
    en: 'Monday to Thursday, 10:00–22:00; Friday to Sunday, 10:00–22:30',
  },
  week: [...days(1, 4, '10:00', '22:00'), ...days(5, 7, '10:00', '22:30')],
};
const DAILY_10_2130: StoreHours = {
  text: { cn: '周一至周日 10:00–21:30', en: 'Monday to Sunday, 10:00–21:30' },
  week: days(1, 7, '10:00', '21:30'),
};

/** The brand's boutiques in mainland China, in the order the locator shows them. */
export const STORES: StoreSeed[] = [
  {
    province_code: '310000',
    city_code: '310100',
    phone: '021-6288 1961',
    latitude: 31.2286,
    longitude: 121.4496,
    services: ['appointment', 'washing', 'personalisation'],
    name: { cn: 'Maison 上海恒隆广场精品店', en: 'Maison Shanghai Plaza 66' },
    address: {
      cn: '上海市静安区南京西路 1266 号恒隆广场一层 101 室',
      en: 'Unit 101, Level 1, Plaza 66, 1266 West Nanjing Road, Jing’an District, Shanghai',
    },
    hours: DAILY_10_22,
  },
  {
    province_code: '310000',
    city_code: '310100',
    phone: '021-5012 1961',
    latitude: 31.2367,
    longitude: 121.5016,
    services: ['appointment', 'washing'],
    name: { cn: 'Maison 上海国金中心精品店', en: 'Maison Shanghai IFC Mall' },
    address: {
      cn: '上海市浦东新区世纪大道 8 号上海国金中心商场一层 L1-12 室',
      en: 'Unit L1-12, Shanghai IFC Mall, 8 Century Avenue, Pudong New Area, Shanghai',
    },
    hours: DAILY_10_22,
  },
  {
    province_code: '110000',
    city_code: '110100',
    phone: '010-6530 1961',
    latitude: 39.909,
    longitude: 116.4808,
    services: ['appointment', 'washing', 'personalisation'],
    name: { cn: 'Maison 北京 SKP 精品店', en: 'Maison Beijing SKP' },
    address: {
      cn: '北京市朝阳区建国路 87 号北京 SKP 一层',
      en: 'Level 1, Beijing SKP, 87 Jianguo Road, Chaoyang District, Beijing',
    },
    hours: DAILY_10_22,
  },
  {
    province_code: '110000',
    city_code: '110100',
    phone: '010-6505 1961',
    latitude: 39.9087,
    longitude: 116.4597,
    services: ['appointment'],
    name: { cn: 'Maison 北京国贸商城精品店', en: 'Maison Beijing China World Mall' },
    address: {
      cn: '北京市朝阳区建国门外大街 1 号国贸商城北区一层 NB112 室',
      en: 'Unit NB112, Level 1, China World Mall, 1 Jianguomenwai Avenue, Chaoyang District, Beijing',
    },
    hours: DAILY_10_2130,
  },
  {
    province_code: '440000',
    city_code: '440100',
    phone: '020-3868 1961',
    latitude: 23.1335,
    longitude: 113.3316,
    services: ['appointment', 'washing'],
    name: { cn: 'Maison 广州太古汇精品店', en: 'Maison Guangzhou Taikoo Hui' },
    address: {
      cn: '广州市天河区天河路 383 号太古汇商场一层 L1-08 室',
      en: 'Unit L1-08, Taikoo Hui, 383 Tianhe Road, Tianhe District, Guangzhou',
    },
    hours: LATE_WEEKEND,
  },
  {
    province_code: '440000',
    city_code: '440300',
    phone: '0755-8266 1961',
    latitude: 22.5413,
    longitude: 114.1123,
    services: ['appointment', 'personalisation'],
    name: { cn: 'Maison 深圳万象城精品店', en: 'Maison Shenzhen MixC' },
    address: {
      cn: '深圳市罗湖区宝安南路 1881 号华润万象城一层 S125 室',
      en: 'Unit S125, Level 1, MixC, 1881 South Bao’an Road, Luohu District, Shenzhen',
    },
    hours: LATE_WEEKEND,
  },
  {
    province_code: '510000',
    city_code: '510100',
    phone: '028-8666 1961',
    latitude: 30.6543,
    longitude: 104.0837,
    services: ['appointment', 'washing'],
    name: { cn: 'Maison 成都远洋太古里精品店', en: 'Maison Chengdu Sino-Ocean Taikoo Li' },
    address: {
      cn: '成都市锦江区中纱帽街 8 号远洋太古里 1526 号',
      en: 'Shop 1526, Sino-Ocean Taikoo Li, 8 Middle Shamao Street, Jinjiang District, Chengdu',
    },
    hours: DAILY_10_22,
  },
  {
    province_code: '330000',
    city_code: '330100',
    phone: '0571-8706 1961',
    latitude: 30.259,
    longitude: 120.163,
    services: ['appointment', 'washing'],
    name: { cn: 'Maison 杭州湖滨银泰 in77 精品店', en: 'Maison Hangzhou Hubin In77' },
    address: {
      cn: '杭州市上城区东坡路 7 号湖滨银泰 in77 B 区一层',
      en: 'Level 1, Zone B, Hubin In77, 7 Dongpo Road, Shangcheng District, Hangzhou',
    },
    hours: DAILY_10_22,
  },
  {
    province_code: '320000',
    city_code: '320100',
    phone: '025-8477 1961',
    latitude: 32.044,
    longitude: 118.784,
    services: ['appointment'],
    name: { cn: 'Maison 南京德基广场精品店', en: 'Maison Nanjing Deji Plaza' },
    address: {
      cn: '南京市玄武区中山路 18 号德基广场二期一层',
      en: 'Level 1, Phase II, Deji Plaza, 18 Zhongshan Road, Xuanwu District, Nanjing',
    },
    hours: LATE_WEEKEND,
  },
  {
    province_code: '420000',
    city_code: '420100',
    phone: '027-8571 1961',
    latitude: 30.584,
    longitude: 114.272,
    services: ['appointment', 'washing'],
    name: { cn: 'Maison 武汉国际广场精品店', en: 'Maison Wuhan International Plaza' },
    address: {
      cn: '武汉市江汉区解放大道 690 号武汉国际广场一层',
      en: 'Level 1, Wuhan International Plaza, 690 Jiefang Avenue, Jianghan District, Wuhan',
    },
    hours: DAILY_10_2130,
  },
  {
    province_code: '610000',
    city_code: '610100',
    phone: '029-8536 1961',
    latitude: 34.223,
    longitude: 108.947,
    services: ['appointment'],
    name: { cn: 'Maison 西安 SKP 精品店', en: 'Maison Xi’an SKP' },
    address: {
      cn: '西安市雁塔区长安北路 261 号西安 SKP 一层',
      en: 'Level 1, Xi’an SKP, 261 North Chang’an Road, Yanta District, Xi’an',
    },
    hours: DAILY_10_22,
  },
  {
    province_code: '500000',
    city_code: '500100',
    phone: '023-6790 1961',
    latitude: 29.577,
    longitude: 106.537,
    services: ['appointment', 'washing'],
    name: { cn: 'Maison 重庆国金中心精品店', en: 'Maison Chongqing IFS' },
    address: {
      cn: '重庆市江北区北城天街 8 号重庆国金中心一层 L128 室',
      en: 'Unit L128, Level 1, Chongqing IFS, 8 Beicheng Tianjie, Jiangbei District, Chongqing',
    },
    hours: DAILY_10_2130,
  },
];
