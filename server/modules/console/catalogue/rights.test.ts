import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { can, ROLES, type Permission } from '../../staff';
import { admin, signedInStaff, type TestStaff } from '../../staff/staff-fixtures';
import { csvFile, freshSku, sendFile, skuStock } from './console-catalogue-fixtures';

// Every call of the catalogue area, made by every role: reading needs catalogue.read, changing
// catalogue.write (the owner and the manager); any other role is refused and nothing changes.

interface CatalogueCall {
  method: 'GET' | 'POST';
  permission: Permission;
  prepare: (
    shop: TestShop,
    owner: TestStaff,
  ) => Promise<{ path: string; body?: unknown; changed?: () => Promise<boolean> }>;
}

const calls: CatalogueCall[] = [
  {
    method: 'GET',
    permission: 'catalogue.read',
    prepare: async () => ({ path: '/catalogue/pieces?q=a' }),
  },
  {
    method: 'POST',
    permission: 'catalogue.write',
    prepare: async () => ({ path: '/catalogue/files', body: csvFile('stock', []) }),
  },
  {
    method: 'POST',
    permission: 'catalogue.write',
    prepare: async (shop, owner) => {
      const sku = await freshSku(shop, 10);
      const body = csvFile('stock', [`${sku.code},6`]);
      const dry = await sendFile(shop, owner, body);
      return {
        path: '/catalogue/files',
        body: { ...body, apply: true, checked: dry.body.data.checked },
        changed: async () => (await skuStock(shop, sku.id)).stock === 6,
      };
    },
  },
  {
    method: 'POST',
    permission: 'catalogue.write',
    prepare: async () => ({
      path: '/catalogue/feed',
      body: {
        files: [{ path: 'catalogue.csv', content_base64: Buffer.from('sn\n').toString('base64') }],
        unlist_missing: false,
        apply: false,
      },
    }),
  },
  {
    method: 'POST',
    permission: 'catalogue.write',
    prepare: async (shop) => {
      const sku = await freshSku(shop);
      const onSale = async () =>
        (
          await shop.db
            .selectFrom('goods')
            .select('on_sale')
            .where('id', '=', sku.goods_id)
            .executeTakeFirstOrThrow()
        ).on_sale === 0;
      return {
        path: `/catalogue/pieces/${sku.goods_id}/on-sale`,
        body: { on_sale: false },
        changed: onSale,
      };
    },
  },
];

describe.each(databases)('the console’s catalogue rights on %s', (kind) => {
  test.override({ databaseKind: kind });

  test.for(ROLES)(
    'lets %s make the catalogue calls only with their right',
    async (role, { shop }) => {
      const staff = await signedInStaff(shop, role);
      const owner = await signedInStaff(shop, 'owner');
      expect(can(role, 'catalogue.write')).toBe(role === 'owner' || role === 'manager');
      for (const call of calls) {
        const allowed = can(role, call.permission);
        const { path, body, changed } = await call.prepare(shop, owner);
        const reply = await admin(shop.app, call.method, path, { cookie: staff.cookie, body });
        const what = `${role} ${call.method} ${path}`;
        if (allowed) {
          expect(reply.status, what).toBe(200);
        } else {
          expect(reply.status, what).toBe(403);
          expect(reply.body.code, what).toBe('staffForbidden');
          expect(reply.body.msg, what).toContain(call.permission);
        }
        if (changed) expect(await changed(), what).toBe(allowed);
      }
    },
  );

  test('refuses every catalogue call without a session', async ({ shop }) => {
    for (const [method, path] of [
      ['GET', '/catalogue/pieces'],
      ['POST', '/catalogue/files'],
      ['POST', '/catalogue/feed'],
      ['POST', '/catalogue/pieces/1/on-sale'],
    ] as const) {
      const reply = await admin(shop.app, method, path, { body: {} });
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('staffSignInNeeded');
    }
  });
});
