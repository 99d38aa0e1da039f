import { DEPARTMENTS } from '../data/catalogue';
import { COLORS, PROMOTIONS, SEASONS, SERIES } from '../data/reference';
import { csvFile } from './csv';

const CHINA_OFFSET = 8 * 3_600_000;

/** An instant as the feed writes it: `YYYY-MM-DD HH:mm`, China time; empty for none. */
export function chinaTime(epoch: number | null): string | null {
  if (epoch === null) return null;
  return new Date(epoch + CHINA_OFFSET).toISOString().slice(0, 16).replace('T', ' ');
}

/** Departments, each followed by its leaves: the order the shop numbers them in. */
function categories(): string {
  const rows = DEPARTMENTS.flatMap((department, d) => [
    { slug: department.slug, parent: null, sort: (d + 1) * 10, name: department.name },
    ...department.leaves.map((leaf, l) => ({
      slug: leaf.slug,
      parent: department.slug,
      sort: (l + 1) * 10,
      name: leaf.name,
    })),
  ]);
  return csvFile(
    ['slug', 'parent', 'name_cn', 'name_en', 'sort'],
    rows.map((c) => ({ ...c, name_cn: c.name.cn, name_en: c.name.en })),
  );
}

/** Series and seasons: sorted in the order the data lists them, from 1. */
function named(items: readonly { slug: string; name: { cn: string; en: string } }[]): string {
  return csvFile(
    ['slug', 'name_cn', 'name_en', 'sort'],
    items.map((item, i) => ({
      slug: item.slug,
      name_cn: item.name.cn,
      name_en: item.name.en,
      sort: i + 1,
    })),
  );
}

function colours(): string {
  return csvFile(
    ['slug', 'hex', 'name_cn', 'name_en', 'sort'],
    COLORS.map((c, i) => ({
      slug: c.slug,
      hex: c.hex,
      name_cn: c.name.cn,
      name_en: c.name.en,
      sort: i + 1,
    })),
  );
}

function promotions(): string {
  return csvFile(
    ['slug', 'discount_percent', 'starts_at', 'ends_at', 'name_cn', 'name_en', 'tag_cn', 'tag_en'],
    PROMOTIONS.map((p) => ({
      slug: p.slug,
      discount_percent: p.discount,
      starts_at: null,
      ends_at: chinaTime(p.endsAt),
      name_cn: p.name.cn,
      name_en: p.name.en,
      tag_cn: p.tag.cn,
      tag_en: p.tag.en,
    })),
  );
}

/** The demo's reference files, by file name. */
export function referenceFiles(): Record<string, string> {
  return {
    'categories.csv': categories(),
    'series.csv': named(SERIES),
    'seasons.csv': named(SEASONS),
    'colours.csv': colours(),
    'promotions.csv': promotions(),
  };
}
