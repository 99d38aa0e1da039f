import sanitizeHtml from 'sanitize-html';

// Editorial HTML (topic articles, policy documents) is cleaned on the way in and on the way
// out: whatever reaches the database or a shopper holds no script, no event handler and no
// link or picture that could run code. The browser cleans it once more before showing it.

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'section',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['class', 'lang', 'dir'],
  },
  // Links may leave the shop; pictures come from the shop itself (its Content-Security-Policy
  // allows no other origin).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith('/'),
};

/** The HTML with only the tags and attributes a shop page may show. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** Markup the cleaning is sure to leave out: worth telling the one who wrote it. */
const UNSAFE = /<script|<iframe|<object|<embed|<style|\son[a-z]+\s*=|javascript:/i;

export const hasUnsafeMarkup = (html: string): boolean => UNSAFE.test(html);
