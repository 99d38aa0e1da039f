import { EMAIL_LINK, HOTLINE_LINK, OPENING_DAY, type SeedDocument } from './documents-types';

/**
 * Common questions. Each question is an h3 followed by its answer: the help page folds them into
 * an accordion, so an edited text keeps that shape as long as it keeps its headings.
 */
export const COMMON_PROBLEMS: SeedDocument = {
  code: 'commonProblem',
  sort: 60,
  updated: OPENING_DAY,
  title: { cn: '常见问题', en: 'Frequently Asked Questions' },
  summary: {
    cn: '关于订单、支付、配送、退换货、个性化定制、护理与账户的常见问题解答，以及客户服务热线 400 606 1961。',
    en: 'Answers about orders, payment, delivery, returns, personalisation, care and your account, and our Client Services hotline, 400 606 1961.',
  },
  body: {
    cn: `
<p>如果以下内容未能解答您的疑问，欢迎致电客户服务热线 ${HOTLINE_LINK}，服务时间为周一至周日 10:00–22:00。</p>
<h2>订单</h2>
<h3>如何查看我的订单？</h3>
<p>登录后进入个人中心的“我的订单”，可以按待付款、待发货、待收货、已完成、退换/售后及已取消查看每一笔订单及其详情。</p>
<h3>可以取消订单吗？</h3>
<p>未付款的订单可随时取消。已付款尚未发货的订单，可以在订单中申请取消，我们同意后全额退款；订单发货后请在签收后按退换货政策办理。</p>
<h3>为什么我的订单被自动取消了？</h3>
<p>提交订单后需在 2 小时内完成支付，逾期未支付的订单会自动取消，所用优惠券与积分将退回您的账户。</p>
<h2>支付</h2>
<h3>支持哪些支付方式？</h3>
<p>微信支付、支付宝，以及账户余额（余额足以支付订单时可用）。详见<a href="/otherPages/paymentMethod">支付方式</a>。</p>
<h3>支付失败怎么办？</h3>
<p>订单会保持待付款状态，您可以在 2 小时内在订单中重新支付或更换支付方式。如款项已扣除但订单仍显示待付款，请勿重复支付，并致电客户服务。</p>
<h3>如何开具发票？</h3>
<p>订单付款后，在订单详情中点击“申请开票”，即可申请增值税普通电子发票，发票将发送至您的电子邮箱。增值税专用发票请联系客户服务。</p>
<h2>配送</h2>
<h3>什么时候发货？运费多少？</h3>
<p>现货商品在付款后 3 个工作日内发货，全场免运费，每件包裹均全额保价。</p>
<h3>如何查看物流？</h3>
<p>发货后在订单中点击“查看物流”，即可看到承运商、快递单号与最新配送进度。</p>
<h3>可以配送到港澳台或海外吗？</h3>
<p>目前仅支持配送至中国大陆地区的地址。</p>
<h2>退换货与退款</h2>
<h3>退货期限是多久？</h3>
<p>签收之日起 7 日内可申请退货，商品须未经穿着、使用或洗涤，吊牌与包装完好。个性化定制商品不适用无理由退货。</p>
<h3>退款多久到账？</h3>
<p>我们收到并验收退回的商品后原路退款，一般 3–10 个工作日到账，具体以支付机构为准。</p>
<h3>可以换货吗？</h3>
<p>网上精品店暂不提供直接换货，请退货后重新下单，或联系客户服务在精品店为您预留所需款式。详见<a href="/otherPages/returnPolicy">退换货政策</a>。</p>
<h2>个性化定制</h2>
<h3>个性化定制需要多长时间？</h3>
<p>个性化定制商品需要 7–14 天制作，完成后发货。</p>
<h3>定制内容有什么要求？</h3>
<p>请按商品页面提示选择位置、字母颜色并输入内容，每个字符最多重复 2 次。订单进入制作后无法修改或取消，请在下单前仔细核对。</p>
<h2>护理与保养</h2>
<h3>如何保养我的 MAISON 作品？</h3>
<p>请按照商品页面与吊牌上的护理说明保养。丝绸、羊绒与皮革制品建议由专业人员清洁，避免长时间日晒与受潮。</p>
<h3>如何使用护理与清洗服务？</h3>
<p>您可以在<a href="/washing">护理与清洗服务</a>页面了解服务内容并预约，将作品送至提供该服务的精品店即可。</p>
<h2>账户与会员</h2>
<h3>如何注册会员？</h3>
<p>使用中国大陆手机号码注册，通过图形验证码与短信验证码验证即可。新会员可获得 100 元注册礼券。</p>
<h3>忘记密码怎么办？</h3>
<p>在登录页点击“忘记密码？”，通过短信验证码验证手机号码后即可设置新密码。密码为 8–16 位，至少包含一个字母和一个数字，可使用 ! @ # $ % 等键盘符号，不能包含空格。</p>
<h3>会员等级如何计算？</h3>
<p>会员等级依据累计积分确定：积分卡、银卡（5 000 分）、金卡（20 000 分）与白金卡（50 000 分），等级越高，购物折扣与积分倍率越高。</p>
<h2>联系我们</h2>
<p>客户服务热线：${HOTLINE_LINK}（周一至周日 10:00–22:00）<br>电子邮箱：${EMAIL_LINK}</p>
`,
    en: `
<p>If you cannot find your answer below, our Client Services hotline ${HOTLINE_LINK} is open Monday to Sunday, 10:00–22:00.</p>
<h2>Orders</h2>
<h3>Where can I see my orders?</h3>
<p>Sign in and open “My orders” in your account: every order and its details are there, by status — to be paid, to be shipped, pending receipt, completed, returns and cancelled.</p>
<h3>Can I cancel an order?</h3>
<p>An unpaid order can be cancelled at any time. For a paid order that has not shipped yet, request a cancellation from the order; once we agree, you are refunded in full. Once an order has shipped, please follow the returns policy after signing for it.</p>
<h3>Why was my order cancelled automatically?</h3>
<p>An order is to be paid within 2 hours of submitting it; after that it is cancelled automatically and any coupon and points used come back to your account.</p>
<h2>Payment</h2>
<h3>How can I pay?</h3>
<p>With WeChat Pay, Alipay, or your account balance when it covers the order. See <a href="/otherPages/paymentMethod">Payment Methods</a>.</p>
<h3>What if my payment fails?</h3>
<p>The order stays unpaid, and you can pay again or choose another method from the order within 2 hours. If you were charged but the order still shows as unpaid, please do not pay again: call Client Services.</p>
<h3>How do I get an invoice?</h3>
<p>Once the order is paid, choose “Request an invoice” in its details to receive an electronic general VAT invoice by email. For a special VAT invoice, please contact Client Services.</p>
<h2>Delivery</h2>
<h3>When will my order ship, and what does delivery cost?</h3>
<p>Pieces in stock ship within 3 working days of payment. Delivery is free, and every parcel is insured for its full value.</p>
<h3>How can I track my parcel?</h3>
<p>Once shipped, choose “Track package” in the order to see the carrier, the tracking number and the latest progress.</p>
<h3>Do you deliver to Hong Kong, Macau, Taiwan or abroad?</h3>
<p>We currently deliver to addresses in mainland China only.</p>
<h2>Returns and refunds</h2>
<h3>How long do I have to return a piece?</h3>
<p>You may request a return within 7 days of signing for your order, with the piece unworn, unused and unwashed and its tags and packaging intact. Personalised pieces cannot be returned without reason.</p>
<h3>When will I be refunded?</h3>
<p>Once we have received and inspected the returned pieces, we refund you to your original payment method, usually within 3–10 working days depending on the payment institution.</p>
<h3>Can I exchange a piece?</h3>
<p>The online boutique does not exchange pieces directly: please return the piece and place a new order, or ask Client Services to hold the piece you would like at a boutique. See our <a href="/otherPages/returnPolicy">Returns &amp; Refunds</a> policy.</p>
<h2>Personalisation</h2>
<h3>How long does personalisation take?</h3>
<p>Personalised pieces take 7–14 days to make and ship once they are ready.</p>
<h3>What can I have personalised?</h3>
<p>Choose the position and the colour of the letters on the product page and enter your text; each character may appear at most twice. Once production has started the order can no longer be changed or cancelled, so please check it carefully before ordering.</p>
<h2>Care</h2>
<h3>How should I care for my MAISON piece?</h3>
<p>Follow the care instructions on the product page and the label. We recommend professional cleaning for silk, cashmere and leather, and keeping pieces away from prolonged sunlight and damp.</p>
<h3>How does the care and cleaning service work?</h3>
<p>Read about the service and book it on the <a href="/washing">Care &amp; Cleaning Service</a> page, then bring your piece to a boutique that offers it.</p>
<h2>Account and membership</h2>
<h3>How do I become a member?</h3>
<p>Register with a mainland China mobile number, verified by a picture code and a text message code. New members receive a 100 RMB welcome gift certificate.</p>
<h3>I forgot my password. What should I do?</h3>
<p>Choose “Forgot your password?” on the sign-in page and verify your mobile number with a text message code to set a new password: 8–16 characters with at least one letter and one number, keyboard symbols such as ! @ # $ % allowed, spaces not.</p>
<h3>How are membership levels decided?</h3>
<p>By the points you have earned in total: point card, silver (5,000 points), gold (20,000) and platinum (50,000). Each level brings a larger discount and earns points faster.</p>
<h2>Contact us</h2>
<p>Client Services hotline: ${HOTLINE_LINK} (Monday to Sunday, 10:00–22:00)<br>Email: ${EMAIL_LINK}</p>
`,
  },
};
