import { PROVIDER_METHODS, type ProviderMethod } from '../../contract/order';
import type { PaymentResult } from '../lib/metrics';
import type { PaymentProvider } from './payment';

/**
 * Which provider collects each way of paying: WeChat Pay for `wechat`, Alipay for `alipay` (the
 * sandbox cashier for both). A method without a provider is not offered. Everything done to a
 * payment after it started (query, close, refund) goes to the provider of the payment's own
 * method, and a notify is believed only from that provider.
 */
export class PaymentMethods {
  private readonly byMethod: ReadonlyMap<ProviderMethod, PaymentProvider>;
  private resultListener: (method: string, result: PaymentResult) => void = () => {};

  constructor(
    providers: Partial<Record<ProviderMethod, PaymentProvider | null>>,
    /** The shop's public origin (PUBLIC_URL), which every notify URL starts with. */
    private readonly publicUrl: string,
  ) {
    const entries = PROVIDER_METHODS.flatMap((method) => {
      const provider = providers[method];
      return provider?.configured ? [[method, provider] as const] : [];
    });
    this.byMethod = new Map(entries);
  }

  /** Where what becomes of payments is counted: the app's metrics. */
  onResult(listener: (method: string, result: PaymentResult) => void): void {
    this.resultListener = listener;
  }

  /** A payment of `method` started, was paid, failed, or brought money for no order. */
  recordResult(method: string, result: PaymentResult): void {
    this.resultListener(method, result);
  }

  /** One provider for every method, as the sandbox cashier is. */
  static allThrough(provider: PaymentProvider, publicUrl: string): PaymentMethods {
    return new PaymentMethods({ wechat: provider, alipay: provider }, publicUrl);
  }

  /** Where `provider` calls back about payments and refunds: /api/payment/notify/{name}. */
  notifyUrl(provider: PaymentProvider): string {
    return `${this.publicUrl}/api/payment/notify/${provider.name}`;
  }

  /** The methods a shopper may pay with, in the checkout's order. */
  get offered(): ProviderMethod[] {
    return [...this.byMethod.keys()];
  }

  offers(method: string): boolean {
    return this.of(method) !== null;
  }

  /** The provider that collects `method`; null when it is not offered (or is the balance). */
  of(method: string): PaymentProvider | null {
    return this.byMethod.get(method as ProviderMethod) ?? null;
  }

  /** The provider whose notify URL ends in `name`. */
  named(name: string): PaymentProvider | null {
    return this.providers.find((provider) => provider.name === name) ?? null;
  }

  /** Each configured provider once. */
  get providers(): PaymentProvider[] {
    return [...new Set(this.byMethod.values())];
  }
}
