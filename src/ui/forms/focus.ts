import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Moves focus to the first control the form marks invalid, in the order shown. A group marked
 * as a whole (a radio group, a set of chips) hands it to its first choice; a mark on a part of
 * the form that is no control and holds no choice (the refund's pieces) leaves the focus where
 * it is.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked) return;
  const choice = marked.matches('input, select, textarea')
    ? marked
    : marked.querySelector<HTMLElement>(
        'input[type="radio"]:not(:disabled), input[type="checkbox"]:not(:disabled)',
      );
  choice?.focus();
}

/**
 * The one way a form of the shop focuses what is wrong: after a submit refused for its problems,
 * once they are in the page, the first control marked invalid gets the focus. The form takes
 * `formRef`; its `onSubmitInvalid` calls `refused`.
 */
export function useFocusAfterRefusal() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useLayoutEffect(() => {
    if (refusals > 0) focusFirstInvalid(formRef.current);
  }, [refusals]);
  return { formRef, refused: () => setRefusals((count) => count + 1) };
}
