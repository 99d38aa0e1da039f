import { test as base, type RunnerTestCase } from 'vitest';
import { createTestShop, type TestShop } from './harness';
import { createMember, type TestMember } from './members';

export type DatabaseKind = 'sqlite' | 'postgres';

type Block = RunnerTestCase['suite'] | RunnerTestCase['file'];

/** The file's outermost describe block holding the test (the file itself for a top-level test). */
function blockOf(task: RunnerTestCase): Block {
  let block: Block = task.suite ?? task.file;
  while (block.suite && block.suite !== block.file) block = block.suite;
  return block;
}

/** What to undo when a shop closes, for what oncePerShop made from it. */
const disposals = new WeakMap<TestShop, (() => unknown)[]>();

/**
 * The shops of a file's describe blocks, one per database and environment a block asks for.
 * Tests of a file run one after another in order, so when a test of another block asks for a
 * shop, the blocks before it are done and their shops are closed then; the last block's, when
 * the file is done.
 */
class BlockShops {
  private block: Block | undefined;
  private shops = new Map<string, Promise<TestShop>>();

  shop(block: Block, kind: DatabaseKind, env: NodeJS.ProcessEnv): Promise<TestShop> {
    if (block !== this.block) {
      const previous = this.close();
      this.block = block;
      return previous.then(() => this.shop(block, kind, env));
    }
    const key = `${kind} ${JSON.stringify(env)}`;
    let shop = this.shops.get(key);
    if (!shop) {
      shop = createTestShop(kind, env);
      this.shops.set(key, shop);
    }
    return shop;
  }

  async close(): Promise<void> {
    const opened = [...this.shops.values()];
    this.shops.clear();
    for (const settled of await Promise.allSettled(opened)) {
      if (settled.status !== 'fulfilled') continue;
      for (const dispose of disposals.get(settled.value) ?? []) await dispose();
      await settled.value.close();
    }
  }
}

/**
 * Vitest's `test` with the demo shop at hand. A describe block on each database says which it
 * runs on, and the environment its shop starts with when it needs one:
 *
 *     describe.each(databases)('… on %s', (kind) => {
 *       test.override({ databaseKind: kind, shopEnv: PUBLIC_SHOP_ENV });
 *       test('…', async ({ shop, member }) => { … });
 *     });
 *
 * Every test of the block that asks for `shop` gets the same one, made for the first of them;
 * `member` is a new member of that shop for each test, signed in.
 *
 * `shop` is a test fixture drawing on the file's `blockShops` rather than a file fixture itself:
 * a file fixture is made once per file whatever a block overrides, so it could not follow
 * `databaseKind` from one block to the next.
 */
export const test = base
  // Vitest reads what a fixture needs from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  .extend('blockShops', { scope: 'file' }, ({}, { onCleanup }) => {
    const shops = new BlockShops();
    onCleanup(() => shops.close());
    return shops;
  })
  .extend('databaseKind', 'sqlite' as DatabaseKind)
  .extend('shopEnv', {} as NodeJS.ProcessEnv)
  .extend('shopWith', ({ task, databaseKind, blockShops }, { onCleanup }) => {
    // A shop is shared by the block's tests: a clock one test held goes back to the system's.
    const handedOut = new Set<TestShop>();
    onCleanup(() => {
      for (const shop of handedOut) shop.clock.release();
    });
    /** The block's shop started with `env`, for a block that needs shops of several. */
    return async (env: NodeJS.ProcessEnv): Promise<TestShop> => {
      const shop = await blockShops.shop(blockOf(task), databaseKind, env);
      handedOut.add(shop);
      return shop;
    };
  })
  .extend('shop', ({ shopWith, shopEnv }) => shopWith(shopEnv))
  .extend('member', ({ shop }): Promise<TestMember> => createMember(shop.db));

/**
 * `make` run once for each shop: what a block works out from its shop (a row it looks up, data
 * it adds, a provider over it, a folder of its own) made for its first test and shared by the
 * others, as a fixture of the suite: `test.extend('store', ({ shop }) => storeOf(shop))`.
 * `dispose` undoes it when the shop closes.
 */
export function oncePerShop<T>(
  make: (shop: TestShop) => T,
  dispose?: (made: T) => unknown,
): (shop: TestShop) => T {
  const made = new WeakMap<TestShop, { value: T }>();
  return (shop) => {
    let entry = made.get(shop);
    if (!entry) {
      const value = make(shop);
      entry = { value };
      made.set(shop, entry);
      if (dispose) disposals.set(shop, [...(disposals.get(shop) ?? []), () => dispose(value)]);
    }
    return entry.value;
  };
}
