import type { Words } from '../data/types';

/** A document as the house first publishes it; bodies are HTML, cleaned before they are stored. */
export interface SeedDocument {
  code: string;
  /** Shown in the documents centre, in ascending order of `sort`. */
  sort: number;
  /** The day it took effect (epoch milliseconds). */
  updated: number;
  title: Words;
  summary: Words;
  body: Words;
}

/** 21 November 2026, the day the online boutique opened. */
export const OPENING_DAY = Date.UTC(2026, 10, 21);

export const HOTLINE_LINK = '<a href="tel:4006061961">400 606 1961</a>';
export const EMAIL_LINK =
  '<a href="mailto:client.service@maison-shop.cn">client.service@maison-shop.cn</a>';
