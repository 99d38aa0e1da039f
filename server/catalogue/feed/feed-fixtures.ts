import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CATALOGUE_COLUMNS } from './catalogue';
import { describeProblem, type FeedReading, type KnownSlugs } from './model';
import { readFeed } from './read';

// Feed folders for the reader's tests, written into a temporary folder.

export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
export type Cells = Partial<Record<string, string>>;

/** The shop's own slugs, as a database would list them. */
export const KNOWN: KnownSlugs = {
  categories: new Set(['women', 'women-coats', 'bags', 'bags-totes']),
  series: new Set(['atelier', 'voyage']),
  seasons: new Set(['fw26', 'permanent']),
  colours: new Set(['black', 'camel', 'ivory']),
  promotions: new Set(['private-sale']),
  pieces: new Set(['MF25-W-CO-0001']),
};

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) || value !== value.trim()
    ? `"${value.replaceAll('"', '""')}"`
    : value;
}

export function csvText(header: readonly string[], rows: Cells[], eol = '\n'): string {
  const line = (cells: string[]) => cells.map(csvCell).join(',');
  return [line([...header]), ...rows.map((row) => line(header.map((c) => row[c] ?? '')))]
    .map((text) => text + eol)
    .join('');
}

const COAT = {
  sn: 'MF26-W-CO-0101',
  category: 'women-coats',
  series: 'atelier',
  season: 'fw26',
  size_kind: 'clothing',
  name_cn: '双面羊绒大衣',
  name_en: 'Double-Faced Cashmere Coat',
  description_cn: '双面羊绒手工缝制，\n线条利落。',
  description_en: 'Hand-finished double-faced cashmere, with clean lines.',
  material_cn: '100% 羊绒',
  material_en: '100% cashmere',
  care_cn: '专业干洗',
  care_en: 'Dry clean only',
  on_sale: '1',
  is_new: '1',
  sort: '10',
  promotion: 'private-sale',
};

const TOTE = {
  sn: 'MP00-B-TO-0102',
  category: 'bags-totes',
  series: 'voyage',
  season: 'permanent',
  size_kind: 'one',
  name_cn: '帆布托特包',
  name_en: 'Canvas Tote',
  description_cn: '',
  description_en: '',
  material_cn: '帆布，小牛皮饰边',
  material_en: 'Canvas, calfskin trim',
  care_cn: '',
  care_en: '',
  on_sale: '1',
  is_new: '0',
  sort: '',
  promotion: '',
};

/**
 * A good catalogue: a coat in black (two sizes) and camel (one, marked down in a promotion), its
 * later rows leaving the piece's columns empty, and a tote in one size with no pictures.
 */
export function goodRows(): Cells[] {
  return [
    {
      ...COAT,
      sku: 'MF26-W-CO-0101-BLK-S',
      colour: 'black',
      size: 'S',
      price: '12800',
      original_price: '',
      stock: '3',
      pictures: 'pictures/coat-black-1.jpg|pictures/coat-black-2.png',
    },
    { sn: COAT.sn, sku: 'MF26-W-CO-0101-BLK-M', colour: 'black', size: 'M', price: '12800.5' },
    {
      sn: COAT.sn,
      sku: 'MF26-W-CO-0101-CML-S',
      colour: 'camel',
      size: 'S',
      price: '9999.99',
      original_price: '12800.00',
      stock: '0',
      pictures: 'pictures/coat-camel.svg',
    },
    { ...TOTE, sku: 'MP00-B-TO-0102-ONE', colour: 'ivory', size: 'ONE', price: '6800' },
  ].map((row, index) => ({ stock: String(index + 1), ...row }));
}

/** A picture file's bytes: a real image of that kind, width × height. */
export async function pictureBytes(kind: 'jpeg' | 'png' | 'webp' | 'svg', width = 12, height = 15) {
  if (kind === 'svg') {
    return Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#6b1e2b"/></svg>`,
    );
  }
  const create = { width, height, channels: 3 as const, background: '#b98c5f' };
  return sharp({ create }).toFormat(kind).toBuffer();
}

/** A feed folder in a temporary folder of its own. */
export class FeedFolder {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-feed-'));

  write(file: string, content: string | Buffer): this {
    const full = path.join(this.dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
    return this;
  }

  catalogue(rows: Cells[], header: readonly string[] = CATALOGUE_COLUMNS): this {
    return this.write('catalogue.csv', csvText(header, rows));
  }

  /** The pictures goodRows() names. */
  async pictures(): Promise<this> {
    this.write('pictures/coat-black-1.jpg', await pictureBytes('jpeg', 30, 40));
    this.write('pictures/coat-black-2.png', await pictureBytes('png', 40, 30));
    return this.write('pictures/coat-camel.svg', await pictureBytes('svg', 120, 150));
  }

  read(known: KnownSlugs = KNOWN): Promise<FeedReading> {
    return readFeed(this.dir, known);
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The problems of a reading as the operator reads them; none when the feed was read. */
export function problemsOf(reading: FeedReading): string[] {
  return reading.ok ? [] : reading.problems.map(describeProblem);
}
