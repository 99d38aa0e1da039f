import { afterEach, describe, expect, it } from 'vitest';
import { csvText, FeedFolder, goodRows, problemsOf, type Cells } from './feed-fixtures';

const folders: FeedFolder[] = [];
afterEach(() => folders.splice(0).forEach((made) => made.remove()));

const COLUMNS = {
  'categories.csv': ['slug', 'parent', 'name_cn', 'name_en', 'sort'],
  'series.csv': ['slug', 'name_cn', 'name_en', 'sort'],
  'seasons.csv': ['sort', 'name_en', 'name_cn', 'slug'],
  'colours.csv': ['slug', 'hex', 'name_cn', 'name_en', 'sort'],
  'promotions.csv': [
    ...['slug', 'discount_percent', 'starts_at', 'ends_at'],
    ...['name_cn', 'name_en', 'tag_cn', 'tag_en'],
  ],
  'collocations.csv': ['sn', 'match_sn'],
};
type ReferenceFile = keyof typeof COLUMNS;

/** A good catalogue with these reference files, and its catalogue rows changed as given. */
async function feedWith(
  files: Partial<Record<ReferenceFile, Cells[]>>,
  change: (row: Cells) => Cells = () => ({}),
) {
  const rows = goodRows().map((row) => ({ ...row, ...change(row) }));
  const made = await new FeedFolder().catalogue(rows).pictures();
  folders.push(made);
  for (const [file, rows] of Object.entries(files)) {
    made.write(file, csvText(COLUMNS[file as ReferenceFile], rows));
  }
  return made.read();
}

const problemsWith = async (
  files: Partial<Record<ReferenceFile, Cells[]>>,
  change?: (row: Cells) => Cells,
) => problemsOf(await feedWith(files, change));

const named = (slug: string, extra: Cells = {}) => ({
  slug,
  name_cn: `${slug} 中文`,
  name_en: `${slug} English`,
  ...extra,
});

/** Epoch milliseconds of a moment in China time (UTC+8). */
const chinaTime = (iso: string) => Date.parse(`${iso}+08:00`);

describe('the reference files', () => {
  it('reads the definitions, which the catalogue may use beside the shop’s own slugs', async () => {
    const reading = await feedWith(
      {
        'categories.csv': [
          named('women-capes', { parent: 'women', sort: '5' }),
          named('women', { parent: '', sort: '1' }),
        ],
        'series.csv': [named('lumiere', { sort: '7' }), named('atelier')],
        'seasons.csv': [named('ss27')],
        'colours.csv': [named('ochre', { hex: '#C8902E', sort: '3' })],
        'promotions.csv': [
          named('gift', { discount_percent: '0', tag_cn: '礼遇', tag_en: 'Gift' }),
          named('double-eleven', {
            ...{ discount_percent: '20', starts_at: '2026-11-11', ends_at: '2026-11-11 23:30' },
            ...{ tag_cn: '8折', tag_en: '-20%' },
          }),
        ],
        'collocations.csv': [
          { sn: 'MF26-W-CO-0101', match_sn: 'MP00-B-TO-0102' },
          { sn: 'MP00-B-TO-0102', match_sn: 'MF25-W-CO-0001' },
        ],
      },
      (row) => ({
        ...(row.sn === 'MF26-W-CO-0101' && { category: 'women-capes' }),
        ...{ series: 'lumiere', season: 'ss27' },
        ...(row.colour === 'camel' && { colour: 'ochre' }),
      }),
    );
    if (!reading.ok) throw new Error(problemsOf(reading).join('\n'));
    const text = (slug: string) => ({ cn: `${slug} 中文`, en: `${slug} English` });
    const { feed } = reading;
    expect(feed.categories).toEqual([
      { slug: 'women-capes', parent: 'women', name: text('women-capes'), sort: 5 },
      { slug: 'women', parent: null, name: text('women'), sort: 1 },
    ]);
    expect(feed.series).toEqual([
      { slug: 'lumiere', name: text('lumiere'), sort: 7 },
      { slug: 'atelier', name: text('atelier'), sort: 0 },
    ]);
    expect(feed.seasons).toEqual([{ slug: 'ss27', name: text('ss27'), sort: 0 }]);
    expect(feed.colours).toEqual([{ slug: 'ochre', hex: '#c8902e', name: text('ochre'), sort: 3 }]);
    expect(feed.promotions).toEqual([
      {
        slug: 'gift',
        discountPercent: 0,
        startsAt: null,
        endsAt: null,
        name: text('gift'),
        tag: { cn: '礼遇', en: 'Gift' },
      },
      {
        slug: 'double-eleven',
        discountPercent: 20,
        startsAt: chinaTime('2026-11-11T00:00'),
        endsAt: chinaTime('2026-11-11T23:30'),
        name: text('double-eleven'),
        tag: { cn: '8折', en: '-20%' },
      },
    ]);
    expect(feed.collocations).toEqual([
      { sn: 'MF26-W-CO-0101', matchSn: 'MP00-B-TO-0102' },
      { sn: 'MP00-B-TO-0102', matchSn: 'MF25-W-CO-0001' },
    ]);
    expect(feed.pieces.map((piece) => [piece.category, piece.series, piece.season])).toEqual([
      ['women-capes', 'lumiere', 'ss27'],
      ['bags-totes', 'lumiere', 'ss27'],
    ]);
    expect(feed.pieces[0]?.colours.map((colour) => colour.colour)).toEqual(['black', 'ochre']);
  });

  it('runs a promotion ending on a day until the end of that day, China time', async () => {
    const reading = await feedWith({
      'promotions.csv': [
        named('sale', {
          discount_percent: '10',
          ends_at: '2026-12-31',
          tag_cn: '9折',
          tag_en: '-10%',
        }),
      ],
    });
    expect(reading.ok && reading.feed.promotions?.[0]?.endsAt).toBe(chinaTime('2027-01-01T00:00'));
  });

  it('names the file a used slug is missing from', async () => {
    const problems = await problemsWith(
      { 'colours.csv': [named('ochre', { hex: '#c8902e' })] },
      (row) => (row.colour === 'ivory' ? { colour: 'sienna' } : {}),
    );
    expect(problems).toEqual([
      'catalogue.csv line 6, colour: "sienna" is not a colour of the shop nor in colours.csv',
    ]);
  });

  it('refuses missing and unknown columns, and leaves the slugs of that file unchecked', async () => {
    const made = await new FeedFolder()
      .catalogue(goodRows().map((row) => ({ ...row, series: 'lumiere' })))
      .pictures();
    folders.push(made);
    made.write('series.csv', csvText(['slug', 'name_cn', 'name', 'sort'], [named('lumiere')]));
    expect(problemsOf(await made.read())).toEqual([
      'series.csv line 1: the header has missing columns "name_en"; unknown columns "name"; the columns are slug, name_cn, name_en, sort',
    ]);
  });

  it('refuses a slug defined twice, a name missing in one language, a sort that is no number', async () => {
    const problems = await problemsWith({
      'series.csv': [
        named('lumiere'),
        named('lumiere'),
        named('nuit', { name_en: '', sort: 'first' }),
      ],
    });
    expect(problems).toEqual([
      'series.csv line 3, slug: "lumiere" is defined twice, first on line 2',
      'series.csv line 4, name_en: is required but empty',
      'series.csv line 4, sort: "first" is not a whole number',
    ]);
  });

  it('refuses a category whose parent is unknown, and parents that go round in a loop', async () => {
    const problems = await problemsWith({
      'categories.csv': [
        named('capes', { parent: 'coats' }),
        named('coats', { parent: 'outerwear' }),
        named('outerwear', { parent: 'capes' }),
        named('stoles', { parent: 'scarves' }),
        named('loop', { parent: 'loop' }),
      ],
    });
    expect(problems).toEqual([
      'categories.csv line 2, parent: the parents go round in a loop: capes → coats → outerwear → capes',
      'categories.csv line 5, parent: "scarves" is not a category of the shop nor in categories.csv',
      'categories.csv line 6, parent: the parents go round in a loop: loop → loop',
    ]);
  });

  it('refuses a colour that is not #rrggbb', async () => {
    const problems = await problemsWith({
      'colours.csv': [named('ochre', { hex: 'C8902E' }), named('sienna', { hex: '#c8902' })],
    });
    expect(problems).toEqual([
      'colours.csv line 2, hex: "C8902E" is not a colour: write it #rrggbb, like #1d1c1b',
      'colours.csv line 3, hex: "#c8902" is not a colour: write it #rrggbb, like #1d1c1b',
    ]);
  });

  it('refuses a discount outside 0–99, a date not written YYYY-MM-DD [HH:mm], an end before its start', async () => {
    const promotion = (slug: string, extra: Cells) =>
      named(slug, { discount_percent: '10', tag_cn: '折扣', tag_en: 'Sale', ...extra });
    const problems = await problemsWith({
      'promotions.csv': [
        promotion('a', { discount_percent: '100' }),
        promotion('b', { discount_percent: '-5' }),
        promotion('c', { starts_at: '2026/11/11' }),
        promotion('d', { starts_at: '2026-02-30' }),
        promotion('e', { ends_at: '2026-11-11 24:00' }),
        promotion('f', { starts_at: '2026-11-12', ends_at: '2026-11-11 23:59' }),
        promotion('g', { tag_en: '' }),
      ],
    });
    expect(problems).toEqual([
      'promotions.csv line 2, discount_percent: "100" is above 99',
      'promotions.csv line 3, discount_percent: "-5" is below 0',
      'promotions.csv line 4, starts_at: "2026/11/11" is not a date: write YYYY-MM-DD or YYYY-MM-DD HH:mm',
      'promotions.csv line 5, starts_at: "2026-02-30" is not a real date and time',
      'promotions.csv line 6, ends_at: "2026-11-11 24:00" is not a real date and time',
      'promotions.csv line 7, ends_at: is not after starts_at',
      'promotions.csv line 8, tag_en: is required but empty',
    ]);
  });

  it('refuses a collocation of unknown pieces, of a piece with itself, or given twice', async () => {
    const problems = await problemsWith({
      'collocations.csv': [
        { sn: 'MF26-W-CO-0101', match_sn: 'MX00-GONE' },
        { sn: 'MF26-W-CO-0101', match_sn: 'MF26-W-CO-0101' },
        { sn: 'MF26-W-CO-0101', match_sn: 'MP00-B-TO-0102' },
        { sn: 'MF26-W-CO-0101', match_sn: 'MP00-B-TO-0102' },
        { sn: '', match_sn: 'MP00-B-TO-0102' },
      ],
    });
    expect(problems).toEqual([
      'collocations.csv line 2, match_sn: "MX00-GONE" is not a piece of the feed nor of the shop',
      'collocations.csv line 3, match_sn: is the piece itself',
      'collocations.csv line 5, match_sn: the same pair is already on line 4',
      'collocations.csv line 6, sn: is required but empty',
    ]);
  });

  it('refuses a row shorter than the header', async () => {
    const made = await new FeedFolder().catalogue(goodRows()).pictures();
    folders.push(made);
    made.write('seasons.csv', 'slug,name_cn,name_en,sort\nss27,2027 春夏\n');
    expect(problemsOf(await made.read())).toEqual([
      'seasons.csv line 2: has 2 values where the header names 4 columns',
    ]);
  });
});
