import { fetchWithin, PROVIDER_TIMEOUT_MS, whyUnanswered } from '../timeout';
import { WechatServiceError } from '../wechat';

// WeChat's server API (api.weixin.qq.com): JSON answers, with `errcode` and `errmsg` when a call
// is refused (some successful answers carry errcode 0). Secrets travel in the query of some
// calls, as documented, so an error names the path only, never the URL. A call is given up past
// the shop's provider timeout.

export type WechatAnswer = Record<string, unknown>;

/** WeChat's refusal in an answer, or null when the answer is a success. */
export function refusalOf(answer: WechatAnswer): { errcode: number; errmsg: string } | null {
  const errcode = answer.errcode;
  if (errcode === undefined || errcode === 0) return null;
  return { errcode: Number(errcode), errmsg: String(answer.errmsg ?? '') };
}

export function text(answer: WechatAnswer, field: string): string {
  const value = answer[field];
  return typeof value === 'string' ? value : '';
}

export class WechatApi {
  constructor(
    private readonly baseUrl: string,
    private readonly send: typeof fetch = fetchWithin(PROVIDER_TIMEOUT_MS),
  ) {}

  get(path: string, query: Record<string, string>): Promise<WechatAnswer> {
    return this.call(path, `${path}?${new URLSearchParams(query).toString()}`, { method: 'GET' });
  }

  post(path: string, body: object): Promise<WechatAnswer> {
    return this.call(path, path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  private async call(path: string, target: string, init: RequestInit): Promise<WechatAnswer> {
    let answer: string;
    try {
      const reply = await this.send(`${this.baseUrl}${target}`, init);
      if (!reply.ok) throw new Error(`HTTP ${reply.status}`);
      answer = await reply.text();
    } catch (error) {
      throw new WechatServiceError(`WeChat ${path} failed: ${whyUnanswered(error)}`);
    }
    try {
      const parsed = JSON.parse(answer) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return parsed as WechatAnswer;
      }
    } catch {
      // Told below: anything but a JSON object is no answer.
    }
    throw new WechatServiceError(`WeChat ${path} answered with something other than JSON`);
  }

  /** A refusal of the shop itself (credentials, limits, WeChat busy) as an error to raise. */
  static failure(path: string, refusal: { errcode: number; errmsg: string }): WechatServiceError {
    return new WechatServiceError(
      `WeChat ${path} refused: ${refusal.errcode} ${refusal.errmsg}`,
      refusal.errcode,
    );
  }
}
