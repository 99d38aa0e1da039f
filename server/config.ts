import path from 'node:path';
import { SMS_RESEND_SECONDS } from '../contract/rules';
import { parseAddressList } from './lib/addresses';
import { PROVIDER_TIMEOUT_MS } from './providers/timeout';
import {
  NO_PROVIDER_SETTINGS,
  providerSettings,
  type ProviderSettings,
} from './providers/settings';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  distDir: string;
  /** The built merchant console (`npm run build:admin`), served at /admin. */
  adminDistDir: string;
  databaseUrl: string | undefined;
  /** The pair of admin query values that bypass the maintenance screen; null disables bypassing. */
  maintenanceBypass: { user: string; pass: string } | null;
  logLevel: string;
  /**
   * The sandbox SMS, WeChat (and later payment) providers and their pages under /sandbox: nothing
   * leaves the machine. Off in a real deployment, where the real providers are configured.
   */
  sandbox: boolean;
  /**
   * Whom to believe about the client's address in X-Forwarded-For: nobody (false, a shop
   * reached directly), or the listed proxy addresses / every hop (true) behind a load balancer.
   * The per-address limits of sign-in read it.
   */
  trustProxy: boolean | string[];
  /**
   * Who may read `/metrics` besides the machine itself (`METRICS_ALLOW`: addresses and CIDR
   * ranges), judged by the connection's own address, never by X-Forwarded-For.
   */
  metricsAllow: string[];
  /** `/metrics` on a port of its own (`METRICS_PORT`) rather than the shop's; null: the shop's. */
  metricsPort: number | null;
  /** scrypt's cost (N) for new password hashes: full strength, lighter only under tests. */
  passwordCost: number;
  /**
   * Whether this instance cancels unpaid orders past their deadline (`ORDER_SWEEP`, on except
   * under tests, which run the sweep themselves), and how often (`ORDER_SWEEP_MS`, 60 s).
   */
  orderSweep: boolean;
  orderSweepMs: number;
  /**
   * Whether this instance deletes the logged searches past their 90 days, as it starts and then
   * hourly (`SEARCH_LOG_PRUNING`, on except under tests, which prune themselves).
   */
  searchLogPruning: boolean;
  /**
   * How long one mobile number waits between two texted codes (`SMS_RESEND_SECONDS`, 60 s, from
   * 10 to 600): the page counts down from it.
   */
  smsResendSeconds: number;
  /** The sandbox payment provider's key for signing its notify callbacks (`SHOP_PAY_SECRET`). */
  paySecret: string;
  /**
   * The key the staff's authenticator secrets are encrypted with (`STAFF_SECRET_KEY`, 32 bytes in
   * hex); unset, a key of the shop's own kept in DATA_DIR (server/lib/secret-box.ts).
   */
  staffSecretKey: Buffer | null;
  /** Whether the sandbox cashier retries its notify callbacks on a timer (off under tests). */
  payNotifyTimer: boolean;
  /**
   * How long a shutdown may take (`SHUTDOWN_TIMEOUT_MS`, 10 s): requests under way finish, then
   * the process exits; past this it exits anyway.
   */
  shutdownTimeoutMs: number;
  /**
   * On SIGTERM, how long the instance goes on serving while `/readyz` already answers 503
   * (`SHUTDOWN_DRAIN_MS`, 0), so that a load balancer stops sending before it stops listening.
   */
  shutdownDrainMs: number;
  /**
   * The shop's public origin (`PUBLIC_URL`, no trailing slash): every absolute URL the shop hands
   * out (payment notify and return, WeChat sign-in, share links) starts with it, never with the
   * request's Host, which any client can forge.
   */
  publicUrl: string;
  /** The real payment, SMS and WeChat services' accounts; none while the sandbox is on. */
  services: ProviderSettings;
  /**
   * How long a call to one of those services may take, to connect and for its whole answer
   * (`PROVIDER_TIMEOUT_MS`, 5 s, from 1 s to 60 s): past it the shopper is told the service is
   * unavailable, rather than kept waiting on a stalled connection.
   */
  providerTimeoutMs: number;
  /**
   * On PostgreSQL, the longest one statement of a request may run, or wait for a lock
   * (`DB_STATEMENT_TIMEOUT_MS`, 10 s, from 100 ms to 10 min): past it PostgreSQL cancels it, the
   * shopper is told the shop is busy, and the connection serves the next request.
   */
  statementTimeoutMs: number;
}

/** The sandbox cashier's signing key when none is configured: for trials only. */
export const SANDBOX_PAY_SECRET = 'sandbox-pay-secret';

function parseBypass(value: string | undefined): Config['maintenanceBypass'] {
  if (!value) return null;
  const separator = value.indexOf(':');
  if (separator <= 0 || separator === value.length - 1) {
    throw new Error('MAINTENANCE_BYPASS must look like "user:pass"');
  }
  return { user: value.slice(0, separator), pass: value.slice(separator + 1) };
}

function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|on|true|yes)$/i.test(value)) return true;
  if (/^(0|off|false|no)$/i.test(value)) return false;
  throw new Error(`${name} must be on or off, not "${value}"`);
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === '' || /^(0|off|false|no)$/i.test(value)) return false;
  if (/^(1|on|true|yes)$/i.test(value)) return true;
  return parseAddressList('TRUST_PROXY', value);
}

function parseMetricsPort(value: string | undefined, shopPort: number): number | null {
  if (value === undefined || value === '') return null;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535 || port === shopPort) {
    throw new Error(
      `METRICS_PORT must be a port from 1 to 65535 other than the shop's PORT (${shopPort}), not "${value}"`,
    );
  }
  return port;
}

function parseDrain(value: string | undefined, timeoutMs: number): number {
  if (value === undefined || value === '') return 0;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms >= timeoutMs) {
    throw new Error(
      `SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, less than SHUTDOWN_TIMEOUT_MS (${timeoutMs})`,
    );
  }
  return ms;
}

function parseInterval(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000) {
    throw new Error(`${name} must be a whole number of milliseconds, at least 1000`);
  }
  return ms;
}

function parseResendGap(value: string | undefined): number {
  if (value === undefined || value === '') return SMS_RESEND_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > 600) {
    throw new Error(
      `SMS_RESEND_SECONDS must be a whole number of seconds from 10 to 600, not "${value}"`,
    );
  }
  return seconds;
}

function parseProviderTimeout(value: string | undefined): number {
  if (value === undefined || value === '') return PROVIDER_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000 || ms > 60_000) {
    throw new Error(
      `PROVIDER_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 60000, not "${value}"`,
    );
  }
  return ms;
}

/** Long enough for any request's statement, short enough that a stuck one frees its connection. */
export const STATEMENT_TIMEOUT_MS = 10_000;

function parseStatementTimeout(value: string | undefined): number {
  if (value === undefined || value === '') return STATEMENT_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000) {
    throw new Error(
      `DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000, not "${value}"`,
    );
  }
  return ms;
}

/** Where a shop without PUBLIC_URL is reached: its own listening address. */
function listeningOrigin(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The shop's public origin. A public shop (the sandbox off) must name its https one: WeChat Pay
 * and Alipay call back only https notify URLs, and WeChat sends its sign-ins back only to the
 * registered domain. A trial shop may use http and, unset, its own listening address.
 */
function parseSecretKey(value: string | undefined): Buffer | null {
  if (value === undefined || value === '') return null;
  if (!/^[0-9a-fA-F]{64}$/.test(value.trim())) {
    throw new Error(
      'STAFF_SECRET_KEY must be 32 bytes written as 64 hexadecimal characters (make one with: openssl rand -hex 32)',
    );
  }
  return Buffer.from(value.trim(), 'hex');
}

function parsePublicUrl(value: string | undefined, fallback: string, sandbox: boolean): string {
  if ((value === undefined || value === '') && !sandbox) {
    throw new Error(
      "PUBLIC_URL must be set when SHOP_SANDBOX is off: the shop's public https origin (like https://shop.example.com), which the payment providers' notifies and WeChat's sign-ins come back to",
    );
  }
  if (value === undefined || value === '') return fallback;
  const problem = new Error(
    `PUBLIC_URL must be the shop's public origin, http or https without path, query or fragment (like https://shop.example.com), not "${value}"`,
  );
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(value)) throw problem;
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    throw problem;
  }
  if (!sandbox && !origin.startsWith('https://')) {
    throw new Error(
      `PUBLIC_URL must be https when SHOP_SANDBOX is off, not "${value}": WeChat Pay and Alipay send their payment notifies to https addresses only`,
    );
  }
  return origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT ${env.PORT} is not a port`);
  const host = env.HOST ?? '0.0.0.0';
  const shutdownTimeoutMs = parseInterval('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000);
  const sandbox = parseSwitch('SHOP_SANDBOX', env.SHOP_SANDBOX, true);
  return {
    port,
    host,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    adminDistDir: path.resolve(env.ADMIN_DIST_DIR ?? './dist-admin'),
    databaseUrl: env.DATABASE_URL || undefined,
    maintenanceBypass: parseBypass(env.MAINTENANCE_BYPASS),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    sandbox,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsAllow: parseAddressList('METRICS_ALLOW', env.METRICS_ALLOW ?? ''),
    metricsPort: parseMetricsPort(env.METRICS_PORT, port),
    passwordCost: env.NODE_ENV === 'test' ? 2 ** 10 : 2 ** 15,
    orderSweep: parseSwitch('ORDER_SWEEP', env.ORDER_SWEEP, env.NODE_ENV !== 'test'),
    orderSweepMs: parseInterval('ORDER_SWEEP_MS', env.ORDER_SWEEP_MS, 60_000),
    searchLogPruning: parseSwitch(
      'SEARCH_LOG_PRUNING',
      env.SEARCH_LOG_PRUNING,
      env.NODE_ENV !== 'test',
    ),
    smsResendSeconds: parseResendGap(env.SMS_RESEND_SECONDS),
    paySecret: env.SHOP_PAY_SECRET || SANDBOX_PAY_SECRET,
    staffSecretKey: parseSecretKey(env.STAFF_SECRET_KEY),
    payNotifyTimer: env.NODE_ENV !== 'test',
    shutdownTimeoutMs,
    shutdownDrainMs: parseDrain(env.SHUTDOWN_DRAIN_MS, shutdownTimeoutMs),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, listeningOrigin(host, port), sandbox),
    services: sandbox ? NO_PROVIDER_SETTINGS : providerSettings(env),
    providerTimeoutMs: parseProviderTimeout(env.PROVIDER_TIMEOUT_MS),
    statementTimeoutMs: parseStatementTimeout(env.DB_STATEMENT_TIMEOUT_MS),
  };
}
