import { proxy } from 'valtio';
import type { Popup } from '../../../contract/content';
import { currentWidth } from '../../lib/device';
import { langFromCookie, type Lang } from '../../lib/lang';

/** Spec §3 "App". */
export const appState = proxy({
  lang: (typeof document === 'undefined' ? 'cn' : langFromCookie()) as Lang,
  appWidth: currentWidth(),
  openLogin: false,
  noticeList: [] as Popup[],
});
