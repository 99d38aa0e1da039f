import { proxy } from 'valtio';
import { accessToken } from '../../lib/api-client';

export interface UserInfo {
  access_token: string;
}

function initialUserInfo(): UserInfo | null {
  if (typeof document === 'undefined') return null;
  const token = accessToken();
  return token ? { access_token: token } : null;
}

/** Spec §3 "User": mirrors the userInfo cookie so that pages re-render on sign-in and out. */
export const userState = proxy({ userInfo: initialUserInfo() });

/** A message about signing in that is not tied to a screen (the WeChat browser's openid). */
export const accountNotice = proxy({ message: null as string | null });
