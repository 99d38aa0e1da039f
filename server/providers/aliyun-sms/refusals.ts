import { SmsRefused, type SmsRefusalReason } from '../sms';

// Alibaba Cloud SMS's documented error codes (Domestic SMS API error codes, and the OpenAPI
// gateway's common codes), sorted by what the shopper can do about them.

interface Verdict {
  reason: SmsRefusalReason;
  operatorMustAct: boolean;
}

/**
 * - isv.BUSINESS_LIMIT_CONTROL: the service's flow control for one number (by default one
 *   code a minute, five an hour, ten a day): the shopper tries later.
 * - Throttling, Throttling.*: the account's calls per second; it passes, but it is the whole
 *   shop's traffic, so the operator hears of it.
 * - isv.MOBILE_NUMBER_ILLEGAL: a number the service cannot text; the shopper uses another.
 * - Everything else needs the operator and leaves the service unavailable to the shopper: the
 *   balance (isv.AMOUNT_NOT_ENOUGH, isv.OUT_OF_SERVICE), the daily and monthly totals set in the
 *   console (isv.DAY_LIMIT_CONTROL, isv.MONTH_LIMIT_CONTROL), sign name and templates
 *   (isv.SMS_SIGNATURE_ILLEGAL, isv.SMS_TEMPLATE_ILLEGAL, isv.TEMPLATE_MISSING_PARAMETERS, …),
 *   the AccessKey (InvalidAccessKeyId.NotFound, SignatureDoesNotMatch, isp.RAM_PERMISSION_DENY),
 *   the request (isv.MOBILE_COUNT_OVER_LIMIT counts numbers in one request) and the service's own
 *   failures (isp.SYSTEM_ERROR), including codes not known here.
 */
function verdictOn(code: string): Verdict {
  if (code === 'isv.BUSINESS_LIMIT_CONTROL') return { reason: 'throttled', operatorMustAct: false };
  if (code === 'Throttling' || code.startsWith('Throttling.')) {
    return { reason: 'throttled', operatorMustAct: true };
  }
  if (code === 'isv.MOBILE_NUMBER_ILLEGAL') return { reason: 'badNumber', operatorMustAct: false };
  return { reason: 'unavailable', operatorMustAct: true };
}

/** The service answered, but did not send. */
export function refusedBy(code: string, message: string, requestId: string | null): SmsRefused {
  const verdict = verdictOn(code);
  const at = requestId ? ` (request ${requestId})` : '';
  return new SmsRefused(
    verdict.reason,
    `Alibaba Cloud SMS did not send the text: ${code} ${message}${at}`,
    { code, requestId, operatorMustAct: verdict.operatorMustAct },
  );
}

/**
 * The service could not be reached or did not answer in time. The HTTP client's message names
 * the request's URL, whose query holds the number and the code: it is left out of the log.
 */
export function unreachable(error: unknown): SmsRefused {
  const { name, message, code } = error as { name?: string; message?: string; code?: unknown };
  const label = typeof code === 'string' && code ? code : (name ?? 'Error');
  const said = (message ?? String(error)).replace(/(?:(?:GET|POST) )?\w+:\/\/\S*/g, '…');
  return new SmsRefused('unavailable', `Alibaba Cloud SMS could not be reached: ${label} ${said}`, {
    code: label,
    requestId: null,
    operatorMustAct: true,
  });
}
