import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * The order in which a page's pictures use the network: the above-the-fold ("eager") pictures
 * first, alone; the others only once those have arrived and only when they come near the screen.
 * On a phone's connection, twenty pictures of the rails below would otherwise share the line with
 * the hero picture the shopper is waiting for.
 */

/** However slow the first pictures are, the rest wait no longer than this. */
const FIRST_PICTURES_MAX_WAIT_MS = 3000;
/** How far ahead of the screen a picture starts loading, down the page and along a rail. */
const AHEAD_ROOT_MARGIN = '300px 0px';
const AHEAD_SCROLL_MARGIN = '0px 50%';

let eagerInFlight = 0;
let released = false;
let releaseTimer: number | undefined;
let settleScheduled = false;
const listeners = new Set<() => void>();

function release() {
  if (released) return;
  released = true;
  window.clearTimeout(releaseTimer);
  for (const listener of listeners) listener();
}

/** Releases the others once no eager picture is loading, after the current commit's effects. */
function settleSoon() {
  // A page mounts its eager pictures in the same commit as its lazy ones: let them register.
  // One check serves every picture that asks for it meanwhile.
  if (released || settleScheduled) return;
  settleScheduled = true;
  window.setTimeout(() => {
    settleScheduled = false;
    if (eagerInFlight === 0) release();
  }, 0);
}

if (typeof window !== 'undefined') {
  releaseTimer = window.setTimeout(release, FIRST_PICTURES_MAX_WAIT_MS);
}

/** An eager picture holds the others back until it has loaded or failed. */
export function holdForEagerPicture(): () => void {
  eagerInFlight += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    eagerInFlight -= 1;
    if (eagerInFlight === 0) settleSoon();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useFirstPicturesDone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => released,
    () => false,
  );
}

/** Whether a lazy picture may load now: the first pictures are in and it is near the screen. */
export function useMayLoad(frame: RefObject<Element | null>, lazy: boolean): boolean {
  const firstDone = useFirstPicturesDone();
  const [near, setNear] = useState(() => !lazy || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (lazy && !firstDone) settleSoon();
  }, [lazy, firstDone]);
  useEffect(() => {
    const element = frame.current;
    if (near || !firstDone || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      // scrollMargin reaches into the rails' horizontal scrollers; browsers without it load a
      // card's picture as it scrolls into view.
      {
        rootMargin: AHEAD_ROOT_MARGIN,
        scrollMargin: AHEAD_SCROLL_MARGIN,
      } as IntersectionObserverInit,
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, near, firstDone]);
  return !lazy || (firstDone && near);
}
