// The tables of migration wechat_credentials (see server/db/migrations).

export interface WechatCredentialTable {
  /** The kind and the appid, like `access_token:wx…` or `jsapi_ticket:wx…`. */
  name: string;
  value: string;
  /** Epoch milliseconds. */
  expires_at: number;
  /** Epoch milliseconds: while in the future, `lease_holder` is renewing the value. */
  lease_until: number;
  lease_holder: string;
  updated_at: number;
}

export interface WechatTables {
  wechat_credential: WechatCredentialTable;
}
