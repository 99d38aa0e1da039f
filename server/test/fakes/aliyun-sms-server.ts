import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { checkSignature, type GatewayRefusal, type ReceivedRequest } from './aliyun-sms-signature';
import { requestBytes } from './http-bodies';

// A local Alibaba Cloud SMS (dysmsapi, 2017-05-25) for the test suite, answering SendSms as its
// documentation says: the gateway checks each request's V3 signature with the account's
// AccessKey (refusals as HTTP errors: SignatureDoesNotMatch, InvalidAccessKeyId.NotFound, …);
// the service then checks the sign name, the template, its variables and the numbers, applies
// the default flow control of one number (1 code a minute, 5 an hour, 10 a day) and answers
// HTTP 200 with Code "OK" and a BizId, or with the documented isv.* code. Tests can force any
// code and read what was sent.

export interface FakeSmsAccount {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The approved template codes; each has the one variable ${code}. */
  templates: string[];
}

export interface SentText {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
  bizId: string;
}

export interface FakeAliyunSms {
  /** What ALIYUN_SMS_ENDPOINT is set to: http://127.0.0.1:port. */
  endpoint: string;
  sent: SentText[];
  /** Every request as received, to replay. */
  received: { method: string; url: string; headers: Record<string, string>; body: string }[];
  /** A documented code every SendSms answers with from now on; null to check and send. */
  failWith: string | null;
  /** Leaves requests unanswered, as a service that hangs. */
  silent: boolean;
  /** How many requests left unanswered still hold their connection open. */
  unanswered(): number;
  close(): Promise<void>;
}

const GATEWAY_ERRORS: Record<string, [number, string]> = {
  IncompleteSignature: [400, 'The request signature does not conform to Aliyun standards.'],
  'InvalidAccessKeyId.NotFound': [404, 'Specified access key is not found.'],
  'InvalidTimeStamp.Format': [400, 'Specified time stamp or date value is not well formatted.'],
  'InvalidTimeStamp.Expired': [400, 'Specified time stamp or date value is expired.'],
  SignatureDoesNotMatch: [400, 'Specified signature is not matched with our calculation.'],
  SignatureNonceUsed: [400, 'Specified signature nonce was used already.'],
  'Throttling.User': [400, 'Request was denied due to user flow control.'],
  'InvalidApi.NotFound': [404, 'Specified api is not found, please check your url and method.'],
  MissingParameter: [400, 'A required parameter is missing.'],
};

const SERVICE_MESSAGES: Record<string, string> = {
  'isv.BUSINESS_LIMIT_CONTROL': '触发分钟级流控Permits:1',
  'isv.DAY_LIMIT_CONTROL': '触发日发送限额',
  'isv.AMOUNT_NOT_ENOUGH': '账户余额不足',
  'isv.OUT_OF_SERVICE': '业务停机',
  'isv.MOBILE_NUMBER_ILLEGAL': '非法手机号',
  'isv.MOBILE_COUNT_OVER_LIMIT': '手机号码数量超过限制',
  'isv.SMS_SIGNATURE_ILLEGAL': '该账号下找不到对应签名',
  'isv.SMS_TEMPLATE_ILLEGAL': '该账号下找不到对应模板',
  'isv.INVALID_JSON_PARAM': 'JSON参数不合法，只接受字符串值',
  'isv.TEMPLATE_MISSING_PARAMETERS': '模板变量缺少对应参数值',
};

/** One number, one sign name: at most this many texts per window. */
const FLOW_CONTROL = [
  { windowMs: 60_000, permits: 1, label: '分钟级' },
  { windowMs: 3_600_000, permits: 5, label: '小时级' },
  { windowMs: 86_400_000, permits: 10, label: '天级' },
];

/** Mainland numbers: 11 digits, bare or after +86, 86 or 0086. */
const MAINLAND_NUMBER = /^(?:\+?86|0086)?1\d{10}$/;

type Answer = { status: number; json: Record<string, string> };

export async function startFakeAliyunSms(account: FakeSmsAccount): Promise<FakeAliyunSms> {
  const secrets = new Map([[account.accessKeyId, account.accessKeySecret]]);
  const usedNonces = new Set<string>();
  const sentAt = new Map<string, number[]>();
  const held = new Set<Socket>();
  let host = '';
  const fake: FakeAliyunSms = {
    endpoint: '',
    sent: [],
    received: [],
    failWith: null,
    silent: false,
    unanswered: () => held.size,
    close: async () => undefined,
  };

  const gatewayError = (refusal: GatewayRefusal, requestId: string): Answer => {
    const [status, message] = GATEWAY_ERRORS[refusal.code] ?? [400, refusal.code];
    const text = refusal.detail ? `${message} ${refusal.detail}` : message;
    const recommend = `https://api.aliyun.com/troubleshoot?q=${refusal.code}&product=Dysmsapi`;
    return {
      status,
      json: {
        RequestId: requestId,
        HostId: host,
        Code: refusal.code,
        Message: text,
        Recommend: recommend,
      },
    };
  };
  const serviceError = (code: string, requestId: string, message?: string): Answer => ({
    status: 200,
    json: { RequestId: requestId, Code: code, Message: message ?? SERVICE_MESSAGES[code] ?? code },
  });

  function flowControl(key: string, now: number): string | null {
    const times = (sentAt.get(key) ?? []).filter((at) => now - at < 86_400_000);
    sentAt.set(key, times);
    const over = FLOW_CONTROL.find(
      (rule) => times.filter((at) => now - at < rule.windowMs).length >= rule.permits,
    );
    return over ? `触发${over.label}流控Permits:${over.permits}` : null;
  }

  function sendSms(params: URLSearchParams, requestId: string, now: number): Answer {
    const phoneNumbers = params.get('PhoneNumbers') ?? '';
    const signName = params.get('SignName') ?? '';
    const templateCode = params.get('TemplateCode') ?? '';
    if (!phoneNumbers || !signName || !templateCode) {
      return gatewayError({ code: 'MissingParameter' }, requestId);
    }
    if (fake.failWith) {
      const gateway = fake.failWith in GATEWAY_ERRORS;
      return gateway
        ? gatewayError({ code: fake.failWith }, requestId)
        : serviceError(fake.failWith, requestId);
    }
    const numbers = phoneNumbers.split(',');
    if (numbers.length > 1000) return serviceError('isv.MOBILE_COUNT_OVER_LIMIT', requestId);
    if (!numbers.every((number) => MAINLAND_NUMBER.test(number))) {
      return serviceError('isv.MOBILE_NUMBER_ILLEGAL', requestId);
    }
    if (signName !== account.signName) return serviceError('isv.SMS_SIGNATURE_ILLEGAL', requestId);
    if (!account.templates.includes(templateCode)) {
      return serviceError('isv.SMS_TEMPLATE_ILLEGAL', requestId);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(params.get('TemplateParam') ?? '{}');
    } catch {
      return serviceError('isv.INVALID_JSON_PARAM', requestId);
    }
    const entries = parsed && typeof parsed === 'object' ? Object.entries(parsed) : null;
    if (!entries || entries.some(([, value]) => typeof value !== 'string')) {
      return serviceError('isv.INVALID_JSON_PARAM', requestId);
    }
    const values = Object.fromEntries(entries) as Record<string, string>;
    if (!values.code) return serviceError('isv.TEMPLATE_MISSING_PARAMETERS', requestId);
    for (const number of numbers) {
      const limited = flowControl(`${signName}:${number.slice(-11)}`, now);
      if (limited) return serviceError('isv.BUSINESS_LIMIT_CONTROL', requestId, limited);
    }
    for (const number of numbers) sentAt.get(`${signName}:${number.slice(-11)}`)?.push(now);
    const bizId = `${String(now).slice(-9)}${randomBytes(5).readUIntBE(0, 5)}^0`;
    fake.sent.push({ phoneNumbers, signName, templateCode, params: values, bizId });
    return { status: 200, json: { RequestId: requestId, Code: 'OK', Message: 'OK', BizId: bizId } };
  }

  function answer(request: ReceivedRequest, url: URL): Answer {
    const requestId = randomUUID().toUpperCase();
    const now = Date.now();
    const checked = checkSignature(request, secrets, usedNonces, now);
    if ('code' in checked) return gatewayError(checked, requestId);
    const action = request.headers['x-acs-action'];
    const version = request.headers['x-acs-version'];
    if (request.method !== 'POST' || action !== 'SendSms' || version !== '2017-05-25') {
      return gatewayError({ code: 'InvalidApi.NotFound' }, requestId);
    }
    const params = new URLSearchParams(url.search);
    const form = request.headers['content-type']?.toString().startsWith('application/x-www-form');
    if (form) new URLSearchParams(request.body.toString()).forEach((v, k) => params.append(k, v));
    return sendSms(params, requestId, now);
  }

  const server = createServer((request, response) => {
    void requestBytes(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const method = request.method ?? 'GET';
      fake.received.push({ method, url: request.url ?? '/', headers, body: body.toString() });
      if (fake.silent) {
        held.add(request.socket);
        request.socket.once('close', () => held.delete(request.socket));
        return;
      }
      const query = [...url.searchParams.entries()];
      const reply = answer(
        { method, path: url.pathname, query, headers: request.headers, body },
        url,
      );
      response.writeHead(reply.status, { 'Content-Type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.endpoint = `http://${host}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
