import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Alibaba Cloud OpenAPI's V3 request signature (ACS3-HMAC-SHA256) as the gateway checks it,
// written from "V3 request structure and signature": the canonical request (method, path, sorted
// percent-encoded query, the signed headers, the body's SHA-256), its hash signed with the
// AccessKey secret by HMAC-SHA256, hex-encoded; a date at most 15 minutes off and a nonce used
// once. Each refusal is the gateway's documented code.

const ALGORITHM = 'ACS3-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60_000;

export interface ReceivedRequest {
  method: string;
  /** The path, without the query. */
  path: string;
  /** The query's parameters, decoded. */
  query: [string, string][];
  /** As node:http gives them: lower-case names. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface GatewayRefusal {
  code: string;
  /** What the gateway signed, told when a signature does not match. */
  detail?: string;
}

/** RFC 3986: everything but letters, digits and - _ . ~ is escaped. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function header(request: ReceivedRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim();
}

export function canonicalRequest(request: ReceivedRequest, signedHeaders: string[]): string {
  const query = request.query
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = signedHeaders.map((name) => `${name}:${header(request, name)}\n`).join('');
  return [
    request.method.toUpperCase(),
    request.path || '/',
    query,
    headers,
    signedHeaders.join(';'),
    sha256(request.body),
  ].join('\n');
}

export function signatureOf(canonical: string, secret: string): string {
  const stringToSign = `${ALGORITHM}\n${sha256(canonical)}`;
  return createHmac('sha256', secret).update(stringToSign).digest('hex');
}

/**
 * Checks a request's Authorization header against the account's keys, and spends its nonce.
 * Returns the access key id it was signed with, or the gateway's refusal.
 */
export function checkSignature(
  request: ReceivedRequest,
  secrets: ReadonlyMap<string, string>,
  usedNonces: Set<string>,
  now: number,
): { accessKeyId: string } | GatewayRefusal {
  const match =
    /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      header(request, 'authorization'),
    );
  if (!match) return { code: 'IncompleteSignature' };
  const [, accessKeyId = '', signed = '', signature = ''] = match;
  const signedHeaders = signed.split(';');
  // Every common header present must be signed, and the host always.
  const mustSign = Object.keys(request.headers).filter(
    (name) => name.startsWith('x-acs-') || name === 'host' || name === 'content-type',
  );
  const sorted = [...signedHeaders].sort().join(';') === signed;
  if (!sorted || mustSign.some((name) => !signedHeaders.includes(name))) {
    return { code: 'IncompleteSignature' };
  }
  const secret = secrets.get(accessKeyId);
  if (secret === undefined) return { code: 'InvalidAccessKeyId.NotFound' };
  const date = header(request, 'x-acs-date');
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(date)) return { code: 'InvalidTimeStamp.Format' };
  if (Math.abs(now - Date.parse(date)) > MAX_SKEW_MS) return { code: 'InvalidTimeStamp.Expired' };
  const canonical = canonicalRequest(request, signedHeaders);
  const expected = Buffer.from(signatureOf(canonical, secret), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return { code: 'SignatureDoesNotMatch', detail: `canonical request:\n${canonical}` };
  }
  const nonce = header(request, 'x-acs-signature-nonce');
  if (!nonce) return { code: 'IncompleteSignature' };
  if (usedNonces.has(nonce)) return { code: 'SignatureNonceUsed' };
  usedNonces.add(nonce);
  return { accessKeyId };
}
