import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// HTML from the server has been cleaned there; it is cleaned again here, with the browser's own
// parser, before React puts it in the page. Only lazily loaded screens import this file.

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

export function cleanRichText(html: string): string {
  return DOMPurify.sanitize(html, config);
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => cleanRichText(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
