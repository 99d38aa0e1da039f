import { CODE_INVALID_INPUT } from '../../../contract/call';
import type { Personalisation } from '../../../contract/cart';
import { CUSTOM_LETTERS_PATTERN, CUSTOM_REPEAT_MAX } from '../../../contract/personalise';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { MessageKey } from '../../messages';
import type { MessageParams } from '../../lib/messages';
import { offeredCodes, personalGoods } from './options';

const ASCII_LETTERS = /^[A-Za-z0-9]+$/;

/** A line of a piece as it comes, nothing added. */
export const NO_PERSONALISATION: Personalisation = {
  custom_letters: '',
  custom_position: '',
  letter_color: '',
  number_color: '',
  pendants: [],
  inner_area: '',
};

const refuse = (key: MessageKey, params: MessageParams = {}) =>
  new BusinessError(CODE_INVALID_INPUT, key, params);

function isBlank(p: Personalisation): boolean {
  return (
    !p.custom_letters &&
    !p.custom_position &&
    !p.letter_color &&
    !p.number_color &&
    !p.inner_area &&
    p.pendants.every((pendant) => !pendant)
  );
}

/** True when some character of `letters` appears more than the workshop allows. */
export function hasTooManyRepeats(letters: string): boolean {
  const counts = new Map<string, number>();
  for (const char of letters) {
    const count = (counts.get(char) ?? 0) + 1;
    if (count > CUSTOM_REPEAT_MAX) return true;
    counts.set(char, count);
  }
  return false;
}

/**
 * The personalisation of a line of `goodsId` as it is kept: nothing at all, or initials the
 * piece takes with options it offers. Letters are upper-cased; a number colour is kept only
 * for initials with digits; pendants are kept once each, in the workshop's order.
 */
export async function checkPersonalisation(
  db: Db,
  goodsId: number,
  given: Personalisation,
): Promise<Personalisation> {
  if (isBlank(given)) return NO_PERSONALISATION;
  const goods = await personalGoods(db, goodsId);
  if (!goods) throw refuse('personaliseNotOffered');
  if (!given.custom_letters) throw refuse('personaliseContentRequired');
  // Upper-casing only after the check: 'ß' would otherwise become the valid 'SS'.
  const letters = ASCII_LETTERS.test(given.custom_letters)
    ? given.custom_letters.toUpperCase()
    : '';
  if (!CUSTOM_LETTERS_PATTERN.test(letters) || letters.length > goods.max_length) {
    throw refuse('personaliseFormat', { max: goods.max_length });
  }
  if (hasTooManyRepeats(letters)) throw refuse('personaliseRepeated');
  if (!given.custom_position) throw refuse('personalisePositionRequired');
  if (!given.letter_color) throw refuse('personaliseLetterColorRequired');

  const offered = await offeredCodes(db, goodsId);
  const offers = (kind: Parameters<typeof offered.get>[0], code: string) =>
    offered.get(kind)?.includes(code) ?? false;
  const numberColor = /\d/.test(letters) ? given.number_color : '';
  const pendants = new Set(given.pendants.filter(Boolean));
  const valid =
    offers('position', given.custom_position) &&
    offers('letter_color', given.letter_color) &&
    (!numberColor || offers('number_color', numberColor)) &&
    (!given.inner_area || offers('inner_area', given.inner_area)) &&
    [...pendants].every((code) => offers('pendant', code));
  if (!valid) throw refuse('personaliseOptionUnknown');
  return {
    custom_letters: letters,
    custom_position: given.custom_position,
    letter_color: given.letter_color,
    number_color: numberColor,
    pendants: (offered.get('pendant') ?? []).filter((code) => pendants.has(code)),
    inner_area: given.inner_area,
  };
}

/** As `checkPersonalisation`, for a SKU; an unknown SKU is left for the caller to refuse. */
export async function checkSkuPersonalisation(
  db: Db,
  skuId: number,
  given: Personalisation,
): Promise<Personalisation> {
  if (isBlank(given)) return NO_PERSONALISATION;
  const sku = await db
    .selectFrom('sku')
    .select('goods_id')
    .where('id', '=', skuId)
    .executeTakeFirst();
  return sku ? checkPersonalisation(db, sku.goods_id, given) : given;
}
