import helmet from '@fastify/helmet';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { CODE_INVALID_INPUT } from '../contract/call';
import type { Config } from './config';
import { plainProbe, type Db, type DbProbe } from './db/database';
import { registerAdminFiles } from './admin-files';
import { registerAppFiles } from './app-files';
import { failureOf, registerGateway, type Handler } from './gateway';
import { healthRoutes, servedBuildId } from './health';
import { systemClock, type Clock } from './lib/clock';
import { closeIdleConnectionsWhileClosing } from './lib/close-idle-connections';
import { refuseControlCharacters } from './lib/control-characters';
import { registerFormBodies } from './lib/form-bodies';
import { requestLang } from './lib/lang';
import { message } from './messages';
import { ShopMetrics, type PoolStats } from './lib/metrics';
import { countRequests, metricsRoute, serveMetricsApart } from './lib/metrics-routes';
import { QueryTimer } from './lib/query-timer';
import { REQUEST_ID_LOG_LABEL, replyWithRequestId, requestIdGenerator } from './lib/request-id';
import { RequestLog } from './lib/request-log';
import { mediaRoutes } from './media/routes';
import { authHandlers } from './modules/auth';
import { cartHandlers } from './modules/cart';
import { catalogueHandlers, startSearchLogPruning } from './modules/catalogue';
import { contentHandlers } from './modules/content';
import { memberHandlers } from './modules/member';
import {
  afterSalesArea,
  appointmentsArea,
  contentArea,
  topicsArea,
  catalogueArea,
  dashboardArea,
  invoicesArea,
  marketingArea,
  membersArea,
  ordersArea,
  washingArea,
} from './modules/console';
import { checkoutHandlers } from './modules/order/checkout';
import { orderHandlers, userCenterOrderCounts } from './modules/order/lifecycle';
import { takeRefundNotify } from './modules/order/lifecycle/refund-notify';
import { startOrderSweep } from './modules/order/lifecycle/sweep';
import { paymentHandlers } from './modules/payment';
import { paymentNotifyRoute } from './modules/payment/notify-route';
import { appointmentHandlers } from './modules/appointment';
import { documentHandlers } from './modules/document';
import { personaliseHandlers } from './modules/personalise';
import { shareHandlers } from './modules/share';
import { staffRoutes } from './modules/staff';
import { storeHandlers } from './modules/store';
import { topicHandlers } from './modules/topic';
import { createProviders, type Providers } from './providers';
import { SandboxPayment } from './providers/payment-sandbox';
import { OfficialAccountJsSdk } from './providers/wechat-login/js-sdk';
import { wechatCallbackRoute } from './modules/auth/wechat-callback';
import { wechatJsSdkScriptRoute } from './modules/share/js-sdk-script';
import { sandboxRoutes } from './sandbox';
import { startNotifyDelivery } from './sandbox/pay-notify';

export const allHandlers: Handler[] = [
  ...catalogueHandlers,
  ...contentHandlers,
  ...authHandlers,
  ...memberHandlers(userCenterOrderCounts),
  ...cartHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...storeHandlers,
  ...appointmentHandlers,
  ...personaliseHandlers,
  ...topicHandlers,
  ...documentHandlers,
  ...shareHandlers,
];

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** The server's own logger (main.ts), which also logged the database's preparation. */
  loggerInstance?: FastifyBaseLogger;
  /** The readiness check's query; default: through Kysely, without a timeout of its own. */
  probe?: DbProbe;
  /** Default: the sandbox's or real services, as the configuration says. */
  providers?: Providers;
  /** The database's connection pool, published in /metrics (PostgreSQL's). */
  poolStats?: () => PoolStats;
  /** Where the calls read the time; default: the system's clock. */
  clock?: Clock;
}

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const metrics = new ShopMetrics();
  // Every query the app runs is timed; the caller's own handle stays as it was.
  const db = options.db.withPlugin(new QueryTimer(metrics.querySeconds));
  if (options.poolStats) metrics.watchPool(options.poolStats);
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? { level: config.logLevel } }),
    // Shutting down: idle keep-alive connections are closed at once, and a request arriving on
    // a connection that is still open is served (then the connection closes) rather than refused.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    trustProxy: config.trustProxy,
    // The id is checked and made in genReqId (a trusted balancer's X-Request-Id, or a new one).
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    logController: new RequestLog({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });

  replyWithRequestId(app);
  countRequests(app, metrics);
  await app.register(helmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  await registerFormBodies(app);
  refuseControlCharacters(app);

  // A malformed request is the client's mistake: it gets an envelope in its language, never a 500.
  app.setErrorHandler((error, request, reply) => {
    const lang = requestLang(request.headers);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ reason: (error as Error).message }, 'request refused');
    // A request that failed on the database before its call ran (the member's session).
    const { code, key } =
      status >= 500 ? failureOf(error) : { code: CODE_INVALID_INPUT, key: 'invalidBody' as const };
    const body = { code, data: null, msg: message(lang, key) };
    if (request.url.startsWith('/api')) return reply.code(200).send(body);
    return reply.code(status >= 500 ? 500 : status).send(body);
  });

  closeIdleConnectionsWhileClosing(app);
  const metricsAccess = { allow: config.metricsAllow };
  if (config.metricsPort === null) metricsRoute(app, metrics, metricsAccess);
  else
    serveMetricsApart(app, metrics, metricsAccess, { host: config.host, port: config.metricsPort });
  // The readiness query is compiled once and run by the probe: left out of the query times.
  const probe = options.probe ?? plainProbe(options.db);
  healthRoutes(app, options.db, probe, servedBuildId(config.distDir));
  const providers = options.providers ?? createProviders(config, db);
  providers.payment.onResult((method, result) => metrics.recordPayment(method, result));
  // A provider that cannot be readied (WeChat Pay's certificates not downloaded) stops the start.
  for (const provider of providers.payment.providers) await provider.prepare?.(app.log);
  const clock = options.clock ?? systemClock;
  const openingReply = registerGateway(app, {
    db,
    config,
    providers,
    handlers: allHandlers,
    clock,
  });
  wechatCallbackRoute(app, db, providers.wechat, config.publicUrl, clock);
  if (providers.wechatJsSdk instanceof OfficialAccountJsSdk) wechatJsSdkScriptRoute(app);
  await paymentNotifyRoute(app, db, providers.payment, (provider, notify, now, log) =>
    takeRefundNotify(db, providers.payment, provider, notify, now, log),
  );
  const cashier = providers.payment.providers.find((p) => p instanceof SandboxPayment);
  if (config.payNotifyTimer && cashier) {
    app.addHook('onClose', startNotifyDelivery(db, cashier, app.log));
  }
  if (config.orderSweep) {
    const stopSweep = startOrderSweep(db, providers.payment, config.orderSweepMs, app.log);
    app.addHook('onClose', stopSweep);
  }
  if (config.searchLogPruning) {
    app.addHook('onClose', startSearchLogPruning(db, clock, app.log));
  }
  if (config.sandbox) sandboxRoutes(app, db, providers, clock);
  const areas = [
    dashboardArea(db, clock),
    ordersArea({ db, payments: providers.payment }),
    invoicesArea(db),
    membersArea({ db }),
    appointmentsArea(db, clock),
    washingArea(db, clock),
    afterSalesArea({ db, payments: providers.payment }),
    contentArea(db),
    topicsArea(db),
    marketingArea(db),
    catalogueArea(db),
  ];
  await app.register(staffRoutes, { prefix: '/admin/api', db, config, areas });
  await app.register(mediaRoutes, { db, mediaDir: config.mediaDir });
  await registerAdminFiles(app, config.adminDistDir);
  await registerAppFiles(app, db, openingReply, config.distDir);
  return app;
}
