import { defineConfig } from 'vitest/config';

/**
 * The fault suite (`npm run test:faults`): the shop under a database restarted or stopped, a
 * hung query and a full disk. It starts a PostgreSQL of its own and mounts a small tmpfs, so it
 * runs apart from `npm run test:unit`, which never picks its files up (`*.fault.ts`).
 */
export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    name: 'faults',
    include: ['server/faults/**/*.fault.ts'],
    environment: 'node',
    pool: 'forks',
    // Each file stops and starts what it owns; one at a time keeps their timings readable.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
