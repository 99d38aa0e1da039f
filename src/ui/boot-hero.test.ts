// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BOOT_HERO_ELEMENT_ID } from '../../contract/opening-home';
import { removeBootHero } from './boot-hero';

describe('removeBootHero', () => {
  it('takes away the picture the document drew, and is harmless when there is none', () => {
    const hero = document.createElement('div');
    hero.id = BOOT_HERO_ELEMENT_ID;
    document.body.append(hero);
    removeBootHero();
    expect(document.getElementById(BOOT_HERO_ELEMENT_ID)).toBeNull();
    expect(() => removeBootHero()).not.toThrow();
  });
});
