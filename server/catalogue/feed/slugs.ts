import type { KnownSlugs } from './model';
import { said, type ProblemWords } from './problem-words';
import { slug, type Parser } from './values';

export type SlugKind = 'categories' | 'series' | 'seasons' | 'colours' | 'promotions';

export const UNKNOWN_SLUG = {
  categories: 'unknownCategory',
  series: 'unknownSeries',
  seasons: 'unknownSeason',
  colours: 'unknownColour',
  promotions: 'unknownPromotion',
} as const satisfies Record<SlugKind, string>;

/**
 * Which slugs a feed may use: those the shop already has and those the feed's own files define
 * (a slug in both is one the file updates).
 */
export class SlugBook {
  private readonly defined = new Map<SlugKind, ReadonlySet<string>>();
  private readonly unchecked = new Set<SlugKind>();

  constructor(private readonly known: KnownSlugs) {}

  define(kind: SlugKind, slugs: ReadonlySet<string>): void {
    this.defined.set(kind, slugs);
  }

  /** The feed's file for these slugs could not be read: its slugs go unchecked, not refused. */
  leaveUnchecked(kind: SlugKind): void {
    this.unchecked.add(kind);
  }

  has(kind: SlugKind, value: string): boolean {
    if (this.unchecked.has(kind) || this.known[kind].has(value)) return true;
    return this.defined.get(kind)?.has(value) ?? false;
  }

  /** Why an unknown slug is refused, naming where it was looked for. */
  unknown(kind: SlugKind, value: string): ProblemWords {
    const file = this.defined.has(kind) ? `${kind}.csv` : '';
    return said(UNKNOWN_SLUG[kind], { value, file });
  }

  /** A slug of this kind that the feed may use. */
  parser(kind: SlugKind): Parser<string> {
    return (text) => {
      const parsed = slug(text);
      if (!parsed.ok || this.has(kind, parsed.value)) return parsed;
      return { ok: false, words: this.unknown(kind, parsed.value) };
    };
  }
}
