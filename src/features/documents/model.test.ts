// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { inAppHref, shapeDocument } from './model';
import * as v from 'valibot';
import { documentLink } from './links';
import { richTextSearch } from './search-params';

describe('shapeDocument', () => {
  it('anchors each section for the table of contents', () => {
    const shaped = shapeDocument('<p>Intro</p><h2>One</h2><p>a</p><h2> Two &amp; more </h2>', {
      questions: false,
    });
    expect(shaped.toc).toEqual([
      { id: 'section-1', title: 'One' },
      { id: 'section-2', title: 'Two & more' },
    ]);
    expect(shaped.html).toBe(
      '<p>Intro</p><h2 id="section-1">One</h2><p>a</p><h2 id="section-2"> Two &amp; more </h2>',
    );
  });

  it('folds each question and its answer into a details element', () => {
    const { html } = shapeDocument(
      '<p>Intro</p><h2>Orders</h2><h3>Can I cancel?</h3><p>Yes.</p><ul><li>a</li></ul>' +
        '<h3>When?</h3><p>Soon.</p><h2>Contact</h2><p>Call.</p>',
      { questions: true },
    );
    expect(html).toBe(
      '<p>Intro</p><h2 id="section-1">Orders</h2>' +
        '<details><summary><h3>Can I cancel?</h3></summary><div><p>Yes.</p><ul><li>a</li></ul></div></details>' +
        '<details><summary><h3>When?</h3></summary><div><p>Soon.</p></div></details>' +
        '<h2 id="section-2">Contact</h2><p>Call.</p>',
    );
  });

  it('leaves questions as they are on other pages', () => {
    expect(shapeDocument('<h3>Q</h3><p>A</p>', { questions: false }).html).toBe(
      '<h3>Q</h3><p>A</p>',
    );
  });
});

describe('links of the documents', () => {
  it('opens the shop’s own addresses in the app, others as links', () => {
    const link = (href: string, target = '') => {
      const a = document.createElement('a');
      a.setAttribute('href', href);
      if (target) a.target = target;
      return inAppHref(a);
    };
    expect(link('/otherPages/returnPolicy')).toBe('/otherPages/returnPolicy');
    expect(link('//evil.example/x')).toBeNull();
    expect(link('https://example.com')).toBeNull();
    expect(link('tel:4006061961')).toBeNull();
    expect(link('/x', '_blank')).toBeNull();
  });

  it('lead to a document’s own page, or to richText by its code', () => {
    expect(documentLink('mobile', 'returnPolicy')).toEqual({
      to: '/{-$set}/otherPages/returnPolicy',
      params: { set: 'mobile' },
    });
    expect(documentLink('shared', 'holidayNotice')).toEqual({
      to: '/{-$set}/otherPages/richText',
      params: { set: undefined },
      search: { code: 'holidayNotice' },
    });
    expect(documentLink('pc', 'docx').to).toBe('/{-$set}/otherPages/richText');
    expect(documentLink('pc', 'toString').to).toBe('/{-$set}/otherPages/richText');
  });

  it('keep a well-formed document code only', () => {
    const read = (search: Record<string, unknown>) => v.parse(richTextSearch, search);
    expect(read({ code: 'holidayNotice' })).toEqual({ code: 'holidayNotice' });
    for (const code of ['../x', 5, '', '1a', undefined]) {
      expect(read({ code })).toEqual({ code: undefined });
    }
  });
});
