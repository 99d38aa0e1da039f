import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { whenIdle } from '../../../lib/idle';
import { appState } from '../../app';
import {
  markPopupSeen,
  popupKeywordFor,
  popupsQueryOptions,
  previewingPopup,
  unseenPopups,
} from '../../content';
import { sessionStore } from '../../../lib/safe-storage';

const loadPopupDialog = () => import('./PopupDialog');
const PopupDialog = lazy(loadPopupDialog);
/** A promotion waits until the page has been on screen a moment, and opens when the phone is idle. */
const SHOW_AFTER_MS = 3000;
const IDLE_WAIT_MS = 1000;

/**
 * The activity popups of the current page (keyword by page), kept in appState.noticeList; each
 * is shown once per session and can be dismissed.
 */
export function ActivityPopups() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const keyword = popupKeywordFor(pathname);
  const { lang, noticeList } = useSnapshot(appState);
  // The console's preview shows its popup at once, every time, and remembers nothing of it.
  const previewing = previewingPopup();
  const popups = useQuery({
    ...popupsQueryOptions(keyword ?? '', lang),
    enabled: keyword !== null,
  });
  const data = keyword === null ? undefined : popups.data;

  useEffect(() => {
    appState.noticeList = data ? (previewing ? [...data] : unseenPopups(data, sessionStore)) : [];
  }, [data, previewing]);

  const current = noticeList[0];
  const [shownId, setShownId] = useState<number | null>(null);
  useEffect(() => {
    if (!current) return;
    let cancelled = false;
    let cancelIdle = () => undefined as void;
    const show = () => {
      if (!previewing) markPopupSeen(current.id, sessionStore);
      setShownId(current.id);
    };
    // The dialog's code is asked for only then: a first visit's bytes go to the page itself.
    // Without it (the network has gone) the popup waits for a later page.
    const timer = window.setTimeout(
      () => {
        loadPopupDialog().then(
          () => {
            if (cancelled) return;
            if (previewing) show();
            else cancelIdle = whenIdle(show, IDLE_WAIT_MS);
          },
          () => undefined,
        );
      },
      previewing ? 0 : SHOW_AFTER_MS,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [current, previewing]);

  if (!current || shownId !== current.id) return null;
  const dismiss = () => {
    appState.noticeList = appState.noticeList.filter((popup) => popup.id !== current.id);
  };
  return (
    <Suspense fallback={null}>
      <PopupDialog popup={current} onClose={dismiss} />
    </Suspense>
  );
}
