// The roots of the console's query keys, one per area: each area's queries start with its root
// (api.ts), and a change elsewhere makes a whole area, or one of its lists, stale by it.

export const queryRoots = {
  audit: ['audit'],
  aftersales: ['aftersales'],
  appointments: ['appointments'],
  catalogue: ['catalogue'],
  content: ['content'],
  dashboard: ['dashboard'],
  invoices: ['invoices'],
  invoicesList: ['invoices', 'list'],
  marketing: ['marketing'],
  members: ['members'],
  membersList: ['members', 'list'],
  orders: ['orders'],
  settings: ['settings'],
  staff: ['staff'],
  washing: ['washing'],
} as const satisfies Record<string, readonly string[]>;
