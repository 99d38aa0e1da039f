/**
 * Runs `task` when the browser is next idle, or after `timeout` ms at the latest; where there is
 * no requestIdleCallback (Safari, and so WeChat on iOS), in the next task. Returns a function
 * that cancels it.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, { timeout });
  return () => cancelIdleCallback(handle);
}

/** Runs `task` once the document has loaded, at once if it has. Returns a function that cancels it. */
export function afterLoad(task: () => void): () => void {
  if (document.readyState === 'complete') {
    task();
    return () => undefined;
  }
  window.addEventListener('load', task, { once: true });
  return () => window.removeEventListener('load', task);
}

const SETTLED_IDLE_WAIT_MS = 2000;

/**
 * Runs `task` once the document has loaded, `quietMs` more have passed and the browser has had
 * an idle moment since (or `idleWaitMs` without one): what can wait until then goes after the
 * first screen, not in its way. Returns a function that cancels it.
 */
export function whenPageSettled(
  task: () => void,
  quietMs = 0,
  idleWaitMs = SETTLED_IDLE_WAIT_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle = () => undefined as void;
  const stopWaiting = afterLoad(() => {
    timer = setTimeout(() => {
      cancelIdle = whenIdle(task, idleWaitMs);
    }, quietMs);
  });
  return () => {
    stopWaiting();
    clearTimeout(timer);
    cancelIdle();
  };
}
