import { CODE_INVALID_INPUT } from '../../../contract/call';
import * as calls from '../../../contract/share';
import type { ShareData } from '../../../contract/share';
import { handler, type CallContext, type Handler } from '../../gateway';
import { BusinessError } from '../../errors';
import { WechatServiceError } from '../../providers/wechat';
import { shareTarget } from './targets';

const CODE_UNAVAILABLE = 503;

async function absoluteShare(
  ctx: CallContext,
  input: { type: calls.ShareType; id: number },
): Promise<ShareData> {
  const target = await shareTarget(ctx.db, ctx.lang, input.type, input.id);
  const origin = ctx.config.publicUrl;
  return {
    ...target,
    picture: target.picture ? `${origin}${target.picture}` : '',
    link: `${origin}${target.link}`,
  };
}

/** Weibo's share page, filled in with the post's text, link and picture. */
export function weiboShareUrl(share: ShareData, lang: CallContext['lang']): string {
  const text = [share.title, share.description].filter(Boolean).join(lang === 'cn' ? '｜' : ' | ');
  const query = new URLSearchParams({ url: share.link, title: text, pic: share.picture });
  return `https://service.weibo.com/share/share.php?${query.toString()}`;
}

export const shareHandlers: Handler[] = [
  handler(calls.wechatShare, (ctx, input) => absoluteShare(ctx, input)),
  handler(calls.weiboShare, async (ctx, input) => {
    const share = await absoluteShare(ctx, input);
    return { ...share, share_url: weiboShareUrl(share, ctx.lang) };
  }),
  handler(calls.wechatJsConfig, async (ctx, input) => {
    const sdk = ctx.providers.wechatJsSdk;
    if (!sdk.configured) throw new BusinessError(CODE_UNAVAILABLE, 'shareWechatUnavailable');
    // WeChat signs only pages of the shop's own (registered) domain.
    if (new URL(input.url).origin !== ctx.config.publicUrl) {
      throw new BusinessError(CODE_INVALID_INPUT, 'shareUrlForeign');
    }
    try {
      return await sdk.sign(input.url.split('#')[0] ?? input.url);
    } catch (error) {
      if (!(error instanceof WechatServiceError)) throw error;
      // The page still shares by link; the operator has something to fix (or WeChat is down).
      ctx.request.log.error({ err: error }, 'WeChat JS-SDK signature failed');
      throw new BusinessError(CODE_UNAVAILABLE, 'shareWechatUnavailable');
    }
  }),
] as Handler[];
