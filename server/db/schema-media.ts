// The tables of migration media_masters (see server/db/migrations).

export type MasterType = 'image/svg+xml' | 'image/jpeg' | 'image/png' | 'image/webp';

export interface MediaMasterTable {
  path: string;
  content_type: MasterType;
  bytes: Buffer;
  /** SHA-256 of `bytes`, in hex. */
  content_hash: string;
  /** Bytes. */
  size: number;
  /** Epoch milliseconds. */
  stored_at: number;
}

export interface MediaTables {
  media_master: MediaMasterTable;
}
