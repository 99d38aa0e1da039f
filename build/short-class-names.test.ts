import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortClassName } from './short-class-names';

describe('the build’s CSS module class names', () => {
  const name = shortClassName('/work/shop');

  it('are short, valid class names, the same wherever the project lies', () => {
    const here = name('title', '/work/shop/src/ui/Button.module.css');
    expect(here).toMatch(/^_[A-Za-z0-9_-]{6}$/);
    expect(
      shortClassName('/elsewhere/shop')('title', '/elsewhere/shop/src/ui/Button.module.css'),
    ).toBe(here);
    expect(name('title', '/work/shop/src/ui/Button.module.css?used')).toBe(here);
  });

  it('differ between classes and between files', () => {
    const names = new Set<string>();
    for (const file of ['Button', 'Dialog', 'Header', 'Price', 'Picture']) {
      for (const local of ['title', 'root', 'active', 'wide', 'item', 'list']) {
        names.add(name(local, path.join('/work/shop/src/ui', `${file}.module.css`)));
      }
    }
    expect(names.size).toBe(30);
  });
});
