// The orders feature's public face: its screens of the member area (the list, one order, one
// after-sales request) with their loaders, which the area's route files show.
export {
  OrderDetailScreen,
  OrderListScreen,
  RefundScreen,
  loadOrderDetail,
  loadOrderList,
  loadRefund,
} from './routing';
