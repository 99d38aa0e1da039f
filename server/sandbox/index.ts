import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Providers } from '../providers';
import { SandboxPayment } from '../providers/payment-sandbox';
import { SandboxSms } from '../providers/sms';
import { SandboxWechat } from '../providers/wechat';
import { payPages } from './pay-pages';
import { smsPages } from './sms-pages';
import { wechatJsSdkPages } from './wechat-jssdk';
import { wechatPages } from './wechat-pages';

/**
 * The sandbox's pages under /sandbox: the SMS outbox, the WeChat authorization page, the payment
 * cashier and the graphic codes' answers for browser suites. Registered only in sandbox mode; otherwise every
 * /sandbox path answers 404.
 */
export function sandboxRoutes(
  app: FastifyInstance,
  db: Db,
  providers: Providers,
  clock: Clock,
): void {
  if (providers.sms instanceof SandboxSms) smsPages(app, db);
  if (providers.wechat instanceof SandboxWechat) {
    wechatPages(app, db, providers.wechat);
    wechatJsSdkPages(app);
  }
  const cashier = providers.payment.providers.find((p) => p instanceof SandboxPayment);
  if (cashier) payPages(app, db, cashier);
  const answers = providers.captchaAnswers;
  if (!answers) return;
  app.get('/sandbox/captcha/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const answer = file.endsWith('.json') ? answers.answerOf(file.slice(0, -5), clock()) : null;
    reply.header('cache-control', 'no-store');
    if (answer === null) return reply.code(404).send({ answer: null });
    return reply.send({ answer });
  });
}
