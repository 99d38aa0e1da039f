import { useSyncExternalStore } from 'react';

// Where notices are drawn: the area under the header (NoticeArea) hands its two live regions
// here, and each notice is drawn into one of them (Notice).

export type Urgency = 'polite' | 'urgent';

const regions: Record<Urgency, HTMLElement | null> = { polite: null, urgent: null };
const listeners = new Set<() => void>();

export function setNoticeRegion(urgency: Urgency, element: HTMLElement | null): void {
  if (regions[urgency] === element) return;
  regions[urgency] = element;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live region a notice of this urgency goes into; null while no page frame is drawn. */
export function useNoticeRegion(urgency: Urgency): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => regions[urgency],
    () => null,
  );
}
