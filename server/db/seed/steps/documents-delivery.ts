import { HOTLINE_LINK, OPENING_DAY, type SeedDocument } from './documents-types';

/** Delivery and its insurance (spec §9: shipped within 3 working days of payment, free). */
export const DELIVERY_INSURANCE: SeedDocument = {
  code: 'deliveryInsurance',
  sort: 20,
  updated: OPENING_DAY,
  title: { cn: '配送与保价', en: 'Delivery & Insurance' },
  summary: {
    cn: '中国大陆地区全场免运费，付款后 3 个工作日内发货，每件包裹均由保价快递全额保价直至您签收。',
    en: 'Complimentary shipping across mainland China: pieces ship within 3 working days of payment, each parcel insured for its full value until you sign for it.',
  },
  body: {
    cn: `
<p>每一件 MAISON 作品都装于品牌礼盒与防尘袋中，由保价快递送到您的手中，全场免运费。</p>
<h2>配送范围</h2>
<p>我们目前仅向<strong>中国大陆地区</strong>的收货地址配送，港澳台地区及海外地址暂不支持配送。</p>
<h2>运费</h2>
<p>所有订单均<strong>免运费</strong>，保价费用亦由 MAISON 承担。</p>
<h2>发货时间</h2>
<ul>
<li>现货商品在您付款后 <strong>3 个工作日内</strong>发货。</li>
<li>个性化定制商品需要 <strong>7–14 天</strong>制作，制作完成后发货。</li>
<li>发货后，您可以在订单详情中查看承运商、快递单号与配送进度。</li>
</ul>
<h2>承运商与送达时间</h2>
<table>
<thead><tr><th scope="col">承运商</th><th scope="col">发货后预计送达</th></tr></thead>
<tbody>
<tr><td>顺丰速运</td><td>多数城市 1–3 天</td></tr>
<tr><td>京东物流</td><td>多数城市 1–3 天</td></tr>
<tr><td>中国邮政 EMS</td><td>偏远地区 3–7 天</td></tr>
</tbody>
</table>
<p>我们会根据收货地址选择最合适的承运商。节假日及恶劣天气期间，送达时间可能顺延。</p>
<h2>保价与签收</h2>
<ul>
<li>每件包裹均按商品价值<strong>全额保价</strong>，直至您或您指定的收货人签收。</li>
<li>包裹须本人或收货人当面签收，不放置于快递柜或代收点。</li>
<li>签收前请检查外包装是否完好；如有破损或被拆封的痕迹，请拒收并立即联系客户服务。</li>
<li>如包裹在运输途中遗失或损毁，我们将为您重新发货，或全额退款。</li>
</ul>
<h2>修改地址或取消订单</h2>
<p>订单提交后无法修改收货地址。订单尚未发货时，您可以在订单中申请取消，我们同意后全额退款，随后您可以使用新的地址重新下单。</p>
<h2>联系我们</h2>
<p>客户服务热线 ${HOTLINE_LINK}（周一至周日 10:00–22:00）。退货事宜请参阅<a href="/otherPages/returnPolicy">退换货政策</a>。</p>
`,
    en: `
<p>Every MAISON piece travels in the house’s box and dust bag, by insured express courier, and delivery is always free.</p>
<h2>Where we deliver</h2>
<p>We currently deliver to addresses in <strong>mainland China</strong> only; we are unable to deliver to Hong Kong, Macau, Taiwan or abroad.</p>
<h2>Delivery charges</h2>
<p>Delivery is <strong>free</strong> on every order, and so is the insurance.</p>
<h2>When your order ships</h2>
<ul>
<li>Pieces in stock ship <strong>within 3 working days of payment</strong>.</li>
<li>Personalised pieces take <strong>7–14 days</strong> to make and ship once they are ready.</li>
<li>Once shipped, the order details show the carrier, the tracking number and the progress of the delivery.</li>
</ul>
<h2>Carriers and delivery times</h2>
<table>
<thead><tr><th scope="col">Carrier</th><th scope="col">Usual time after shipping</th></tr></thead>
<tbody>
<tr><td>SF Express</td><td>1–3 days to most cities</td></tr>
<tr><td>JD Logistics</td><td>1–3 days to most cities</td></tr>
<tr><td>China Post EMS</td><td>3–7 days to remote areas</td></tr>
</tbody>
</table>
<p>We choose the most suitable carrier for your address. Deliveries may take longer during public holidays and in severe weather.</p>
<h2>Insurance and signing for your parcel</h2>
<ul>
<li>Every parcel is <strong>insured for the full value</strong> of its contents until you, or the receiver you name, sign for it.</li>
<li>Parcels are handed over in person against a signature; they are never left in a parcel locker or collection point.</li>
<li>Before signing, please check that the outer packaging is intact; if it is damaged or appears opened, refuse the parcel and contact Client Services at once.</li>
<li>Should a parcel be lost or damaged in transit, we send the pieces again or refund you in full.</li>
</ul>
<h2>Changing the address or cancelling</h2>
<p>The delivery address cannot be changed once an order is submitted. While the order has not shipped, you can request a cancellation from the order; once we agree, you are refunded in full and can order again with the new address.</p>
<h2>Contact us</h2>
<p>Client Services hotline ${HOTLINE_LINK} (Monday to Sunday, 10:00–22:00). For returns, see our <a href="/otherPages/returnPolicy">Returns &amp; Refunds</a> policy.</p>
`,
  },
};
