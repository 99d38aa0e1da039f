import { HOTLINE_LINK, OPENING_DAY, type SeedDocument } from './documents-types';

/** How to pay: the methods the payment step offers, invoices, coupons and points. */
export const PAYMENT_METHODS: SeedDocument = {
  code: 'paymentMethod',
  sort: 30,
  updated: OPENING_DAY,
  title: { cn: '支付方式', en: 'Payment Methods' },
  summary: {
    cn: '支持微信支付、支付宝与账户余额，价格以人民币标示并已含增值税；下单后请在 2 小时内完成支付。',
    en: 'Pay with WeChat Pay, Alipay or your account balance; prices are in RMB including VAT, and an order is to be paid within 2 hours.',
  },
  body: {
    cn: `
<p>MAISON 网上精品店的所有价格均以人民币（元）标示，已包含增值税。您可以选择以下任一方式安全支付。</p>
<h2>可选支付方式</h2>
<dl>
<dt>微信支付</dt>
<dd>在电脑上用微信扫描二维码完成支付；在微信内浏览时，可直接在微信中完成支付。</dd>
<dt>支付宝</dt>
<dd>跳转至支付宝收银台，使用支付宝账户完成支付。</dd>
<dt>账户余额</dt>
<dd>会员账户中的储值余额。余额足以支付订单时，支付页面会在所选方式旁提供余额支付。</dd>
</dl>
<h2>支付时限</h2>
<p>提交订单后请在 <strong>2 小时内</strong>完成支付，逾期未支付的订单将自动取消，为您保留的库存随之释放，所用优惠券与积分将退回您的账户。支付未成功时，订单会保持待付款状态，您可以在时限内重新支付或更换支付方式。</p>
<h2>支付安全</h2>
<p>支付由微信支付、支付宝等持牌支付机构完成，我们不会获取或保存您的银行卡号与支付密码。每一笔支付结果都经过支付机构签名验证后才会记入订单。</p>
<h2>优惠券、积分与会员折扣</h2>
<ul>
<li>会员等级折扣在下单时自动计入。</li>
<li>每笔订单可使用一张满足条件的优惠券；部分活动商品不可与优惠券或积分同享，下单页面会说明原因。</li>
<li>积分可按下单页面显示的规则抵扣部分货款。</li>
</ul>
<h2>发票</h2>
<p>订单付款后，您可以在订单中申请增值税普通电子发票，抬头可为个人或单位，发票将发送至您填写的电子邮箱；签收 30 天后如需开票，请联系客户服务。如需增值税专用发票，请联系客户服务办理。</p>
<h2>退款</h2>
<p>退款原路退回至您的支付账户，一般在 3–10 个工作日内到账；使用账户余额支付的，退回至账户余额。详见<a href="/otherPages/returnPolicy">退换货政策</a>。</p>
<h2>联系我们</h2>
<p>支付遇到问题？请致电客户服务热线 ${HOTLINE_LINK}（周一至周日 10:00–22:00）。</p>
`,
    en: `
<p>All prices in the MAISON online boutique are in Renminbi (yuan, RMB) and include VAT. You can pay securely with any of the following methods.</p>
<h2>Ways to pay</h2>
<dl>
<dt>WeChat Pay</dt>
<dd>On a computer, scan the QR code with WeChat; while browsing inside WeChat, pay without leaving the app.</dd>
<dt>Alipay</dt>
<dd>Pay with your Alipay account at the Alipay checkout.</dd>
<dt>Account balance</dt>
<dd>The stored value in your member account. When it covers the order, the payment step offers it beside the method you chose.</dd>
</dl>
<h2>Time to pay</h2>
<p>Please pay <strong>within 2 hours</strong> of submitting your order: an unpaid order is then cancelled automatically, the stock held for it is released, and any coupon and points used come back to your account. If a payment does not go through, the order stays unpaid and you can try again, or choose another method, within that time.</p>
<h2>Secure payment</h2>
<p>Payments are made through licensed payment institutions such as WeChat Pay and Alipay; we never receive or keep your bank card number or payment password. Each payment is recorded on your order only once its result has been verified by the payment institution’s signature.</p>
<h2>Coupons, points and member discounts</h2>
<ul>
<li>The discount of your membership level is applied automatically at checkout.</li>
<li>One eligible coupon may be used per order; some promotions cannot be combined with coupons or points, and the checkout says why.</li>
<li>Points may pay part of an order, as the checkout page shows.</li>
</ul>
<h2>Invoices</h2>
<p>Once an order is paid, you can request an electronic general VAT invoice from it, issued to an individual or a company and sent to the email address you give; more than 30 days after signing for, please contact Client Services. For a special VAT invoice, please contact Client Services.</p>
<h2>Refunds</h2>
<p>Refunds go back to your original payment method, usually within 3–10 working days; an order paid from your account balance is refunded to your balance. See our <a href="/otherPages/returnPolicy">Returns &amp; Refunds</a> policy.</p>
<h2>Contact us</h2>
<p>Trouble paying? Call our Client Services hotline on ${HOTLINE_LINK} (Monday to Sunday, 10:00–22:00).</p>
`,
  },
};
