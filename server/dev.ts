import pino from 'pino';
import { createServer } from 'vite';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './setup';

// Development: the API on API_PORT and Vite (with hot reload) on PORT, proxying /api and /media.
// The browser talks to Vite, so the absolute URLs the API hands out point there unless
// PUBLIC_URL says otherwise.
const apiPort = Number(process.env.API_PORT ?? 3001);
const vitePort = Number(process.env.PORT ?? 3000);
const config = {
  ...loadConfig({ ...process.env, PORT: String(vitePort), HOST: 'localhost' }),
  port: apiPort,
  host: '127.0.0.1',
};
const log = pino({ level: config.logLevel });
const handle = await prepareDatabase(config, log);
const api = await buildApp({ config, db: handle.db, loggerInstance: log, probe: handle.probe });
await api.listen({ port: apiPort, host: '127.0.0.1' });

// On another port than PORT, Vite would not be where those URLs point: it fails instead.
const vite = await createServer({ server: { port: vitePort, strictPort: true, host: true } });
await vite.listen();
vite.printUrls();
