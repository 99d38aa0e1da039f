import type { Generated } from 'kysely';
import type { Id, Text } from './schema';

// The tables of migration personalisation (see server/db/migrations).

export interface PersonalOptionTable {
  id: Id;
  /** position, letter_color, number_color, pendant or inner_area. */
  kind: string;
  code: string;
  /** '#rrggbb' for colours; '' otherwise, and for tone-on-tone letters. */
  hex: Generated<string>;
  sort: Generated<number>;
}

export interface PersonalGoodsTable {
  goods_id: number;
  /** The most characters the piece takes. */
  max_length: number;
  sort: Generated<number>;
  enabled: Generated<number>;
}

/** An option a piece offers; a position's place on the picture in thousandths. */
export interface PersonalGoodsOptionTable {
  goods_id: number;
  personal_option_id: number;
  x: Generated<number>;
  y: Generated<number>;
  size: Generated<number>;
}

export interface PersonalisationTables {
  personal_option: PersonalOptionTable;
  personal_option_text: Text<'personal_option', 'name'>;
  personal_goods: PersonalGoodsTable;
  personal_goods_option: PersonalGoodsOptionTable;
}
