import type { Db } from '../../database';
import { insertAll, LANGS, type SeedLang } from '../batch';
import type { SizeKind, Words } from '../data/types';

interface Chart {
  title: Words;
  headers: { cn: string[]; en: string[] };
  rows: { cn: string[][]; en: string[][] };
  note: Words;
}

const clothingRows = [
  ['XS', '155/80A', '80–82', '62–64', '86–88'],
  ['S', '160/84A', '84–86', '66–68', '90–92'],
  ['M', '165/88A', '88–90', '70–72', '94–96'],
  ['L', '170/92A', '92–94', '74–76', '98–100'],
  ['XL', '175/96A', '96–98', '78–80', '102–104'],
];

const shoeRows = Array.from({ length: 11 }, (_, i) => {
  const mm = 225 + i * 5;
  return [String(35 + i), String(mm), (mm / 10).toFixed(1)];
});

const CHARTS: Record<SizeKind, Chart> = {
  clothing: {
    title: { cn: '服装尺码表', en: 'Clothing size guide' },
    headers: {
      cn: ['尺码', '中国码', '胸围 (cm)', '腰围 (cm)', '臀围 (cm)'],
      en: ['Size', 'China size', 'Bust / chest (cm)', 'Waist (cm)', 'Hips (cm)'],
    },
    rows: { cn: clothingRows, en: clothingRows },
    note: {
      cn: '表中为身体净尺寸，单位为厘米。男装沿用相同字母尺码，胸围放量约大 8 厘米。如介于两个尺码之间，建议选择较大的尺码，或预约精品店顾问为您量身。',
      en: 'Body measurements in centimetres. Menswear uses the same letter sizes, cut about 8 cm fuller at the chest. If you are between two sizes we suggest the larger, or book a fitting with a boutique adviser.',
    },
  },
  shoes: {
    title: { cn: '鞋履尺码表', en: 'Shoe size guide' },
    headers: {
      cn: ['欧码', '中国码 (mm)', '脚长 (cm)'],
      en: ['EU', 'China (mm)', 'Foot length (cm)'],
    },
    rows: { cn: shoeRows, en: shoeRows },
    note: {
      cn: '女士鞋款提供 35–41 码，男士鞋款提供 39–45 码，中性款提供 36–45 码。我们的鞋楦略窄，脚背较高者建议选择大半码。',
      en: 'Women’s styles come in sizes 35–41, men’s in 39–45 and unisex styles in 36–45. Our lasts run slightly narrow; if you have a high instep, we suggest half a size up.',
    },
  },
  one: {
    title: { cn: '均码说明', en: 'One-size details' },
    headers: { cn: ['品类', '尺寸'], en: ['Category', 'Dimensions'] },
    rows: {
      cn: [
        ['手提包与单肩包', '长 20–34 cm × 高 14–25 cm × 宽 8–16 cm'],
        ['斜挎包与托特包', '长 18–52 cm × 高 15–36 cm，肩带可调节'],
        ['小皮具', '卡包 10.5 × 7.5 cm；钱包 11–19.5 × 9.5–10 cm'],
        ['丝巾', '方巾 70 × 70 cm 或 90 × 90 cm；细长丝巾 5 × 86 cm；长围巾 70 × 190 cm'],
        ['腰带', '宽 2 cm 或 3.2 cm，长 75–115 cm，可在精品店免费裁剪'],
        ['帽子', '帽围 57–58 cm，内附可调节帽带'],
        ['珠宝与太阳镜', '手镯与戒指为可调节开口设计；太阳镜镜面宽 52–58 mm'],
      ],
      en: [
        ['Top handles and shoulder bags', 'W 20–34 cm × H 14–25 cm × D 8–16 cm'],
        ['Crossbody bags and totes', 'W 18–52 cm × H 15–36 cm, adjustable strap'],
        ['Small leather goods', 'Card holder 10.5 × 7.5 cm; wallets 11–19.5 × 9.5–10 cm'],
        ['Silk scarves', 'Carrés 70 × 70 cm or 90 × 90 cm; bandeau 5 × 86 cm; stole 70 × 190 cm'],
        ['Belts', '2 cm or 3.2 cm wide, 75–115 cm long; shortened free of charge in boutique'],
        ['Hats', 'Head circumference 57–58 cm, with an adjustable inner band'],
        ['Jewellery and sunglasses', 'Cuffs and rings open to adjust; lens width 52–58 mm'],
      ],
    },
    note: {
      cn: '手袋与配饰均为均码，每件作品的具体尺寸请参阅商品描述。如需帮助，欢迎致电客户服务中心。',
      en: 'Bags and accessories are one size; see each piece’s description for its exact dimensions. Our Client Services team is happy to help.',
    },
  },
};

export async function insertSizeCharts(db: Db): Promise<void> {
  const rows = (Object.keys(CHARTS) as SizeKind[]).flatMap((kind) =>
    LANGS.map((lang: SeedLang) => {
      const chart = CHARTS[kind];
      return {
        size_kind: kind,
        lang,
        title: chart.title[lang],
        headers: JSON.stringify(chart.headers[lang]),
        rows: JSON.stringify(chart.rows[lang]),
        note: chart.note[lang],
      };
    }),
  );
  await insertAll(db, 'size_chart', rows);
}
