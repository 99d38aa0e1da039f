import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react';

/** Brings a control into sight before it takes the focus, where bars of the page could hide it. */
export type Reveal = (control: HTMLElement) => void;

/**
 * Moves focus to the first control the form marks invalid, in the order shown. A group marked
 * as a whole (a radio group, a set of chips) hands it to its first choice; a mark on a part of
 * the form that is no control and holds no choice (the refund's pieces) leaves the focus where
 * it is. With `reveal`, the form brings the control into sight itself and the focus scrolls
 * nothing.
 */
export function focusFirstInvalid(form: HTMLElement | null, reveal?: Reveal): void {
  const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked) return;
  const choice = marked.matches('input, select, textarea')
    ? marked
    : marked.querySelector<HTMLElement>(
        'input[type="radio"]:not(:disabled), input[type="checkbox"]:not(:disabled)',
      );
  if (!choice) return;
  if (!reveal) {
    choice.focus();
    return;
  }
  reveal(choice);
  choice.focus({ preventScroll: true });
}

/**
 * The one way a form of the shop focuses what is wrong: after a submit refused for its problems,
 * once they are in the page, the first control marked invalid gets the focus. The form takes
 * `formRef` (a form drawn in parts of a page, the checkout's, gives it the element that holds
 * them all: `Holder`); its `onSubmitInvalid` calls `refused`. A page whose bars could hide the
 * control brings it into sight with `reveal`.
 */
export function useFocusAfterRefusal<Holder extends HTMLElement = HTMLFormElement>({
  reveal,
}: { reveal?: Reveal } = {}) {
  const formRef = useRef<Holder>(null);
  const [refusals, setRefusals] = useState(0);
  const focus = useEffectEvent(() => focusFirstInvalid(formRef.current, reveal));
  useLayoutEffect(() => {
    if (refusals > 0) focus();
  }, [refusals]);
  return { formRef, refused: () => setRefusals((count) => count + 1) };
}
