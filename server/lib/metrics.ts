import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What became of a payment: begun with a provider, paid, refused, or money for no order. */
export type PaymentResult = 'started' | 'paid' | 'failed' | 'extra';

/** Why a payment provider's notify was not taken (the provider calls again, or gives up). */
export type NotifyRefusal =
  | 'unknown_provider'
  | 'bad_signature'
  | 'malformed'
  | 'stale'
  | 'replayed'
  | 'unknown_payment'
  | 'unknown_refund'
  | 'amount_mismatch'
  | 'refund_pending'
  | 'too_large'
  | 'error';

/** A PostgreSQL pool's connections, as pg.Pool counts them. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Request latency buckets in seconds: a page or call answers in milliseconds, providers in seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (memory, GC, event-loop lag, handles), collected once however many
 * shops a process builds (tests build many): they describe the process, not one shop.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One shop's metrics, in a registry of its own (never prom-client's global one), so that every
 * app built in a process counts only its own requests. Labels take bounded values only: route
 * patterns, call names from the gateway's table, methods, providers and fixed reasons.
 */
export class ShopMetrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'Requests answered, by method, route pattern, API call and status',
    labelNames: ['method', 'route', 'call', 'status'] as const,
    registers: [this.registry],
  });

  readonly requestSeconds = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and API call',
    labelNames: ['method', 'route', 'call'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly apiErrors = new Counter({
    name: 'shop_api_errors_total',
    help: 'API calls that failed on the server (code 500, or 503 while the database is in trouble): answered HTTP 200 as every call is',
    labelNames: ['call'] as const,
    registers: [this.registry],
  });

  readonly querySeconds = new Histogram({
    name: 'shop_db_query_duration_seconds',
    help: 'Time from a query being sent to its rows, including any wait for a connection',
    labelNames: ['operation'] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });

  readonly ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed (submitted at checkout)',
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: 'shop_payments_total',
    help: 'Payments by method and result: started with the provider, paid, failed, extra (money for an order no longer payable, sent back)',
    labelNames: ['method', 'result'] as const,
    registers: [this.registry],
  });

  readonly notifiesRefused = new Counter({
    name: 'shop_payment_notifies_refused_total',
    help: 'Payment and refund notifies not taken, by provider and reason',
    labelNames: ['provider', 'reason'] as const,
    registers: [this.registry],
  });

  readonly throttled = new Counter({
    name: 'shop_throttled_total',
    help: 'Calls refused by a rate limit (sign-in slow-down and lock, texted codes, graphic codes), by call and limit',
    labelNames: ['call', 'limit'] as const,
    registers: [this.registry],
  });

  readonly sms = new Counter({
    name: 'shop_sms_total',
    help: 'Texted codes handed to the SMS service, by result (sent, failed) and reason of a failure',
    labelNames: ['result', 'reason'] as const,
    registers: [this.registry],
  });

  /** Publishes a connection pool's counts, read at each scrape. */
  watchPool(stats: () => PoolStats): void {
    const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read(stats()));
        },
      });
    gauge('shop_db_pool_connections', 'PostgreSQL connections open in the pool', (s) => s.total);
    gauge('shop_db_pool_idle_connections', 'PostgreSQL connections open and idle', (s) => s.idle);
    gauge(
      'shop_db_pool_waiting_queries',
      'Queries waiting for a PostgreSQL connection (the pool is full)',
      (s) => s.waiting,
    );
  }

  private readonly requestSeries = new Map<
    string,
    { count: { inc(): void }; time: { observe(seconds: number): void } }
  >();

  /** One answered request: its count by status and its time, in milliseconds. */
  countRequest(method: string, route: string, call: string, status: number, ms: number): void {
    const key = `${method} ${route} ${call} ${status}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      series = {
        count: this.requests.labels(method, route, call, String(status)),
        time: this.requestSeconds.labels(method, route, call),
      };
      this.requestSeries.set(key, series);
    }
    series.count.inc();
    series.time.observe(ms / 1000);
  }

  recordPayment(method: string, result: PaymentResult): void {
    this.payments.inc({ method, result });
  }

  /** The text a Prometheus scrape reads: this shop's metrics and the process's. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([processMetrics(), this.registry]);
    return { contentType: this.registry.contentType, body: await merged.metrics() };
  }
}
