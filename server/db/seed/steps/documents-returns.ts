import { HOTLINE_LINK, OPENING_DAY, type SeedDocument } from './documents-types';

/** Returns, exchanges and refunds (spec §9: 7 days from signing for, refunds in 3–10 days). */
export const RETURN_POLICY: SeedDocument = {
  code: 'returnPolicy',
  sort: 10,
  updated: OPENING_DAY,
  title: { cn: '退换货政策', en: 'Returns & Refunds' },
  summary: {
    cn: '签收之日起 7 日内可申请退货，退货运费由 MAISON 承担；验收合格后原路退款，一般 3–10 个工作日到账。',
    en: 'Request a return within 7 days of signing for your order, at our expense; once the pieces are inspected, we refund you to your original payment method, usually within 3–10 working days.',
  },
  body: {
    cn: `
<p>我们希望您珍爱每一件 MAISON 作品。如果它未能让您满意，您可以在签收之日起 7 日内申请退货，退货运费由 MAISON 承担。</p>
<h2>退货期限与条件</h2>
<ul>
<li>请在签收之日起 <strong>7 日内</strong>提交退货申请。在订单中点击“确认收货”后即可申请；签收之日以确认收货之日为准。</li>
<li>退回的商品应未经穿着、使用或洗涤，<strong>吊牌、防伪标识、原包装</strong>、防尘袋及随附配件完整无缺。</li>
<li>您可以就同一订单的不同商品分别申请售后；每件商品同一时间只能在一个处理中的售后申请中，申请被拒绝后，相应商品可再次申请。</li>
</ul>
<h2>不适用无理由退货的商品</h2>
<p>个性化定制商品（如印制或烫印您指定首字母的商品）系根据您的要求专门制作，依照《中华人民共和国消费者权益保护法》第二十五条，不适用 7 日无理由退货。商品存在质量问题的，您仍依法享有修理、更换或退货的权利。</p>
<h2>如何退货</h2>
<ol>
<li>在“我的订单”中打开订单，点击“申请售后”，选择退货，选择要退的商品及数量并填写原因；退款金额按这些商品的实付金额计算。</li>
<li>我们会尽快审核您的申请，审核结果将显示在售后详情中；如申请被拒绝，您可以看到具体原因。</li>
<li>申请通过后，售后详情会显示 MAISON 退货中心的地址。请将商品连同吊牌与原包装妥善寄回，并在包裹内附上订单号。</li>
<li>寄出后，请在售后详情中填写快递公司与快递单号，以便我们跟踪包裹。</li>
</ol>
<h2>退款</h2>
<p>我们收到退回的商品并验收合格后办理退款。款项<strong>原路退回</strong>至您的支付账户：微信支付退回微信，支付宝退回支付宝，一般在 <strong>3–10 个工作日</strong>内到账，具体时间以支付机构为准；使用账户余额支付的，退回至您的账户余额。</p>
<p>订单所用积分按退款金额占实付金额的比例退回，所获积分按同一比例扣回；优惠券不予退回，其抵扣金额已按下单时的计价比例分摊至订单中的每件商品。</p>
<h2>已发货订单的仅退款</h2>
<p>订单发货后如出现需要退款而无需退回商品的情况（例如包裹在运输途中遗失），您可以在订单中申请“仅退款”，我们审核同意后即原路退款。</p>
<h2>发货与运费</h2>
<p>订单付款后 <strong>3 个工作日内</strong>发货，全部订单<strong>免运费</strong>，退货运费同样由我们承担。详见<a href="/otherPages/deliveryInsurance">配送与保价</a>。</p>
<h2>取消订单</h2>
<p>未付款的订单可随时取消，超过 2 小时未付款的订单将自动取消。已付款尚未发货的订单，您可以在订单中申请取消，我们同意后全额退款；如取消申请被拒绝，订单将照常发货，签收后仍可按本政策办理退货。</p>
<h2>换货</h2>
<p>网上精品店暂不提供直接换货。如需更换尺码或颜色，请按本政策退货并重新下单；您也可以致电客户服务，我们的顾问将协助您在精品店预留所需款式。</p>
<h2>联系我们</h2>
<p>客户服务热线 ${HOTLINE_LINK}（周一至周日 10:00–22:00）。另请参阅<a href="/otherPages/termsOfSale">销售条款</a>。</p>
`,
    en: `
<p>We hope you will treasure every MAISON piece. Should one not be right for you, you may request a return within 7 days of signing for it, at our expense.</p>
<h2>When and what you can return</h2>
<ul>
<li>Please request a return <strong>within 7 days of signing for</strong> your order. You can do so once you have pressed “Confirm receipt” in the order; the day you confirm receipt counts as the day you signed for it.</li>
<li>Returned pieces must be unworn, unused and unwashed, with their <strong>tags, authenticity labels and original packaging</strong>, dust bags and accessories intact.</li>
<li>You may request after-sales service for different pieces of an order separately; each piece can be in one request in progress at a time, and the pieces of a refused request can be requested again.</li>
</ul>
<h2>Pieces that cannot be returned without reason</h2>
<p>Personalised pieces, such as those printed or hot-stamped with the initials you choose, are made especially for you and, under Article 25 of the Law on the Protection of Consumer Rights and Interests, cannot be returned without reason within 7 days. Your statutory rights to repair, replacement or return in case of a quality defect remain.</p>
<h2>How to return a piece</h2>
<ol>
<li>Open the order in “My orders”, choose “Apply for after-sales”, select a return, choose the pieces and how many, and give the reason; the refund is what you paid for those pieces.</li>
<li>We review your request promptly; the outcome appears in the request’s details, with our reason if we cannot accept it.</li>
<li>Once your request is approved, its details show the address of the MAISON Returns Centre. Pack the pieces with their tags and original packaging and put the order number in the parcel.</li>
<li>After sending the parcel, enter the courier and tracking number in the request’s details so that we can follow it.</li>
</ol>
<h2>Refunds</h2>
<p>When we have received and inspected the returned pieces, we refund you <strong>to your original payment method</strong>: WeChat Pay to WeChat, Alipay to Alipay, usually within <strong>3–10 working days</strong> depending on the payment institution. An order paid from your account balance is refunded to your balance.</p>
<p>The points used on the order come back in proportion to what is refunded of what you paid, and the points it earned are taken back in the same proportion. A coupon is not returned: its value was shared out over the pieces of the order as it was priced.</p>
<h2>Refund without return after shipment</h2>
<p>If, once an order has shipped, a refund is due without any piece coming back (for instance a parcel lost in transit), you can request a refund only from the order; once we agree, you are refunded to your original payment method.</p>
<h2>Shipping and delivery charges</h2>
<p>We ship your order <strong>within 3 working days</strong> of payment and delivery is <strong>free of charge</strong>; returns are free too. See <a href="/otherPages/deliveryInsurance">Delivery and insurance</a>.</p>
<h2>Cancelling an order</h2>
<p>An unpaid order can be cancelled at any time, and is cancelled automatically if it is not paid within 2 hours. For a paid order that has not shipped yet, you can request a cancellation from the order; once we agree, you are refunded in full. If a cancellation is refused, the order ships as usual and you may still return it under this policy after signing for it.</p>
<h2>Exchanges</h2>
<p>The online boutique does not exchange pieces directly. For another size or colour, please return the piece under this policy and place a new order, or call Client Services: an adviser will gladly hold the piece you would like at a boutique.</p>
<h2>Contact us</h2>
<p>Client Services hotline ${HOTLINE_LINK} (Monday to Sunday, 10:00–22:00). See also our <a href="/otherPages/termsOfSale">Terms of Sale</a>.</p>
`,
  },
};
