// The member's stored value is their module's ledger; payments move it through the same function.
export { moveBalance } from '../member';
