import type { Lang } from '../../../lib/lang';

/** What the console's orders area says of its own (the order's rules speak for themselves). */
export const consoleOrderMessages = {
  bulkShipEmpty: {
    cn: '文件中没有要发货的行：每行应为订单号、快递公司、快递单号',
    en: 'The file has no lines to ship: each line is an order number, a carrier and a tracking number',
  },
  bulkShipTooMany: {
    cn: '一个文件最多 {max} 行，请分开上传',
    en: 'A file holds at most {max} lines: please upload it in parts',
  },
  bulkShipUnreadable: {
    cn: '无法读取该 CSV 文件（第 {line} 行附近）',
    en: 'The CSV file could not be read (near line {line})',
  },
  bulkShipColumns: {
    cn: '应有三列：订单号、快递公司、快递单号',
    en: 'There should be three columns: order number, carrier, tracking number',
  },
  bulkShipDuplicate: {
    cn: '订单 {orderNo} 已在第 {first} 行',
    en: 'Order {orderNo} is already on line {first}',
  },
  orderCsvHeader: {
    cn: '订单号,下单时间,状态,会员号,会员手机,收货人,收货手机,件数,支付方式,实付(元),已退款(元),付款时间,快递公司,快递单号,发货时间',
    en: 'Order number,Placed,State,Member number,Member mobile,Receiver,Receiver mobile,Pieces,Payment,Paid (yuan),Refunded (yuan),Paid at,Carrier,Tracking number,Shipped at',
  },
  orderStateCancelling: { cn: '取消申请待处理', en: 'Cancellation to decide' },
} as const satisfies Record<string, Record<Lang, string>>;
