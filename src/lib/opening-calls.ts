import {
  OPENING_CALLS_ELEMENT_ID,
  openingCallKey,
  type OpeningCalls,
} from '../../contract/opening-calls';
import { langFromCookie } from './lang';
import { takeOpeningElement } from './opening-element';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Whose visit of the page calls the server before the page draws, when its document carried
     * nothing: everybody's (the default), or only a signed-in member's (a visitor's bag lives on
     * their device).
     */
    openingCallsFor?: 'everybody' | 'member';
  }
}

/**
 * The replies a page's document carried are its opening's: a call made later than this (a page
 * the shopper comes back to, a query grown stale) asks the server, never an old document.
 */
const OPENING_REPLIES_FOR_MS = 30_000;

interface CarriedReply {
  data: unknown;
  member: boolean;
}

let replies: Map<string, CarriedReply> | undefined;

/** The document's replies by call, read once, in the shopper's language; none if damaged. */
function readReplies(): Map<string, CarriedReply> {
  const found = new Map<string, CarriedReply>();
  const opening = takeOpeningElement<OpeningCalls>(OPENING_CALLS_ELEMENT_ID);
  if (opening?.lang !== langFromCookie() || !Array.isArray(opening.calls)) return found;
  for (const call of opening.calls) {
    const key = call && openingCallKey(call.r, call.input ?? {});
    if (key && call.reply?.code === 0) {
      found.set(key, { data: call.reply.data, member: call.member === true });
    }
  }
  return found;
}

/**
 * The reply the page's document carried for this call and input, given once, while the page is
 * opening; undefined when it carried none (the call then goes to the server). `member`: the call
 * is the signed-in member's own, and only a reply the document carried as theirs answers it.
 */
export function takeOpeningReply(
  r: string,
  input: object,
  member = false,
): { data: unknown } | undefined {
  if (typeof document === 'undefined') return undefined;
  replies ??= readReplies();
  if (!replies.size) return undefined;
  if (performance.now() > OPENING_REPLIES_FOR_MS) {
    replies.clear();
    return undefined;
  }
  const key = openingCallKey(r, input);
  const carried = key === null ? undefined : replies.get(key);
  if (!key || carried?.member !== member) return undefined;
  replies.delete(key);
  return { data: carried.data };
}

/** Whether the page's document carries replies for the page's opening calls. */
export function documentCarriesReplies(): boolean {
  return document.getElementById(OPENING_CALLS_ELEMENT_ID) !== null;
}
