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
