import { describe, expect, it } from 'vitest';
import { freeText, mobileField, oneLine, optionalText, passwordField, text } from './fields';
import { hasControlCharacter, passwordProblem } from './rules';
import { z } from 'zod';

const firstError = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('control characters in form fields', () => {
  it('finds NUL, the other C0 and C1 controls, DEL and line breaks', () => {
    for (const value of ['a\u0000', '\u0001', 'a\u001bb', '\u007f', 'x\u0085', 'a\u2028b']) {
      expect(hasControlCharacter(value), JSON.stringify(value)).toBe(true);
    }
    for (const value of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(hasControlCharacter(value), JSON.stringify(value)).toBe(true);
      expect(hasControlCharacter(value, true), JSON.stringify(value)).toBe(false);
    }
    expect(hasControlCharacter('a\u0000b', true)).toBe(true);
    expect(hasControlCharacter('南京西路 1266 号 · Café ¥')).toBe(false);
  });

  it('refuses them in a one-line entry, before its own format', () => {
    expect(firstError(text('nameBlank'), '林\u0000晓月')).toBe('invalidCharacters');
    expect(firstError(text('nameBlank'), '林\n晓月')).toBe('invalidCharacters');
    expect(firstError(optionalText(), 'left\tright')).toBe('invalidCharacters');
    expect(firstError(mobileField, '1380000\u00000000')).toBe('invalidCharacters');
    expect(firstError(oneLine(z.string()), 'M\u0000')).toBe('invalidCharacters');
    // Trimmed first: a line break typed at the end is not a second line.
    expect(text('nameBlank').parse(' 林晓月\n')).toBe('林晓月');
  });

  it('keeps a remark’s line breaks and tabs, but not NUL', () => {
    expect(freeText().parse('请在工作日送达\n门卫代收\t谢谢')).toBe(
      '请在工作日送达\n门卫代收\t谢谢',
    );
    expect(freeText().parse(undefined)).toBe('');
    expect(firstError(freeText(), '请\u0000送达')).toBe('invalidCharacters');
    expect(firstError(freeText(), '请\u0007送达')).toBe('invalidCharacters');
  });
});

describe('a new password', () => {
  it('takes 8-16 letters, digits and keyboard symbols with a letter and a digit', () => {
    for (const password of ['Maison2026', 'Maison2026!', 'a1!@#$%^&*()-_=+', 'c3\\|~`\'"Zz9']) {
      expect(passwordProblem(password), password).toBeNull();
      expect(firstError(passwordField, password), password).toBeNull();
    }
  });

  it('names what it refuses, a character before the length', () => {
    const cases: [string, string][] = [
      ['Maison 2026', 'passwordSpace'],
      ['Maison\t2026', 'passwordSpace'],
      ['Maison2026 Maison2026', 'passwordSpace'],
      ['Maison2026😀', 'passwordEmoji'],
      ['Maison2026密', 'passwordCharacters'],
      ['Maisön2026', 'passwordCharacters'],
      ['Maison2026\u0000', 'passwordCharacters'],
      ['Maison1', 'passwordLength'],
      ['Maison2026!Maison', 'passwordLength'],
      ['', 'passwordLength'],
      ['Maison!Paris', 'passwordLetterAndDigit'],
      ['2026!2027', 'passwordLetterAndDigit'],
    ];
    for (const [password, problem] of cases) {
      expect(passwordProblem(password), password).toBe(problem);
      expect(firstError(passwordField, password), password).toBe(problem);
    }
  });

  it('reads full-width letters, digits and symbols as they are hashed (NFKC)', () => {
    expect(passwordProblem('Ｍａｉｓｏｎ２０２６！')).toBeNull();
    expect(passwordProblem('Maison\u30002026')).toBe('passwordSpace');
  });
});
