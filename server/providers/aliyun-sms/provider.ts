import { createRequire } from 'node:module';
import type * as Dysmsapi from '@alicloud/dysmsapi20170525';
import type * as OpenApi from '@alicloud/openapi-core';
import type { SmsMessage, SmsProvider } from '../sms';
import { PROVIDER_TIMEOUT_MS } from '../timeout';
import { refusedBy, unreachable } from './refusals';
import type { AliyunSmsSettings } from './settings';

// Alibaba Cloud SMS behind the shop's SMS interface, through its official SDK: each scene's
// approved template with the code as its one variable ({"code":"123456"}), under the account's
// sign name. A text is sent when the service answers Code "OK"; anything else becomes an
// SmsRefused saying what the shopper is told and what the operator reads.

// Both packages are CommonJS with a transpiled default export, which Node's import and the test
// runner's import disagree about; require gives both the same module.
const require = createRequire(import.meta.url);
const dysmsapi = require('@alicloud/dysmsapi20170525') as typeof Dysmsapi;
const openApi = require('@alicloud/openapi-core') as typeof OpenApi;

export class AliyunSms implements SmsProvider {
  readonly configured = true;
  private readonly client: Dysmsapi.default;

  constructor(
    private readonly settings: AliyunSmsSettings,
    timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {
    this.client = new dysmsapi.default(
      new openApi.$OpenApiUtil.Config({
        accessKeyId: settings.accessKeyId,
        accessKeySecret: settings.accessKeySecret,
        endpoint: settings.endpoint.host,
        protocol: settings.endpoint.protocol,
        // To connect, then for the answer. SendSms is not idempotent, so it is never retried: a
        // late answer is a failed send.
        connectTimeout: timeoutMs,
        readTimeout: timeoutMs,
      }),
    );
  }

  async send(sms: SmsMessage): Promise<void> {
    const request = new dysmsapi.SendSmsRequest({
      phoneNumbers: sms.mobile,
      signName: this.settings.signName,
      templateCode: this.settings.templates[sms.scene],
      templateParam: JSON.stringify({ code: sms.code }),
    });
    let answer: Dysmsapi.SendSmsResponse;
    try {
      answer = await this.client.sendSms(request);
    } catch (error) {
      // The gateway's refusals (keys, signature, calls per second) come as HTTP errors.
      if (error instanceof openApi.AlibabaCloudError) {
        const body = (error.data ?? {}) as { Message?: unknown };
        const requestId =
          error.requestId && error.requestId !== 'undefined' ? error.requestId : null;
        const message = typeof body.Message === 'string' ? body.Message : error.message;
        // Its first sentence: what follows may quote the signed request, code and number.
        throw refusedBy(error.code, message.split(/(?<=\.)\s|\n/)[0] ?? '', requestId);
      }
      throw unreachable(error);
    }
    const body = answer.body;
    if (body?.code === 'OK') return;
    throw refusedBy(body?.code ?? 'NoCode', body?.message ?? '', body?.requestId ?? null);
  }
}
