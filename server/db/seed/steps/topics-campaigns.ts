import type { Scene } from '../data/scenes';
import type { Words } from '../data/types';

/** A block of a campaign, before ids are known. */
export type SeedBlock =
  | { type: 'text'; title: Words; text: Words }
  | { type: 'picture'; scene: Omit<Scene, 'path' | 'width' | 'height'>; caption: Words }
  | { type: 'goods'; title: Words; sns: string[] }
  | { type: 'news'; title: Words; button: Words };

export interface SeedCampaign {
  slug: string;
  /** The campaign's group of articles (topics-articles.ts). */
  group: { slug: string; name: Words; description: Words };
  title: Words;
  subtitle: Words;
  summary: Words;
  hero: Omit<Scene, 'path' | 'width' | 'height'>;
  publishedAt: number;
  blocks: SeedBlock[];
}

const readAll: Words = { cn: '阅读全部文章', en: 'Read all stories' };

export const CAMPAIGNS: SeedCampaign[] = [
  {
    slug: 'inside-the-atelier',
    group: {
      slug: 'atelier-notes',
      name: { cn: '工坊札记', en: 'Atelier Notes' },
      description: {
        cn: '来自巴黎工坊的日常：皮革、针线与耐心。',
        en: 'Days in our Paris atelier: leather, thread and patience.',
      },
    },
    title: { cn: '工坊手记', en: 'Inside the Atelier' },
    subtitle: {
      cn: '十八个小时，一双手：一只 Maison 手袋的诞生。',
      en: 'Eighteen hours, one pair of hands: how a Maison bag is made.',
    },
    summary: {
      cn: '从挑选皮料到封边上色，走进巴黎工坊，认识让时间慢下来的匠人。',
      en: 'From choosing the hide to painting the edges, meet the artisans who slow time down.',
    },
    hero: {
      mood: ['#efe6dc', '#cfb9a2'],
      accent: '#8f3b45',
      layout: 'arch',
      subjects: [
        { art: 'top-handle', variant: 0, hex: '#6b1e2b' },
        { art: 'wallet', variant: 0, hex: '#b98c5f' },
      ],
    },
    publishedAt: Date.UTC(2026, 8, 20, 2),
    blocks: [
      {
        type: 'text',
        title: { cn: '一位匠人，一只手袋', en: 'One artisan, one bag' },
        text: {
          cn: '在我们位于巴黎玛黑区的工坊里，每一只手袋都由同一位匠人从头至尾独立完成。裁皮、削边、缝线、上色，每一道工序都在同一张工作台上进行，直到匠人在内袋里签下自己的名字缩写。',
          en: 'In our atelier in the Marais, every bag is made from start to finish by a single artisan. Cutting, skiving, stitching and painting all happen at one workbench, until the artisan signs their initials inside the pocket.',
        },
      },
      {
        type: 'goods',
        title: { cn: '工坊之作', en: 'Made in the atelier' },
        sns: [
          'MF25-B-TH-0071',
          'MF25-B-TH-0072',
          'MF26-B-SB-0078',
          'MF26-B-CB-0085',
          'MP00-B-TO-0092',
          'MF26-B-SL-0099',
        ],
      },
      {
        type: 'picture',
        scene: {
          mood: ['#e9ddd0', '#c4a98c'],
          accent: '#f5efe6',
          layout: 'stage',
          subjects: [
            { art: 'shoulder-bag', variant: 0, hex: '#1d1c1b' },
            { art: 'belt', variant: 0, hex: '#a5622d' },
          ],
        },
        caption: {
          cn: '马鞍针法：两根针，一根麻线，每厘米四针。',
          en: 'Saddle stitch: two needles, one linen thread, four stitches to the centimetre.',
        },
      },
      {
        type: 'text',
        title: { cn: '为一生而做', en: 'Made to be mended' },
        text: {
          cn: '我们相信好的手袋应当陪伴一生。每一只 Maison 手袋都可以回到工坊保养与修复，手柄可以更换，边油可以重涂，而它的故事会继续写下去。',
          en: 'We believe a good bag should last a lifetime. Every Maison bag can come back to the atelier for care and repair: handles can be replaced, edges repainted, and its story goes on.',
        },
      },
      { type: 'news', title: { cn: '工坊札记', en: 'Atelier Notes' }, button: readAll },
    ],
  },
  {
    slug: 'riviera-summer',
    group: {
      slug: 'riviera-postcards',
      name: { cn: '里维埃拉明信片', en: 'Riviera Postcards' },
      description: {
        cn: '从芒通到圣特罗佩，一个夏天的海岸笔记。',
        en: 'Notes from a summer on the coast, from Menton to Saint-Tropez.',
      },
    },
    title: { cn: '里维埃拉之夏', en: 'A Summer on the Riviera' },
    subtitle: {
      cn: '真丝、亚麻与海风的颜色。',
      en: 'Silk, linen and the colours of sea air.',
    },
    summary: {
      cn: '为漫长的海岸假日准备的轻盈衣橱：印花丝巾、吊带裙与草编手袋。',
      en: 'A light wardrobe for long days on the coast: printed silk, slip dresses and raffia.',
    },
    hero: {
      mood: ['#dfe8ee', '#b3c8d6'],
      accent: '#f3efe6',
      layout: 'circle',
      subjects: [
        { art: 'dress', variant: 1, hex: '#d7a3a0' },
        { art: 'sunglasses', variant: 0, hex: '#1f2a44' },
      ],
    },
    publishedAt: Date.UTC(2026, 9, 8, 2),
    blocks: [
      {
        type: 'text',
        title: { cn: '海岸线上的衣橱', en: 'A wardrobe for the coastline' },
        text: {
          cn: '清晨的集市、午后的海湾、夜晚的露台：里维埃拉的一天需要的衣服不多，但每一件都要轻、要透气，还要经得起行李箱的折叠。',
          en: 'Morning markets, afternoon coves, evening terraces: a day on the Riviera asks for few clothes, but each must be light, breathe, and survive a suitcase.',
        },
      },
      {
        type: 'goods',
        title: { cn: '行李箱里的夏天', en: 'Summer in a suitcase' },
        sns: [
          'MS26-W-DR-0003',
          'MF26-A-SC-0106',
          'MS26-A-SC-0108',
          'MS26-A-SU-0129',
          'MF26-S-FL-0151',
          'MF26-B-TO-0093',
        ],
      },
      {
        type: 'picture',
        scene: {
          mood: ['#e6eef2', '#c3d4de'],
          accent: '#d6c4a4',
          layout: 'arch',
          subjects: [
            { art: 'scarf', variant: 1, hex: '#2b4f9e' },
            { art: 'tote', variant: 0, hex: '#d6c4a4' },
          ],
        },
        caption: {
          cn: '90 厘米真丝方巾，可作头巾、腰带，也可系在手袋上。',
          en: 'A 90 cm silk square: a headscarf, a belt, or tied to a bag.',
        },
      },
      { type: 'news', title: { cn: '里维埃拉明信片', en: 'Riviera Postcards' }, button: readAll },
    ],
  },
  {
    slug: 'winter-in-paris',
    group: {
      slug: 'paris-winter-letters',
      name: { cn: '巴黎冬日来信', en: 'Letters from a Paris Winter' },
      description: {
        cn: '羊绒、粗花呢与初雪：来自巴黎的冬日笔记。',
        en: 'Cashmere, tweed and first snow: winter notes from Paris.',
      },
    },
    title: { cn: '巴黎之冬', en: 'Winter in Paris' },
    subtitle: {
      cn: '羊绒、粗花呢与夜色，在巴黎的初冬相遇。',
      en: 'Cashmere, tweed and midnight hues meet in the first chill of a Paris winter.',
    },
    summary: {
      cn: '本季大衣、针织与靴履，为塞纳河畔的漫长散步而做。',
      en: 'The season’s coats, knits and boots, made for long walks along the Seine.',
    },
    hero: {
      mood: ['#27314d', '#151b2c'],
      accent: '#c9a44c',
      layout: 'split',
      subjects: [
        { art: 'coat', variant: 0, hex: '#b98c5f' },
        { art: 'boot', variant: 0, hex: '#1d1c1b' },
      ],
    },
    publishedAt: Date.UTC(2026, 10, 2, 2),
    blocks: [
      {
        type: 'text',
        title: { cn: '当第一阵寒风吹过塞纳河', en: 'When the first cold wind crosses the Seine' },
        text: {
          cn: '巴黎的冬天来得很安静。咖啡馆把露台的椅子收进室内，书店橱窗里亮起暖黄的灯，街上的人们换上了厚重的大衣——那是一年中穿衣最讲究的季节。',
          en: 'Winter arrives quietly in Paris. Cafés bring their terrace chairs inside, bookshop windows glow amber, and the streets fill with heavy coats: the most considered season of the year.',
        },
      },
      {
        type: 'goods',
        title: { cn: '冬日衣橱', en: 'The winter wardrobe' },
        sns: [
          'MP00-W-CO-0008',
          'MF26-M-CO-0036',
          'MF26-W-KN-0015',
          'MF26-M-KN-0053',
          'MF26-S-BO-0163',
          'MF26-A-HA-0134',
        ],
      },
      {
        type: 'picture',
        scene: {
          mood: ['#ece3d7', '#cdb89f'],
          accent: '#45474b',
          layout: 'arch',
          subjects: [
            { art: 'knit', variant: 0, hex: '#efe8da' },
            { art: 'hat', variant: 0, hex: '#45474b' },
          ],
        },
        caption: {
          cn: '内蒙古羊绒，在苏格兰边境的小镇纺织成衣。',
          en: 'Inner Mongolian cashmere, knitted in a Scottish Borders town.',
        },
      },
      {
        type: 'text',
        title: { cn: '层层叠穿', en: 'The art of layers' },
        text: {
          cn: '一件细针织高领衫、一件双面呢大衣、一条真丝围巾：三层轻薄的衣物，比一件厚重的外套更温暖，也更从容。',
          en: 'A fine-gauge turtleneck, a double-face wool coat, a silk scarf: three light layers are warmer than one heavy one, and far more graceful.',
        },
      },
      {
        type: 'news',
        title: { cn: '巴黎冬日来信', en: 'Letters from a Paris Winter' },
        button: readAll,
      },
    ],
  },
];
