import { t } from '@lingui/core/macro';
import axios, { isAxiosError } from 'axios';
import { currentLang } from './lang';

/** Every console call answers `{ code, data, msg }`: code 0 with the data, or a refusal. */
export interface Envelope<T> {
  code: number | string;
  data: T;
  msg: string;
}

/** A refused call: the HTTP status, the server's stable code, its sentence in the language. */
export class ConsoleError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConsoleError';
  }
}

/** The refusals that send the staff member elsewhere rather than being shown where they came. */
export type Redirecting =
  'staffSignInNeeded' | 'staffPasswordChangeNeeded' | 'staffSecondFactorNeeded';
const REDIRECTING = new Set<string>([
  'staffSignInNeeded',
  'staffPasswordChangeNeeded',
  'staffSecondFactorNeeded',
]);

let onRedirect: (code: Redirecting) => void = () => {};

/** What the app does when the server says to sign in, change the password or add a phone. */
export function setRedirectHandler(handler: (code: Redirecting) => void): void {
  onRedirect = handler;
}

export const http = axios.create({
  baseURL: '/admin/api',
  timeout: 20_000,
  headers: { Accept: 'application/json' },
});

http.interceptors.request.use((config) => {
  config.headers.set('Language', currentLang());
  return config;
});

function refusalOf(error: unknown): ConsoleError {
  if (error instanceof ConsoleError) return error;
  if (isAxiosError<Partial<Envelope<unknown>>>(error)) {
    const body = error.response?.data;
    if (body && typeof body.msg === 'string' && body.code !== undefined) {
      return new ConsoleError(error.response?.status ?? 0, String(body.code), body.msg);
    }
    if (error.response) {
      const { status } = error.response;
      return new ConsoleError(
        status,
        'httpError',
        t`The shop's server could not answer (${status})`,
      );
    }
  }
  return new ConsoleError(0, 'network', t`The shop's server cannot be reached: check the network`);
}

/** A file asked for (an export) whose answer is a refusal: its envelope, read from the file. */
async function readBlobRefusal(error: unknown): Promise<void> {
  if (!isAxiosError(error) || !(error.response?.data instanceof Blob)) return;
  try {
    error.response.data = JSON.parse(await error.response.data.text()) as unknown;
  } catch {
    // Not an envelope: told as the status.
  }
}

http.interceptors.response.use(
  (response) => {
    // A file (an export) is its own answer, not an envelope.
    if (response.config.responseType === 'blob') return response;
    const body = response.data as Partial<Envelope<unknown>> | undefined;
    if (body?.code === 0) return response;
    throw new ConsoleError(response.status, String(body?.code ?? 'badReply'), String(body?.msg));
  },
  async (error: unknown) => {
    await readBlobRefusal(error);
    const refusal = refusalOf(error);
    if (REDIRECTING.has(refusal.code)) onRedirect(refusal.code as Redirecting);
    throw refusal;
  },
);

/** Reads a call's data. */
export async function get<T>(url: string, params?: object): Promise<T> {
  const response = await http.get<Envelope<T>>(url, { params });
  return response.data.data;
}

/** Makes a change: always a JSON body, as the server requires of every write. */
export async function post<T>(url: string, body: object = {}): Promise<T> {
  const response = await http.post<Envelope<T>>(url, body, {
    headers: { 'Content-Type': 'application/json' },
  });
  return response.data.data;
}
