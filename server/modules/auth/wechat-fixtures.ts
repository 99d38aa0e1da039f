import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/database';
import { createProviders } from '../../providers';
import { createWechatJsSdk, createWechatLogin } from '../../providers/wechat-login';
import type { WechatLoginSettings } from '../../providers/wechat-login/settings';
import { startFakeWechatApi, type FakeWechatApi } from '../../test/fakes/wechat-api-server';
import type { FakeApp } from '../../test/fakes/wechat-api-oauth';
import { migrateAndSeed } from '../../test/test-databases';
import { openTestDatabase } from '../../test/harness';

// A demo shop whose WeChat sign-in and JS-SDK are the real ones, talking to a local WeChat
// (server/test/fakes/wechat-api-server.ts); its SMS and payments stay the sandbox's.

export const SHOP_HOST = 'shop.example.cn';
export const WEBSITE_APP: FakeApp = {
  appid: 'wx3b1f0c9d2e4a5b6c',
  secret: '9f8e7d6c5b4a39281706f5e4d3c2b1a0',
  kind: 'website',
};
export const ACCOUNT_APP: FakeApp = {
  appid: 'wx7c6d5e4f3a2b1c0d',
  secret: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  kind: 'officialAccount',
};

export interface RealWechatShop {
  app: FastifyInstance;
  db: Db;
  fake: FakeWechatApi;
  close(): Promise<void>;
}

const app = ({ appid, secret }: FakeApp) => ({ appid, secret });

export async function startRealWechatShop(
  kind: 'sqlite' | 'postgres',
  change: (settings: WechatLoginSettings) => WechatLoginSettings = (settings) => settings,
): Promise<RealWechatShop> {
  const fake = await startFakeWechatApi({ apps: [WEBSITE_APP, ACCOUNT_APP], domain: SHOP_HOST });
  const settings = change({
    website: app(WEBSITE_APP),
    officialAccount: app(ACCOUNT_APP),
    apiBaseUrl: fake.url,
    openBaseUrl: fake.url,
  });
  const source = kind === 'sqlite' ? inject('seededSqliteImage') : inject('seededPostgresTemplate');
  const handle = await openTestDatabase(kind, source);
  if (!source) await migrateAndSeed(handle.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-wechat-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
    NODE_ENV: 'test',
    PUBLIC_URL: `http://${SHOP_HOST}`,
  });
  const wechat = createWechatLogin(settings, handle.db);
  const wechatJsSdk = createWechatJsSdk(settings, handle.db, fake.now);
  // The real WeChat beside the sandbox's texts, whose outbox gives the codes.
  const providers = Object.assign(createProviders(config, handle.db), { wechat, wechatJsSdk });
  const shop = await buildApp({ config, db: handle.db, logger: false, providers });
  await shop.ready();
  return {
    app: shop,
    db: handle.db,
    fake,
    close: async () => {
      await shop.close();
      await handle.close();
      await fake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A path and query of the shop, from an absolute URL WeChat sends the browser to. */
export function shopPath(url: string): string {
  const parsed = new URL(url);
  if (parsed.host !== SHOP_HOST) throw new Error(`not the shop: ${url}`);
  return parsed.pathname + parsed.search;
}
