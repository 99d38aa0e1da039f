// `npm run test:cluster`: the walk across two instances needs PostgreSQL, as several instances of a
// real shop share one; without TEST_DATABASE_URL it says so and passes, as the server suites do.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('two-instance walk skipped: set TEST_DATABASE_URL=postgres://… to run it');
  process.exit(0);
}
const args = ['playwright', 'test', '-c', 'playwright.cluster.config.ts', ...process.argv.slice(2)];
const { status } = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(status ?? 1);
