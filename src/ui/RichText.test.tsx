// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanRichText } from './RichText';

describe('cleanRichText', () => {
  it('removes what could run code and keeps the text', () => {
    const clean = cleanRichText(
      '<p onmouseover="x()">Hello<script>alert(1)</script></p><a href="javascript:alert(1)">a</a>' +
        '<img src="/media/p.webp" onerror="alert(2)"><svg><script>alert(3)</script></svg>',
    );
    expect(clean).not.toMatch(/script|onmouseover|onerror|javascript:|alert/i);
    expect(clean).toContain('<p>Hello</p>');
    expect(clean).toContain('<img src="/media/p.webp">');
  });

  it('opens outside links in a new tab', () => {
    expect(cleanRichText('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
