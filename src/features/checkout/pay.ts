import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { PayMethod } from '../../../contract/order';
import type { PayInstruction } from '../../../contract/payment';
import { ApiError, CODE_LOGIN_NEEDED } from '../../lib/api-client';
import { isWeChatBrowser, isWideWidth } from '../../lib/device';
import { appState } from '../app';
import { payFromBalance, startProviderPayment } from './api';
import { rememberAttempt } from './attempts';
import { payRoute, payScene, wechatBridgeOutcome } from './model';
import { resultHref, resultLink, resultSet, wxPayLink } from './paths';
import type { RouteSet } from '../../lib/route-set';

interface WeixinBridge {
  invoke(
    name: 'getBrandWCPayRequest',
    parameters: Record<string, string>,
    done: (reply: { err_msg?: string }) => void,
  ): void;
}

function weixinBridge(): WeixinBridge | null {
  const bridge = (window as { WeixinJSBridge?: Partial<WeixinBridge> }).WeixinJSBridge;
  return typeof bridge?.invoke === 'function' ? (bridge as WeixinBridge) : null;
}

/** Whether pay pages of this route set show their desktop variant now. */
export function isWideSet(routeSet: RouteSet): boolean {
  if (routeSet === 'shared') return isWideWidth(appState.appWidth);
  return routeSet === 'pc';
}

/**
 * Starts paying an order with one method and takes the shopper where that method goes on: the
 * QR page (desktop WeChat Pay), the provider's cashier (phones, Alipay), WeChat's own payment
 * sheet (inside WeChat), or straight to the result (the balance).
 */
export function usePayNow(routeSet: RouteSet) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const go = (link: ReturnType<typeof resultLink | typeof wxPayLink>) => navigate(link);

  const followInstruction = (
    orderId: number,
    method: PayMethod,
    set: 'pc' | 'mobile',
    reply: PayInstruction,
  ) => {
    rememberAttempt({
      orderId,
      paymentNo: reply.payment_no,
      method,
      qrText: reply.qr_text,
      payAmount: reply.pay_amount,
    });
    const params = { orderId, paymentNo: reply.payment_no, method };
    const bridge = weixinBridge();
    const route = payRoute(reply, bridge !== null);
    if (route === 'qr') return go(wxPayLink(orderId, reply.payment_no));
    if (route === 'bridge' && bridge && reply.jsapi) {
      bridge.invoke('getBrandWCPayRequest', reply.jsapi, ({ err_msg }) => {
        const outcome = wechatBridgeOutcome(err_msg);
        if (outcome === 'cancelled') {
          setPending(false);
          setProblem(t`The payment was cancelled. You can pay again whenever you wish.`);
        } else {
          void go(resultLink(set, outcome === 'paid' ? 'success' : 'fail', params));
        }
      });
      return;
    }
    window.location.assign(reply.redirect_url);
  };

  const pay = async (orderId: number, method: PayMethod) => {
    const wide = isWideSet(routeSet);
    const set = resultSet(routeSet, wide);
    setProblem(null);
    setPending(true);
    try {
      if (method === 'balance') {
        await payFromBalance({ order_id: orderId });
        await go(resultLink(set, 'success', { orderId, method }));
        return;
      }
      const inWeChat = method === 'wechat' && isWeChatBrowser();
      const reply = await startProviderPayment(
        {
          order_id: orderId,
          pay_method: method,
          scene: payScene(method, wide),
          return_path: resultHref(set, 'success', { orderId, method }),
        },
        inWeChat ? { headers: { 'X-App-Platform': 'wechat' } } : {},
      );
      await followInstruction(orderId, method, set, reply);
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) return;
      setProblem(
        error instanceof ApiError && error.message
          ? error.message
          : t`The payment could not be started. Check your connection and try again.`,
      );
    }
  };

  return { pay, pending, problem, clearProblem: () => setProblem(null) };
}
