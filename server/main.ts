import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './setup';

const config = loadConfig();
const handle = await prepareDatabase(config);
const app = await buildApp({ config, db: handle.db });

const shutdown = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
