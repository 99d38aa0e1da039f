export type Lang = 'cn' | 'en';
export const DEFAULT_LANG: Lang = 'cn';

/** The request's language: the `language` header, else the lang cookie, else Chinese. */
export function requestLang(headers: Record<string, string | string[] | undefined>): Lang {
  const header = headers.language;
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (fromHeader === 'en' || fromHeader === 'cn') return fromHeader;
  const cookie = headers.cookie;
  const match = /(?:^|;\s*)lang=([^;]*)/i.exec(
    Array.isArray(cookie) ? cookie.join(';') : (cookie ?? ''),
  );
  return match?.[1]?.trim().toLowerCase() === 'en' ? 'en' : DEFAULT_LANG;
}
