// `npm run test:console:postgres`: the console's browser tests on a shop whose database is a new
// PostgreSQL database made from TEST_DATABASE_URL's server, dropped afterwards.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const server = process.env.TEST_DATABASE_URL;
if (!server) {
  console.error(
    'set TEST_DATABASE_URL=postgres://… : the console is walked on a database of its own',
  );
  process.exit(2);
}
const name = `console_walk_${randomBytes(4).toString('hex')}`;
const admin = async (statement) => {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
await admin(`create database ${name} encoding 'UTF8' template template0`);
const url = new URL(server);
url.pathname = `/${name}`;
const args = [
  'playwright',
  'test',
  '-c',
  'playwright.console-postgres.config.ts',
  ...process.argv.slice(2),
];
const env = { ...process.env, DATABASE_URL: url.toString() };
const { status } = spawnSync('npx', args, { stdio: 'inherit', env });
await admin(`drop database if exists ${name} with (force)`);
process.exit(status ?? 1);
