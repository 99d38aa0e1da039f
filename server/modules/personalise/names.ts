import type { Personalisation } from '../../../contract/cart';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { langsFor, pickTexts } from '../catalogue';

const hasOptions = (p: Personalisation) =>
  Boolean(p.custom_position || p.letter_color || p.number_color || p.inner_area) ||
  p.pendants.length > 0;

/**
 * Lines as the shopper reads them: the option codes they keep, named in `lang`. A value that
 * names no option (kept before options had codes) is shown as it is.
 */
export async function withOptionNames<Line extends Personalisation>(
  db: Db,
  lines: Line[],
  lang: Lang,
): Promise<Line[]> {
  if (!lines.some(hasOptions)) return lines;
  const rows = await db
    .selectFrom('personal_option')
    .innerJoin(
      'personal_option_text',
      'personal_option_text.personal_option_id',
      'personal_option.id',
    )
    .select(['personal_option.id', 'kind', 'code', 'lang', 'name'])
    .where('lang', 'in', langsFor(lang))
    .execute();
  const names = new Map(
    [...pickTexts(rows, (r) => r.id, lang).values()].map((r) => [`${r.kind}:${r.code}`, r.name]),
  );
  const name = (kind: string, code: string) => (code && names.get(`${kind}:${code}`)) || code;
  return lines.map((line) => ({
    ...line,
    custom_position: name('position', line.custom_position),
    letter_color: name('letter_color', line.letter_color),
    number_color: name('number_color', line.number_color),
    pendants: line.pendants.map((code) => name('pendant', code)),
    inner_area: name('inner_area', line.inner_area),
  }));
}
