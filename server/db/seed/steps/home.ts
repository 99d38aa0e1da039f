import type { Db } from '../../database';
import { perLang, type SeedLang } from '../batch';
import { bannerScenes, SLIDES, STORY_SCENES, TILES, tileScene, type Scene } from '../data/scenes';
import type { Words } from '../data/types';
import type { PlannedGoods } from '../plan';
import type { ReferenceIds } from './reference';

const picture = (scene: Scene) => ({ path: scene.path, width: scene.width, height: scene.height });

interface Template {
  sort: number;
  type: 'banner' | 'rail' | 'waterfall' | 'story';
  config: unknown;
  content: (lang: SeedLang) => unknown;
}

function pick(words: Record<string, Words>, lang: SeedLang): Record<string, string> {
  return Object.fromEntries(Object.entries(words).map(([key, value]) => [key, value[lang]]));
}

/**
 * The home page, built from templates. They are inserted out of display order on purpose:
 * the page sorts by `sort`, never by id.
 */
export async function insertHomeTemplates(
  db: Db,
  plan: PlannedGoods[],
  goodsIds: Map<string, number>,
  ids: ReferenceIds,
): Promise<void> {
  const idsOf = (goods: PlannedGoods[]) => goods.map((g) => goodsIds.get(g.sn) as number);
  const category = (slug: string) => `/productList?category_id=${ids.categories.get(slug) ?? ''}`;
  const promotion = (slug: string) => `/productList?promotion=${ids.promotions.get(slug) ?? ''}`;
  const bySales = (a: PlannedGoods, b: PlannedGoods) => b.sales - a.sales;

  const newest = plan.filter((g) => g.isNew).sort((a, b) => b.createdAt - a.createdAt);
  const iconBags = plan
    .filter((g) => g.leaf.slug === 'bags-top-handles' || g.leaf.slug === 'bags-shoulder')
    .sort(bySales);
  const privateSale = plan.filter((g) => g.promotion === 'private-sale').sort(bySales);
  const slideLinks = ['/productList?sort=new', category('bags'), promotion('private-sale')];

  const rail = (
    sort: number,
    goods: PlannedGoods[],
    link: string,
    title: Words,
    subtitle: Words,
  ) => ({
    sort,
    type: 'rail' as const,
    config: { goods_ids: idsOf(goods.slice(0, 10)), link },
    content: (lang: SeedLang) => ({ title: title[lang], subtitle: subtitle[lang] }),
  });
  const story = (sort: number, scene: Scene, link: string, words: Record<string, Words>) => ({
    sort,
    type: 'story' as const,
    config: { picture: picture(scene), link },
    content: (lang: SeedLang) => pick(words, lang),
  });

  const templates: Template[] = [
    rail(
      30,
      iconBags,
      category('bags'),
      { cn: '经典手袋', en: 'Icon Bags' },
      {
        cn: '历久弥新的 Maison 手袋。',
        en: 'Maison bags that only grow better with time.',
      },
    ),
    {
      sort: 10,
      type: 'banner',
      config: {
        items: SLIDES.map((slide, i) => {
          const scenes = bannerScenes(slide);
          return {
            picture: picture(scenes.desktop),
            mobile_picture: picture(scenes.mobile),
            link: slideLinks[i],
          };
        }),
      },
      content: (lang) => ({ items: SLIDES.map((slide) => pick(slide.words, lang)) }),
    },
    story(50, STORY_SCENES.atelier, category('bags-top-handles'), {
      title: { cn: '走进巴黎工坊', en: 'Inside the Atelier' },
      text: {
        cn: '每一只 Maison 手袋都由一位匠人从裁皮到封边独立完成，耗时可达十八个小时。走进我们位于巴黎的工坊，认识那些让时间慢下来的双手。',
        en: 'Every Maison bag is made by a single artisan, from cutting the leather to painting its edges: up to eighteen hours of work. Step inside our Paris atelier and meet the hands that slow time down.',
      },
      button: { cn: '了解更多', en: 'Discover more' },
    }),
    rail(
      20,
      newest,
      '/productList?sort=new',
      { cn: '新品上市', en: 'New Arrivals' },
      {
        cn: '本季新作，每周更新。',
        en: 'The season’s newest pieces, updated every week.',
      },
    ),
    // The story promises initials: it leads to the pieces the workshop personalises.
    story(70, STORY_SCENES.gifting, '/personalizedList', {
      title: { cn: '礼赠心意', en: 'The Art of Gifting' },
      text: {
        cn: '精选礼品以 Maison 标志性的礼盒包装，附手写贺卡，并可免费镌刻姓名首字母。',
        en: 'Thoughtful gifts presented in our signature box with a handwritten card, and initials engraved free of charge.',
      },
      button: { cn: '定制专属礼品', en: 'Personalise a gift' },
    }),
    {
      sort: 40,
      type: 'waterfall',
      config: {
        items: TILES.map((tile) => ({
          picture: picture(tileScene(tile)),
          link: category(tile.category),
        })),
      },
      content: (lang) => ({
        title: { cn: '季节灵感', en: 'Notes from the Season' }[lang],
        items: TILES.map((tile) => pick(tile.words, lang)),
      }),
    },
    rail(
      60,
      privateSale,
      promotion('private-sale'),
      { cn: '会员私享', en: 'Private Sale' },
      {
        cn: '往季精选，限时七折。',
        en: 'Past-season favourites at 30% off, for a limited time.',
      },
    ),
  ];

  for (const template of templates) {
    const { id } = await db
      .insertInto('home_template')
      .values({
        sort: template.sort,
        type: template.type,
        config: JSON.stringify(template.config),
        enabled: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('home_template_text')
      .values(
        perLang((lang) => ({
          home_template_id: id,
          lang,
          content: JSON.stringify(template.content(lang)),
        })),
      )
      .execute();
  }
}
