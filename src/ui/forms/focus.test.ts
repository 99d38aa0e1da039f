// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstInvalid } from './focus';

function form(html: string) {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the focus after a refused submit', () => {
  it('goes to the first control marked invalid, in the order shown', () => {
    const area = form(
      '<input id="name"><input id="city" aria-invalid="true"><textarea aria-invalid="true"></textarea>',
    );
    focusFirstInvalid(area);
    expect(document.activeElement?.id).toBe('city');
  });

  it('is brought into sight by the form that says how, and then scrolls nothing', () => {
    const area = form(
      '<input id="name"><label><input id="consent" type="checkbox" aria-invalid="true"></label>',
    );
    const consent = area.querySelector<HTMLInputElement>('#consent')!;
    const focus = vi.spyOn(consent, 'focus');
    const reveal = vi.fn((control: HTMLElement) => {
      expect(focus).not.toHaveBeenCalled();
      expect(control).toBe(consent);
    });
    focusFirstInvalid(area, reveal);
    expect(reveal).toHaveBeenCalledOnce();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('stays where it is, with nothing brought into sight, when the mark holds no choice', () => {
    const area = form(
      '<div aria-invalid="true"><p>Choose the pieces</p></div><input type="checkbox" aria-invalid="true">',
    );
    const reveal = vi.fn();
    focusFirstInvalid(area, reveal);
    expect(document.activeElement).toBe(document.body);
    expect(reveal).not.toHaveBeenCalled();
  });
});
