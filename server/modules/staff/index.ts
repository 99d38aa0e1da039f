// The merchant console's staff, rights and audit log: its calls under /admin/api/, and what the
// operator's command does with staff accounts.
export { staffRoutes } from './routes';
export type { ConsoleArea, StaffRouteOptions } from './route-options';
export {
  actorOf,
  allowedTo,
  parseInput,
  replyUnknownCall,
  requirePermission,
  signedOf,
} from './guards';
export {
  can,
  permissionsOf,
  PERMISSIONS,
  ROLES,
  ROLE_PERMISSIONS,
  type Permission,
  type Role,
} from './permissions';
export { OPERATOR, writeAudit, type Actor } from './audit';
export { lowStockThreshold, placesPerPeriod } from './settings';
export {
  ACCOUNT_PATTERN,
  normaliseAccount,
  addStaff,
  listStaff,
  resetPassword,
  setDisabled,
  staffByAccount,
  publicStaff,
  type StaffRow,
} from './accounts';
export { StaffError, staffMessage } from './messages';
export { answerRefusals, idParams, oneLine, pagination, recordId, timeQuery } from './inputs';
