import type { ReservePeriod, ReserveService } from '../../../contract/appointment';
import type { Lang } from '../../lib/lang';

// What the appointment forms offer, in both languages. The values are what an appointment
// stores; the labels are looked up again whenever one is shown.

type Words = Record<Lang, string>;

export interface Choice {
  value: string;
  label: Words;
}

/** The parts of a day, each offered within a boutique's hours (contract/opening-hours.ts). */
export const PERIODS: { value: ReservePeriod; label: Words }[] = [
  { value: 'am', label: { cn: '上午', en: 'Morning' } },
  { value: 'pm', label: { cn: '下午', en: 'Afternoon' } },
  { value: 'ev', label: { cn: '晚间', en: 'Evening' } },
];

export const TITLE_LABELS: Record<'Mr.' | 'Ms.', Words> = {
  'Mr.': { cn: '先生', en: 'Mr.' },
  'Ms.': { cn: '女士', en: 'Ms.' },
};

export const CLOTHING_TYPES: Choice[] = [
  { value: 'coats', label: { cn: '大衣与外套', en: 'Coats and jackets' } },
  { value: 'dresses', label: { cn: '连衣裙', en: 'Dresses' } },
  { value: 'knitwear', label: { cn: '针织衫', en: 'Knitwear' } },
  { value: 'shirts', label: { cn: '衬衫', en: 'Shirts and blouses' } },
  { value: 'trousers', label: { cn: '裤装与半身裙', en: 'Trousers and skirts' } },
  { value: 'leather', label: { cn: '皮革服装', en: 'Leather garments' } },
  { value: 'bags', label: { cn: '手袋与小皮具', en: 'Bags and small leather goods' } },
  { value: 'shoes', label: { cn: '鞋履', en: 'Shoes' } },
  { value: 'scarves', label: { cn: '丝巾与围巾', en: 'Silk scarves and shawls' } },
];

const VISIT_TYPES: Choice[] = [
  { value: 'consultation', label: { cn: '产品咨询', en: 'Advice on a piece' } },
  { value: 'fitting', label: { cn: '试穿与修改', en: 'Fitting and alterations' } },
  { value: 'personalisation', label: { cn: '个性化定制', en: 'Personalisation' } },
  { value: 'repair', label: { cn: '售后与维修', en: 'After-sales and repair' } },
];

export interface CareSeed {
  id: number;
  code: string;
  name: Words;
  summary: Words;
  suits: string[];
  steps: { title: Words; text: Words }[];
  days_min: number;
  days_max: number;
  price_from: number;
  /** A picture the demo shop draws (server/db/seed/data/scenes.ts). */
  picture: string;
}

const step = (titleCn: string, titleEn: string, textCn: string, textEn: string) => ({
  title: { cn: titleCn, en: titleEn },
  text: { cn: textCn, en: textEn },
});

const INSPECTION = step(
  '检视与建档',
  'Inspection',
  '顾问与您一同检视衣物，记录面料、污渍与磨损，并拍照存档。',
  'Your adviser examines the piece with you, noting fabric, marks and wear, with photographs.',
);
const RETURN = step(
  '到店取回',
  'Collection',
  '护理完成后，我们以专属防尘袋包装，并通知您到精品店取回。',
  'Once cared for, the piece is wrapped in its dust cover and we let you know it is ready.',
);

export const CARE_SERVICES: CareSeed[] = [
  {
    id: 1,
    code: 'garment-cleaning',
    name: { cn: '高级成衣精洗', en: 'Fine garment cleaning' },
    summary: {
      cn: '由巴黎工坊标准培训的技师，以温和溶剂与手工整烫，恢复成衣的线条与手感。',
      en: 'Gentle solvents and hand finishing, by technicians trained to our Paris atelier’s standard, restore line and hand.',
    },
    suits: ['coats', 'dresses', 'shirts', 'trousers'],
    steps: [
      INSPECTION,
      step(
        '局部去渍',
        'Stain treatment',
        '针对每一处污渍选择专用处理方式，先于隐蔽处测试。',
        'Each mark is treated on its own, tested first where it cannot be seen.',
      ),
      step(
        '温和精洗',
        'Gentle cleaning',
        '低温、短时的专业干洗，保护衬里、纽扣与刺绣。',
        'A short, cool professional clean that protects linings, buttons and embroidery.',
      ),
      step(
        '手工整烫',
        'Hand finishing',
        '按原版型逐片整烫，复原肩线、褶线与廓形。',
        'Pressed by hand panel by panel, restoring shoulders, pleats and silhouette.',
      ),
      RETURN,
    ],
    days_min: 7,
    days_max: 10,
    price_from: 680_00,
    picture: 'editorial/the-gentlemans-wardrobe',
  },
  {
    id: 2,
    code: 'knitwear-care',
    name: { cn: '羊绒与针织护理', en: 'Cashmere and knitwear care' },
    summary: {
      cn: '手工浸洗、平铺阴干与去球处理，让羊绒重拾柔软与原有尺寸。',
      en: 'Hand washing, flat drying and de-pilling bring back the softness and size of your cashmere.',
    },
    suits: ['knitwear', 'scarves', 'coats'],
    steps: [
      INSPECTION,
      step(
        '手工浸洗',
        'Hand washing',
        '以羊毛专用洗剂在微温水中轻柔浸洗，不揉不拧。',
        'Soaked gently in lukewarm water with a wool wash, never rubbed or wrung.',
      ),
      step(
        '平铺定型',
        'Reshaping',
        '按记录的尺寸平铺阴干，恢复原有版型。',
        'Laid flat to dry to the measurements taken, so it keeps its shape.',
      ),
      step(
        '去球整理',
        'De-pilling',
        '逐寸去除起球，蒸汽轻抚使纤维蓬松。',
        'Pilling is removed inch by inch and a touch of steam lifts the fibres.',
      ),
      RETURN,
    ],
    days_min: 5,
    days_max: 7,
    price_from: 480_00,
    picture: 'editorial/the-perfect-coat',
  },
  {
    id: 3,
    code: 'silk-care',
    name: { cn: '真丝护理', en: 'Silk care' },
    summary: {
      cn: '为丝巾、真丝衬衫与连衣裙而设：保护印染色彩，恢复光泽与垂感。',
      en: 'For scarves, silk shirts and dresses: the prints keep their colour, the silk its sheen and drape.',
    },
    suits: ['scarves', 'dresses', 'shirts'],
    steps: [
      INSPECTION,
      step(
        '色牢度测试',
        'Colour test',
        '逐一测试每种套色，确保洗护过程不掉色、不晕染。',
        'Every colour of the print is tested so that none runs or fades.',
      ),
      step(
        '冷水手洗',
        'Cold hand wash',
        '以真丝专用洗剂冷水手洗，保护纤维光泽。',
        'Washed by hand in cold water with a silk wash that protects the sheen.',
      ),
      step(
        '低温熨烫与卷边整理',
        'Pressing and hems',
        '低温熨烫，丝巾手卷边逐一整理。',
        'Pressed cool, and the hand-rolled hems of scarves set right one by one.',
      ),
      RETURN,
    ],
    days_min: 7,
    days_max: 10,
    price_from: 380_00,
    picture: 'editorial/squares-of-silk',
  },
  {
    id: 4,
    code: 'leather-care',
    name: { cn: '皮具护理', en: 'Leather goods care' },
    summary: {
      cn: '清洁、滋养与封边修复，并抛光五金，让手袋与皮具焕发如初。',
      en: 'Cleaning, conditioning, edge repainting and polished hardware make bags and leather goods look their best again.',
    },
    suits: ['bags', 'leather'],
    steps: [
      INSPECTION,
      step(
        '深层清洁',
        'Deep cleaning',
        '按皮革种类选择清洁剂，去除表面污渍与内衬灰尘。',
        'A cleaner chosen for the leather lifts marks outside and dust from the lining.',
      ),
      step(
        '滋养与补色',
        'Conditioning and colour',
        '滋养皮革纤维，必要时以原色补色。',
        'The leather is nourished and, where needed, touched up in its own colour.',
      ),
      step(
        '封边与五金',
        'Edges and hardware',
        '手工重涂封边，抛光并检查五金与拉链。',
        'Edges are repainted by hand; hardware and zips are polished and checked.',
      ),
      RETURN,
    ],
    days_min: 14,
    days_max: 21,
    price_from: 1280_00,
    picture: 'story/atelier',
  },
  {
    id: 5,
    code: 'shoe-care',
    name: { cn: '鞋履护理', en: 'Shoe care' },
    summary: {
      cn: '清洁、上油、鞋底与鞋跟养护，延长每一双鞋的生命。',
      en: 'Cleaning, polishing and care of soles and heels give every pair a longer life.',
    },
    suits: ['shoes'],
    steps: [
      INSPECTION,
      step(
        '清洁与去污',
        'Cleaning',
        '鞋面、鞋里与鞋垫分别清洁。',
        'Uppers, linings and insoles are each cleaned on their own.',
      ),
      step(
        '上油与抛光',
        'Polishing',
        '以天然蜡油滋养皮面，手工抛光出光泽。',
        'Natural wax nourishes the leather, and the shine is brought up by hand.',
      ),
      step(
        '鞋底与鞋跟',
        'Soles and heels',
        '检查并更换鞋跟天皮，必要时加装防滑底。',
        'Heel tips are checked and renewed, and a protective sole added if you wish.',
      ),
      RETURN,
    ],
    days_min: 10,
    days_max: 14,
    price_from: 580_00,
    picture: 'editorial/a-walk-in-paris',
  },
];

export const SERVICE_TYPES: Record<ReserveService, Choice[]> = {
  appointment: VISIT_TYPES,
  washing: CARE_SERVICES.map((care) => ({ value: care.code, label: care.name })),
};

/** The label of a stored value, or the value itself when it is no longer offered. */
export function labelOf(choices: Choice[], value: string, lang: Lang): string {
  return choices.find((choice) => choice.value === value)?.label[lang] ?? value;
}

export function choicesIn(choices: Choice[], lang: Lang) {
  return choices.map((choice) => ({ value: choice.value, label: choice.label[lang] }));
}
