import pino from 'pino';
import { createServer } from 'vite';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './setup';

// Development: the API on API_PORT and Vite (with hot reload) on PORT, proxying /api and /media.
const apiPort = Number(process.env.API_PORT ?? 3001);
const config = { ...loadConfig(), port: apiPort, host: '127.0.0.1' };
const log = pino({ level: config.logLevel });
const handle = await prepareDatabase(config, log);
const api = await buildApp({ config, db: handle.db, loggerInstance: log, probe: handle.probe });
await api.listen({ port: apiPort, host: '127.0.0.1' });

const vite = await createServer({ server: { port: Number(process.env.PORT ?? 3000), host: true } });
await vite.listen();
vite.printUrls();
