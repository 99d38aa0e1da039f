import type { Scene, Subject } from '../data/scenes';
import type { ArtKind, Words } from '../data/types';

export interface SeedArticle {
  slug: string;
  /** The slug of its group (topics-campaigns.ts). */
  group: string;
  title: Words;
  summary: Words;
  paragraphs: Words[];
  quote?: Words;
  /** Related goods by sn. */
  sns: string[];
  cover: Omit<Scene, 'path' | 'width'>;
  publishedAt: number;
}

const MOODS: Record<string, { mood: [string, string]; accent: string }[]> = {
  'atelier-notes': [
    { mood: ['#efe6dc', '#cfb9a2'], accent: '#8f3b45' },
    { mood: ['#f1e7e2', '#d8bfb8'], accent: '#f5efe6' },
    { mood: ['#e9ddd0', '#c4a98c'], accent: '#45474b' },
  ],
  'riviera-postcards': [
    { mood: ['#dfe8ee', '#b3c8d6'], accent: '#f3efe6' },
    { mood: ['#f3ece0', '#dccfb8'], accent: '#2b4f9e' },
    { mood: ['#e6eef2', '#c3d4de'], accent: '#d7a3a0' },
  ],
  'paris-winter-letters': [
    { mood: ['#27314d', '#151b2c'], accent: '#c9a44c' },
    { mood: ['#ece3d7', '#cdb89f'], accent: '#45474b' },
    { mood: ['#e4e2de', '#b9b5ae'], accent: '#1f2a44' },
  ],
};

const LAYOUTS: Scene['layout'][] = ['arch', 'circle', 'stage', 'split'];
const HEIGHTS = [1250, 1000, 1500, 1250, 1500, 1000] as const;

type Draft = Omit<SeedArticle, 'group' | 'cover' | 'publishedAt'> & {
  subjects: [ArtKind, string][];
};

function articles(group: string, firstDay: number, drafts: Draft[]): SeedArticle[] {
  const moods = MOODS[group] ?? [];
  return drafts.map(({ subjects, ...draft }, i) => {
    const palette = moods[i % moods.length] ?? { mood: ['#eeeeee', '#cccccc'], accent: '#ffffff' };
    const cover: SeedArticle['cover'] = {
      height: HEIGHTS[i % HEIGHTS.length] ?? 1250,
      mood: palette.mood,
      accent: palette.accent,
      layout: LAYOUTS[i % LAYOUTS.length] ?? 'arch',
      subjects: subjects.map(([art, hex], n): Subject => ({ art, variant: (i + n) % 2, hex })),
    };
    // One every three days, the newest last in the list.
    const publishedAt = firstDay + i * 3 * 86_400_000;
    return { ...draft, group, cover, publishedAt };
  });
}

const ATELIER = articles('atelier-notes', Date.UTC(2026, 8, 22, 2), [
  {
    slug: 'choosing-the-hide',
    title: { cn: '挑选一张皮', en: 'Choosing the Hide' },
    summary: {
      cn: '每一百张小牛皮中，只有不到十张能成为 Maison 手袋。',
      en: 'Fewer than ten in every hundred calfskins become a Maison bag.',
    },
    paragraphs: [
      {
        cn: '清晨七点，皮料师傅已经站在北窗下的长桌前。他用指腹慢慢抚过每一张皮，寻找蚊虫叮咬的痕迹、生长纹和细小的划伤——这些在灯光下几乎看不见，在成品上却无处躲藏。',
        en: 'At seven in the morning the leather master is already at the long table under the north window. He runs his fingertips slowly over each hide, feeling for insect bites, growth marks and tiny scratches: almost invisible under the lamp, impossible to hide on a finished bag.',
      },
      {
        cn: '通过检验的皮料会被标上粉笔记号：哪一块做袋身，哪一块做手柄，哪一块只够做卡包。没有一寸会被浪费。',
        en: 'The hides that pass are marked in chalk: this part for the body, that one for the handle, this corner only large enough for a card holder. Not an inch is wasted.',
      },
    ],
    quote: {
      cn: '“皮革会告诉你它想成为什么。”',
      en: '“The leather tells you what it wants to become.”',
    },
    sns: ['MF25-B-TH-0072', 'MF26-B-SL-0099'],
    subjects: [['top-handle', '#b98c5f']],
  },
  {
    slug: 'the-saddle-stitch',
    title: { cn: '马鞍针法', en: 'The Saddle Stitch' },
    summary: {
      cn: '两根针、一根麻线：比缝纫机更慢，也更牢固。',
      en: 'Two needles, one linen thread: slower than a machine, and stronger.',
    },
    paragraphs: [
      {
        cn: '马鞍针法源自马具工坊。两根针从同一个孔的两侧交叉穿过，即使一针断了，其余的针脚也不会松开。',
        en: 'The saddle stitch comes from the harness makers. Two needles cross through the same hole from either side, so that even if one stitch breaks, the rest hold fast.',
      },
      {
        cn: '一只中号手袋需要大约一千二百针。匠人会先用打孔凿在皮上压出均匀的针眼，再坐在木制夹具前，一针一针地完成。',
        en: 'A medium bag takes some twelve hundred stitches. The artisan first marks even holes with a pricking iron, then sits at a wooden clam and works, stitch by stitch.',
      },
    ],
    sns: ['MF25-B-TH-0071', 'MP00-B-CB-0087'],
    subjects: [['shoulder-bag', '#1d1c1b']],
  },
  {
    slug: 'painting-the-edges',
    title: { cn: '封边上色', en: 'Painting the Edges' },
    summary: {
      cn: '七层边油，每一层都要打磨、晾干，再来一次。',
      en: 'Seven coats of edge paint, each sanded and dried before the next.',
    },
    paragraphs: [
      {
        cn: '皮革的切口是一只手袋最容易被忽略、也最能看出功力的地方。匠人用细砂纸打磨切边，再用小滚轮涂上第一层边油。',
        en: 'The cut edge is the most overlooked part of a bag, and the one that reveals the most skill. The artisan sands it smooth, then rolls on the first coat of paint with a tiny wheel.',
      },
      {
        cn: '等它干透需要一个小时。然后打磨，再涂，如此七次，直到边缘像一颗打磨过的卵石一样圆润光亮。',
        en: 'It takes an hour to dry. Then it is sanded and painted again, seven times over, until the edge is as round and glossy as a polished pebble.',
      },
    ],
    sns: ['MF26-B-SB-0078', 'MP00-B-TO-0095'],
    subjects: [['wallet', '#6b1e2b']],
  },
  {
    slug: 'a-handle-for-life',
    title: { cn: '一只可以换的手柄', en: 'A Handle for Life' },
    summary: {
      cn: '为什么 Maison 的手柄用螺丝固定，而不是胶水。',
      en: 'Why Maison handles are screwed in, not glued.',
    },
    paragraphs: [
      {
        cn: '手柄是手袋上最辛苦的部分：它被握住、被挂起、被汗水和雨水浸润。再好的皮革，十年之后也会显出疲态。',
        en: 'The handle works hardest: it is held, hung, touched by rain and warm hands. Even the finest leather shows its age after ten years.',
      },
      {
        cn: '所以我们用黄铜螺丝固定手柄。送回任何一家精品店，工坊会为它换上新的手柄，而袋身依旧是你熟悉的那一只。',
        en: 'So we fix our handles with brass screws. Bring the bag to any boutique and the atelier will fit a new handle, while the body stays the one you know.',
      },
    ],
    sns: ['MS26-B-TH-0073', 'MF25-B-TH-0071'],
    subjects: [['top-handle', '#1d1c1b']],
  },
  {
    slug: 'brass-and-gold',
    title: { cn: '黄铜与金', en: 'Brass and Gold' },
    summary: {
      cn: '每一枚五金都在诺曼底的一家家族铸造厂完成。',
      en: 'Every buckle and clasp is cast by one family foundry in Normandy.',
    },
    paragraphs: [
      {
        cn: '这家铸造厂从 1921 年起为巴黎的皮具工坊制作五金。他们用砂型铸造黄铜，再手工抛光、镀上一层薄金。',
        en: 'The foundry has made hardware for Paris leather houses since 1921. They sand-cast the brass, polish it by hand, and give it a thin coat of gold.',
      },
      {
        cn: '一枚锁扣从铸造到完成需要三周。它的重量经过反复调整：要足够沉，合上时才会发出那一声清脆的“咔嗒”。',
        en: 'A clasp takes three weeks from casting to finish. Its weight is adjusted again and again: heavy enough to close with that clear, quiet click.',
      },
    ],
    sns: ['MF26-A-BE-0115', 'MF26-B-SB-0078'],
    subjects: [
      ['belt', '#a5622d'],
      ['jewellery', '#c9a44c'],
    ],
  },
  {
    slug: 'the-apprentice',
    title: { cn: '学徒的第一年', en: 'The Apprentice’s First Year' },
    summary: {
      cn: '在被允许做一只手袋之前，先做一千个卡包。',
      en: 'A thousand card holders before the first bag.',
    },
    paragraphs: [
      {
        cn: '新来的学徒第一年只做一件事：卡包。它小，却包含了一只手袋需要的全部技艺——裁切、削薄、缝线、封边。',
        en: 'A new apprentice makes one thing in the first year: card holders. Small as they are, they hold every skill a bag needs: cutting, skiving, stitching and edging.',
      },
      {
        cn: '师傅会检查每一只，不合格的就剪开。通常要到第二年春天，学徒才会被交给第一只手袋的皮料。',
        en: 'The master checks each one and cuts open those that fall short. It is usually the second spring before an apprentice is handed the leather for a first bag.',
      },
    ],
    sns: ['MF26-B-SL-0099', 'MF26-B-SL-0103'],
    subjects: [['wallet', '#b98c5f']],
  },
  {
    slug: 'caring-for-leather',
    title: { cn: '皮革的保养', en: 'Caring for Leather' },
    summary: {
      cn: '工坊给每一位主人的五条建议。',
      en: 'Five pieces of advice from the atelier to every owner.',
    },
    paragraphs: [
      {
        cn: '不用时，请在袋中放入软纸以保持形状，并放进附带的防尘袋；避免长时间暴晒，远离暖气片。',
        en: 'When you are not using it, fill the bag with soft paper to keep its shape and put it in its dust bag; keep it out of strong sun and away from radiators.',
      },
      {
        cn: '沾上雨水时，用干净的棉布轻轻吸干，让它在室温下自然晾干。每年一次，把它带回精品店，让工坊为它做一次全面的护理。',
        en: 'If it meets the rain, blot it gently with a clean cotton cloth and let it dry at room temperature. Once a year, bring it to a boutique for a full care from the atelier.',
      },
    ],
    sns: ['MP00-B-TO-0092', 'MF25-B-CB-0088'],
    subjects: [['tote', '#8a7c6f']],
  },
  {
    slug: 'the-colour-of-burgundy',
    title: { cn: '酒红的配方', en: 'A Recipe for Burgundy' },
    summary: {
      cn: '一种颜色，在染缸里调了整整一个冬天。',
      en: 'One colour, a whole winter in the dye vats.',
    },
    paragraphs: [
      {
        cn: '本季的酒红色来自勃艮第的一瓶老酒。我们把它带到制革厂，请染色师傅照着杯中酒的颜色调色。',
        en: 'This season’s burgundy began with an old bottle from Burgundy. We took it to the tannery and asked the dyer to match the colour in the glass.',
      },
      {
        cn: '试了四十多次，才找到那种在阳光下偏红、在灯光下偏紫的深色。它现在有了一个编号：M-26-07。',
        en: 'It took more than forty trials to find the deep shade that leans red in daylight and violet under lamps. It now has a number: M-26-07.',
      },
    ],
    sns: ['MF26-B-SB-0078', 'MF26-B-CB-0085'],
    subjects: [['crossbody', '#6b1e2b']],
  },
  {
    slug: 'signed-inside',
    title: { cn: '内袋里的签名', en: 'Signed Inside' },
    summary: {
      cn: '每一只手袋都记得是谁做了它。',
      en: 'Every bag remembers who made it.',
    },
    paragraphs: [
      {
        cn: '手袋完成的那一刻，匠人会在内袋的皮标上压印自己的名字缩写和完成日期。这是一个承诺，也是一种骄傲。',
        en: 'When a bag is finished, the artisan stamps their initials and the date on the leather tag inside the pocket. It is a promise, and a quiet pride.',
      },
      {
        cn: '如果有一天它需要修复，工坊会尽可能把它交还给当年做它的那双手。',
        en: 'If one day it needs repair, the atelier will do its best to return it to the same hands that made it.',
      },
    ],
    sns: ['MF25-B-TH-0072', 'MS26-B-TH-0074'],
    subjects: [['top-handle', '#efe8da']],
  },
]);

const RIVIERA = articles('riviera-postcards', Date.UTC(2026, 9, 9, 2), [
  {
    slug: 'morning-in-menton',
    title: { cn: '芒通的清晨', en: 'Morning in Menton' },
    summary: {
      cn: '柠檬、集市与一件白色衬衫。',
      en: 'Lemons, the market and a white shirt.',
    },
    paragraphs: [
      {
        cn: '芒通的集市在八点开门。柠檬堆成小山，空气里是罗勒和海盐的味道。穿一件宽松的棉质衬衫，袖子挽到手肘，就是最好的装扮。',
        en: 'Menton’s market opens at eight. Lemons piled into hills, the air smelling of basil and sea salt. A loose cotton shirt, sleeves rolled to the elbow, is all you need.',
      },
      {
        cn: '带一只草编手袋：它装得下一束花、两只桃子和一本读了一半的小说。',
        en: 'Bring a raffia basket: it holds a bunch of flowers, two peaches and a half-read novel.',
      },
    ],
    sns: ['MP00-W-SH-0022', 'MF26-B-TO-0093'],
    subjects: [['shirt', '#efe8da']],
  },
  {
    slug: 'ten-ways-with-a-silk-square',
    title: { cn: '一条丝巾的十种系法', en: 'Ten Ways with a Silk Square' },
    summary: {
      cn: '头巾、腰带、手袋装饰，或者只是搭在肩上。',
      en: 'A headscarf, a belt, a bag charm, or simply over the shoulders.',
    },
    paragraphs: [
      {
        cn: '90 厘米的真丝斜纹方巾是假日行李中最轻、也最百变的一件。对折成三角形系在发间，就是敞篷车上的经典造型。',
        en: 'A 90 cm silk twill square is the lightest and most versatile thing in a holiday case. Folded into a triangle and tied under the hair, it is the classic open-top look.',
      },
      {
        cn: '卷成细条穿过裤袢，它是一条腰带；系在手袋手柄上，它为一只黑色手袋带来夏天的颜色。',
        en: 'Rolled thin and threaded through belt loops, it is a belt; knotted to a handle, it gives a black bag the colours of summer.',
      },
    ],
    sns: ['MF26-A-SC-0106', 'MS26-A-SC-0108', 'MS26-A-SC-0109'],
    subjects: [['scarf', '#2b4f9e']],
  },
  {
    slug: 'the-slip-dress',
    title: { cn: '一条吊带裙', en: 'The Slip Dress' },
    summary: {
      cn: '从海滩到晚宴，只需要换一双鞋。',
      en: 'From the beach to dinner with a change of shoes.',
    },
    paragraphs: [
      {
        cn: '真丝缎面吊带裙在白天配平底凉鞋和草帽，傍晚换上细跟鞋和一对金色耳环，就可以去港口边的餐厅。',
        en: 'By day a silk satin slip dress goes with flat sandals and a straw hat; at dusk, swap to heels and gold earrings for dinner by the harbour.',
      },
      {
        cn: '它几乎没有重量，卷起来只有一只手掌大小，是行李箱里最值得的一件。',
        en: 'It weighs almost nothing and rolls to the size of a palm: the most rewarding piece in any suitcase.',
      },
    ],
    sns: ['MP00-W-DR-0001', 'MF25-S-FL-0150'],
    subjects: [['dress', '#d7a3a0']],
  },
  {
    slug: 'shades-of-blue',
    title: { cn: '蓝的层次', en: 'Shades of Blue' },
    summary: {
      cn: '天蓝、宝蓝、海军蓝：一个夏天的调色板。',
      en: 'Sky, royal and navy: the palette of a summer.',
    },
    paragraphs: [
      {
        cn: '里维埃拉的海在一天中变换着颜色：清晨是天蓝，正午是宝蓝，傍晚沉成海军蓝。本季的配色就从这三种蓝开始。',
        en: 'The Riviera sea changes colour through the day: sky blue at dawn, royal blue at noon, navy by evening. This season’s palette begins with those three blues.',
      },
      {
        cn: '把它们和象牙白、沙色搭配在一起，整个衣橱都会变得清爽而安静。',
        en: 'Put them with ivory and sand, and the whole wardrobe turns fresh and calm.',
      },
    ],
    sns: ['MS26-A-SU-0129', 'MS26-W-DR-0003'],
    subjects: [
      ['sunglasses', '#1f2a44'],
      ['scarf', '#a9c3dc'],
    ],
  },
  {
    slug: 'espadrilles',
    title: { cn: '草编鞋的故事', en: 'The Story of Espadrilles' },
    summary: {
      cn: '比利牛斯山脚下的黄麻鞋底，仍然用手工缝制。',
      en: 'Jute soles from the foot of the Pyrenees, still stitched by hand.',
    },
    paragraphs: [
      {
        cn: '我们的草编鞋在法国南部的莫莱昂制作。黄麻被编成长辫，再一圈圈盘成鞋底，用粗针缝合固定。',
        en: 'Our espadrilles are made in Mauléon, in the south of France. Jute is braided into long plaits, coiled into soles and sewn tight with a heavy needle.',
      },
      {
        cn: '鞋面是麂皮或帆布，用两道手工缝线连接鞋底。穿几次之后，它会贴合你的脚型。',
        en: 'The uppers, suede or canvas, are joined to the soles with two hand-sewn seams. After a few wears they take the shape of your foot.',
      },
    ],
    sns: ['MF26-S-FL-0151', 'MF26-S-FL-0154'],
    subjects: [['flat', '#d6c4a4']],
  },
  {
    slug: 'a-picnic-in-cap-ferrat',
    title: { cn: '费拉角的野餐', en: 'A Picnic at Cap Ferrat' },
    summary: {
      cn: '一只托特包能装下的下午。',
      en: 'An afternoon that fits in a tote.',
    },
    paragraphs: [
      {
        cn: '沿着海岸小径步行四十分钟，就能找到一片只属于你的礁石。铺开一条亚麻桌布，摆上面包、奶酪和一瓶冰镇的桃红葡萄酒。',
        en: 'Walk forty minutes along the coastal path and you will find a rock of your own. Spread a linen cloth and set out bread, cheese and a chilled bottle of rosé.',
      },
      {
        cn: '大号托特包在这里派上用场：它装得下一切，也能在回程时装下一路捡来的贝壳。',
        en: 'The large tote earns its place here: it carries everything, and on the way home, every shell you picked up.',
      },
    ],
    sns: ['MS26-B-TO-0096', 'MF26-B-TO-0093'],
    subjects: [['tote', '#efe8da']],
  },
  {
    slug: 'under-the-sun',
    title: { cn: '阳光之下', en: 'Under the Sun' },
    summary: {
      cn: '一副好墨镜和一顶宽檐帽，比任何防晒霜都更优雅。',
      en: 'Good sunglasses and a wide brim are more elegant than any sun cream.',
    },
    paragraphs: [
      {
        cn: '醋酸纤维镜框在意大利贝卢诺手工打磨，镜片能过滤全部紫外线。圆框适合大多数脸型，也是最经得起时间的款式。',
        en: 'Our acetate frames are polished by hand in Belluno, Italy, with lenses that block all UV light. Round frames suit most faces, and outlast every trend.',
      },
      {
        cn: '再配一顶巴拿马草帽：它在厄瓜多尔编织，轻得可以卷起来放进手袋。',
        en: 'Add a Panama hat, woven in Ecuador and light enough to roll into a bag.',
      },
    ],
    sns: ['MF26-A-SU-0133', 'MS26-A-HA-0135'],
    subjects: [['hat', '#d6c4a4']],
  },
  {
    slug: 'evening-on-the-terrace',
    title: { cn: '露台上的傍晚', en: 'Evening on the Terrace' },
    summary: {
      cn: '当海风变凉，一件开衫就够了。',
      en: 'When the sea breeze cools, a cardigan is enough.',
    },
    paragraphs: [
      {
        cn: '太阳落进海里之后，露台上的温度会降下好几度。搭在肩上的一件羊绒开衫，是夏夜里最体贴的陪伴。',
        en: 'Once the sun sinks into the sea, the terrace cools by several degrees. A cashmere cardigan over the shoulders is the kindest companion of a summer night.',
      },
      {
        cn: '选择象牙白或沙色，它会和白天的每一件衣服都相配。',
        en: 'Choose ivory or sand, and it will go with everything you wore that day.',
      },
    ],
    sns: ['MS26-W-KN-0016', 'MP00-W-DR-0006'],
    subjects: [['knit', '#efe8da']],
  },
]);

const WINTER = articles('paris-winter-letters', Date.UTC(2026, 9, 24, 2), [
  {
    slug: 'the-perfect-coat',
    title: { cn: '一件完美的大衣', en: 'The Perfect Coat' },
    summary: {
      cn: '双面呢、手工缝制，没有一根多余的线。',
      en: 'Double-face wool, sewn by hand, not one needless seam.',
    },
    paragraphs: [
      {
        cn: '双面呢是两层羊毛织物织在一起的面料。裁缝会用刀片把两层在边缘分开，向内折起，再用隐针手工缝合——这样大衣就不需要衬里，也没有任何可见的缝线。',
        en: 'Double-face wool is two layers woven as one. The tailor parts them at the edges with a blade, folds them inward and closes them with blind stitches by hand: the coat needs no lining and shows no seam.',
      },
      {
        cn: '一件大衣需要大约二十个小时的手工。它轻，却温暖；挺括，却柔软。',
        en: 'A coat takes about twenty hours of handwork. It is light yet warm, structured yet soft.',
      },
    ],
    quote: {
      cn: '“好的大衣会让你站得更直。”',
      en: '“A good coat makes you stand a little taller.”',
    },
    sns: ['MS26-W-CO-0009', 'MP00-W-CO-0013'],
    subjects: [['coat', '#b98c5f']],
  },
  {
    slug: 'cashmere-from-the-source',
    title: { cn: '羊绒的源头', en: 'Cashmere from the Source' },
    summary: {
      cn: '从内蒙古的高原到苏格兰的纺织小镇。',
      en: 'From the Inner Mongolian plateau to a Scottish mill town.',
    },
    paragraphs: [
      {
        cn: '每年春天，牧民用梳子从山羊身上梳下冬天长出的细绒。一只山羊一年只能产出大约一百五十克羊绒，刚够织一条围巾。',
        en: 'Each spring, herders comb the fine winter down from their goats. One goat gives about a hundred and fifty grams a year: just enough for a scarf.',
      },
      {
        cn: '这些羊绒被送到苏格兰边境的霍伊克，在那里用当地的软水清洗、纺线、织成毛衣。',
        en: 'The fibre travels to Hawick in the Scottish Borders, where it is washed in soft local water, spun and knitted into sweaters.',
      },
    ],
    sns: ['MF26-W-KN-0015', 'MP00-M-KN-0050'],
    subjects: [['knit', '#efe8da']],
  },
  {
    slug: 'first-snow-on-the-seine',
    title: { cn: '塞纳河上的初雪', en: 'First Snow on the Seine' },
    summary: {
      cn: '一双靴子，和一个值得走路的早晨。',
      en: 'A pair of boots, and a morning worth walking.',
    },
    paragraphs: [
      {
        cn: '巴黎难得下雪。当它来临的早晨，整座城市都放慢了脚步：书摊还没有开，桥上只有几个早起的人。',
        en: 'Snow is rare in Paris. On the mornings it comes, the whole city slows down: the booksellers are still closed, and only a few early walkers cross the bridges.',
      },
      {
        cn: '这是穿上及膝长靴的日子。固特异沿条工艺让它们经得起湿滑的石板路，也经得起很多个冬天。',
        en: 'It is a day for knee-high boots. Goodyear welting lets them take on wet cobbles, and many winters after that.',
      },
    ],
    sns: ['MF26-S-BO-0163', 'MF26-S-BO-0164'],
    subjects: [['boot', '#1d1c1b']],
  },
  {
    slug: 'tweed-and-the-city',
    title: { cn: '粗花呢与城市', en: 'Tweed and the City' },
    summary: {
      cn: '乡间的面料，如何成为巴黎女人的日常。',
      en: 'How a country cloth became a Parisian everyday.',
    },
    paragraphs: [
      {
        cn: '粗花呢原本是苏格兰猎场上的衣料，厚实、耐磨、防风。上世纪二十年代，它第一次出现在巴黎的时装沙龙里，被剪裁成短款外套。',
        en: 'Tweed began on Scottish hunting estates: thick, hard-wearing, windproof. In the 1920s it first appeared in Paris salons, cut into short jackets.',
      },
      {
        cn: '一百年后，一件粗花呢短外套依然是最容易穿搭的单品：配牛仔裤，配百褶裙，配一条丝巾。',
        en: 'A century on, a tweed jacket is still the easiest piece to wear: with jeans, with a pleated skirt, with a silk scarf.',
      },
    ],
    sns: ['MS26-W-CO-0011', 'MP00-W-SK-0029'],
    subjects: [['coat', '#8a7c6f']],
  },
  {
    slug: 'the-fedora',
    title: { cn: '一顶费多拉帽', en: 'The Fedora' },
    summary: {
      cn: '羊毛毡在木模上蒸汽定型，一次一顶。',
      en: 'Wool felt steamed over a wooden block, one hat at a time.',
    },
    paragraphs: [
      {
        cn: '制帽师傅把羊毛毡坯放在蒸汽上软化，再拉紧覆在椴木帽模上，用绳子固定，等它慢慢冷却定型。',
        en: 'The milliner softens the felt over steam, pulls it tight over a lime-wood block, ties it with cord and lets it cool into shape.',
      },
      {
        cn: '帽檐的弧度和帽冠的折痕全靠手工完成。最后缝上罗缎帽带，一顶帽子就可以陪你走过整个冬天。',
        en: 'The curve of the brim and the pinch of the crown are shaped by hand. A grosgrain band is sewn on last, and the hat is ready for the whole winter.',
      },
    ],
    sns: ['MF26-A-HA-0134', 'MS26-A-HA-0137'],
    subjects: [['hat', '#45474b']],
  },
  {
    slug: 'dressing-for-the-opera',
    title: { cn: '去歌剧院', en: 'Dressing for the Opera' },
    summary: {
      cn: '加尼叶歌剧院的夜晚，值得一条长裙。',
      en: 'A night at the Palais Garnier deserves a long dress.',
    },
    paragraphs: [
      {
        cn: '十二月的演出季，加尼叶歌剧院的大阶梯上灯火通明。真丝缎面露背长裙，在金色的灯光下会有流动的光泽。',
        en: 'In the December season, the Grand Staircase of the Palais Garnier is ablaze with light. An open-back gown in silk satin flows with every step under the gold.',
      },
      {
        cn: '外面再披一件羊绒大衣，手里拿一只小巧的链条包，就是巴黎冬夜最经典的样子。',
        en: 'Add a cashmere coat over it and a small chain bag in hand: the classic picture of a Paris winter night.',
      },
    ],
    sns: ['MF26-W-DR-0005', 'MF26-B-SB-0078'],
    subjects: [['dress', '#1d1c1b']],
  },
  {
    slug: 'the-mans-overcoat',
    title: { cn: '男士大衣', en: 'The Man’s Overcoat' },
    summary: {
      cn: '单排扣、及膝、羊绒：一件可以穿三十年的大衣。',
      en: 'Single-breasted, knee-length, cashmere: a coat for thirty years.',
    },
    paragraphs: [
      {
        cn: '一件好的男士大衣不追随潮流。它的肩线贴合而不紧绷，长度刚好盖过膝盖，领子可以竖起来挡风。',
        en: 'A good overcoat ignores fashion. The shoulder fits without pulling, the hem falls just past the knee, and the collar turns up against the wind.',
      },
      {
        cn: '搭配一件披肩领开衫和一双切尔西靴，它适合周一的会议，也适合周日的跳蚤市场。',
        en: 'With a shawl-collar cardigan and Chelsea boots, it suits a Monday meeting as well as a Sunday flea market.',
      },
    ],
    sns: ['MF26-M-CO-0036', 'MF26-M-KN-0053', 'MF26-S-BO-0164'],
    subjects: [['coat', '#1f2a44']],
  },
  {
    slug: 'a-gift-to-unwrap-slowly',
    title: { cn: '一份慢慢拆开的礼物', en: 'A Gift to Unwrap Slowly' },
    summary: {
      cn: '节日礼盒、手写贺卡与免费镌刻的姓名缩写。',
      en: 'Holiday boxes, handwritten cards and initials engraved free.',
    },
    paragraphs: [
      {
        cn: '每一份节日礼物都装在 Maison 标志性的象牙白礼盒里，系上酒红色的缎带，并附上一张由精品店顾问手写的贺卡。',
        en: 'Every holiday gift comes in our signature ivory box, tied with a burgundy ribbon, with a card handwritten by a boutique adviser.',
      },
      {
        cn: '皮具与丝巾可以免费镌刻或刺绣姓名缩写，让一份礼物只属于一个人。',
        en: 'Leather goods and silk can be engraved or embroidered with initials free of charge, so that a gift belongs to one person only.',
      },
    ],
    sns: ['MP00-B-SL-0104', 'MF26-W-SH-0024'],
    subjects: [
      ['wallet', '#6b1e2b'],
      ['scarf', '#c9a44c'],
    ],
  },
  {
    slug: 'winter-walks',
    title: { cn: '冬日漫步', en: 'Winter Walks' },
    summary: {
      cn: '从卢森堡公园到圣路易岛，一条适合冬天的路线。',
      en: 'From the Luxembourg Gardens to the Île Saint-Louis, a route for winter.',
    },
    paragraphs: [
      {
        cn: '从卢森堡公园出发，穿过圣叙尔比斯广场，沿着塞纳河左岸走到圣路易岛，买一支贝蒂雍冰淇淋——是的，冬天也要吃。',
        en: 'Start at the Luxembourg Gardens, cross Place Saint-Sulpice, follow the Left Bank to the Île Saint-Louis and buy a Berthillon ice cream: yes, even in winter.',
      },
      {
        cn: '全程大约一个半小时。一双舒适的乐福鞋、一条羊绒围巾，和一个不赶时间的下午。',
        en: 'It takes about an hour and a half. Comfortable loafers, a cashmere scarf, and an afternoon with nowhere else to be.',
      },
    ],
    sns: ['MF26-S-LO-0171', 'MP00-A-SC-0110'],
    subjects: [['loafer', '#a5622d']],
  },
  {
    slug: 'midnight-blue',
    title: { cn: '午夜蓝', en: 'Midnight Blue' },
    summary: {
      cn: '比黑色更柔和，比黑色更深邃。',
      en: 'Softer than black, and somehow deeper.',
    },
    paragraphs: [
      {
        cn: '在烛光下，午夜蓝看起来比黑色更黑。上世纪三十年代，伦敦的裁缝开始用它来做晚礼服，从此它成了冬夜的颜色。',
        en: 'By candlelight, midnight blue looks blacker than black. London tailors began cutting evening wear in it in the 1930s, and it has been the colour of winter nights ever since.',
      },
      {
        cn: '本季的午夜蓝出现在双排扣西装、羊毛大衣与漆皮乐福鞋上。',
        en: 'This season it appears on double-breasted blazers, wool peacoats and patent loafers.',
      },
    ],
    sns: ['MF26-M-TA-0048', 'MS26-M-CO-0037'],
    subjects: [['coat', '#1f2a44']],
  },
]);

export const ARTICLES: SeedArticle[] = [...ATELIER, ...RIVIERA, ...WINTER];
