// The tables of migration notify_nonces (see server/db/migrations).

export interface NotifyNonceTable {
  provider: string;
  /** SHA-256 of the nonce, hex. */
  nonce_digest: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

export interface NotifyTables {
  notify_nonce: NotifyNonceTable;
}
