import type { Generated } from 'kysely';

type Id = Generated<number>;
type Text<Owner extends string, Fields extends string> = Record<`${Owner}_id`, number> & {
  lang: string;
} & Record<Fields, string>;

export interface LanguageTable {
  code: string;
  name: string;
  sort: number;
}
export interface CategoryTable {
  id: Id;
  parent_id: number | null;
  slug: string;
  sort: number;
}
export interface SlugTable {
  id: Id;
  slug: string;
  sort: number;
}
export interface ColorTable extends SlugTable {
  hex: string;
}
export interface PromotionTable {
  id: Id;
  slug: string;
  discount_percent: number;
  starts_at: number | null;
  ends_at: number | null;
}
export interface GoodsTable {
  id: Id;
  sn: string;
  category_id: number;
  series_id: number;
  season_id: number;
  promotion_id: number | null;
  size_kind: 'clothing' | 'shoes' | 'one';
  price: number;
  original_price: number;
  is_new: number;
  on_sale: number;
  sort: number;
  sales: number;
  created_at: number;
}
export interface GoodsColorTable {
  id: Id;
  goods_id: number;
  color_id: number;
  sort: number;
}
export interface PictureTable {
  id: Id;
  owner: string;
  owner_id: number;
  sort: number;
  path: string;
  width: number;
  height: number;
}
export interface SkuTable {
  id: Id;
  goods_id: number;
  goods_color_id: number;
  size: string;
  sort: number;
  price: number;
  original_price: number;
  stock: number;
}
export interface GoodsCollocationTable {
  goods_id: number;
  match_goods_id: number;
  sort: number;
}
export interface SizeChartTable {
  size_kind: string;
  lang: string;
  title: string;
  /** JSON: string[] */
  headers: string;
  /** JSON: string[][] */
  rows: string;
  note: string;
}
export interface MenuTable {
  id: Id;
  parent_id: number | null;
  sort: number;
  link: string;
}
export interface HomeTemplateTable {
  id: Id;
  sort: number;
  type: string;
  /** JSON, language-neutral: pictures, links, goods ids. */
  config: string;
  enabled: number;
}
export interface FooterLinkTable {
  id: Id;
  footer_group_id: number;
  sort: number;
  url: string;
}
export interface PopupTable {
  id: Id;
  keyword: string;
  picture_path: string | null;
  link: string;
  sort: number;
  starts_at: number | null;
  ends_at: number | null;
  enabled: number;
}
export interface SearchLogTable {
  id: Id;
  user_id: number;
  word: string;
  created_at: number;
}
export interface SubscriptionTable {
  id: Id;
  email: string;
  lang: string;
  created_at: number;
}
export interface SettingTable {
  key: string;
  value: string;
}

export interface Database {
  language: LanguageTable;
  category: CategoryTable;
  category_text: Text<'category', 'name'>;
  series: SlugTable;
  series_text: Text<'series', 'name'>;
  season: SlugTable;
  season_text: Text<'season', 'name'>;
  color: ColorTable;
  color_text: Text<'color', 'name'>;
  promotion: PromotionTable;
  promotion_text: Text<'promotion', 'name' | 'tag'>;
  goods: GoodsTable;
  goods_text: Text<'goods', 'name' | 'description' | 'material' | 'care' | 'search_text'>;
  goods_color: GoodsColorTable;
  picture: PictureTable;
  sku: SkuTable;
  goods_collocation: GoodsCollocationTable;
  size_chart: SizeChartTable;
  menu: MenuTable;
  menu_text: Text<'menu', 'name'>;
  home_template: HomeTemplateTable;
  /** content: JSON with the template's words in that language. */
  home_template_text: Text<'home_template', 'content'>;
  footer_group: { id: Id; sort: number };
  footer_group_text: Text<'footer_group', 'title'>;
  footer_link: FooterLinkTable;
  footer_link_text: Text<'footer_link', 'label'>;
  popup: PopupTable;
  popup_text: Text<'popup', 'title' | 'body' | 'button'>;
  hot_search: { id: Id; sort: number };
  hot_search_text: Text<'hot_search', 'word'>;
  search_log: SearchLogTable;
  subscription: SubscriptionTable;
  setting: SettingTable;
}
