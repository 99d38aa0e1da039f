import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContentLang, HomeBlockType, HomeWords } from '../../../../contract/console-content';

export const BLOCK_TYPE_NAMES: Record<HomeBlockType, MessageDescriptor> = {
  banner: msg`Banner carousel`,
  rail: msg`Featured pieces`,
  waterfall: msg`Picture wall`,
  story: msg`Story`,
};

export const BLOCK_TYPE_COLOURS: Record<HomeBlockType, string> = {
  banner: 'magenta',
  rail: 'blue',
  waterfall: 'purple',
  story: 'gold',
};

export const CONTENT_LANG_NAMES: Record<ContentLang, string> = { cn: '中文', en: 'English' };

export const WORD_NAMES: Record<keyof HomeWords, MessageDescriptor> = {
  title: msg`Heading`,
  subtitle: msg`Subtitle`,
  text: msg`Text`,
  button: msg`Button`,
};

export const DOCUMENT_FIELD_NAMES: Record<
  ContentLang,
  Record<'title' | 'body', MessageDescriptor>
> = {
  cn: { title: msg`Title in Chinese`, body: msg`Body in Chinese (HTML)` },
  en: { title: msg`Title in English`, body: msg`Body in English (HTML)` },
};

/** The size each picture is best uploaded at, from how the shop's pages show it. */
export const PICTURE_ADVICE = {
  bannerWide: msg`Landscape, at least 1920 × 1080: shown across the whole screen, its edges may be cut`,
  bannerPhone: msg`Portrait 3:4, at least 1080 × 1440; without it phones show the wide picture cut to fit`,
  tile: msg`At least 960 px wide, any height: shown whole in a column`,
  story: msg`At least 1280 px wide: shown beside the words, over half the screen`,
  popup: msg`Portrait 4:5, at least 1040 × 1300: shown 520 px wide, whole on a phone`,
} as const;
