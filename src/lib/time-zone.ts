import { TIME_ZONE_COOKIE } from '../../contract/day-part';
import { readCookie, writeCookie } from './cookies';

/**
 * Keeps the device's time zone in a cookie, for the documents that greet the shopper by their
 * own hour (the user center's); written again only when it has changed (a trip abroad).
 */
export function rememberTimeZone(): void {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return;
  }
  if (zone && readCookie(TIME_ZONE_COOKIE) !== zone) writeCookie(TIME_ZONE_COOKIE, zone);
}
