import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the editorial tags', () => {
    const html =
      '<h2>Care</h2><p>Hand wash <strong>cold</strong>.</p><ul><li>one</li></ul>' +
      '<figure><img src="/media/a.webp" alt="A" /><figcaption>A</figcaption></figure>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
      '<a href="javascript:alert(2)">x</a><img src="/media/a.webp" onerror="alert(3)">' +
      '<iframe src="/x"></iframe><style>p{}</style>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style|alert/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps only pictures of the shop itself', () => {
    expect(sanitizeRichText('<img src="https://tracker.example/p.gif">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
    expect(sanitizeRichText('<img src="//evil.example/a.png">')).toBe('');
  });

  it('opens outside links in a new tab without handing over the page', () => {
    expect(sanitizeRichText('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/otherPages/returnPolicy">x</a>')).toBe(
      '<a href="/otherPages/returnPolicy">x</a>',
    );
  });
});
