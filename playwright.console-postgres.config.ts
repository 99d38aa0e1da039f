import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The merchant console's browser tests against a shop on PostgreSQL (`npm run
// test:console:postgres`, which gives it a new database in DATABASE_URL). The shop's own suites
// run on SQLite; the server suites already run every console call on both databases.

const PORT = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  ...base,
  outputDir: '.e2e/console-postgres-results',
  // Without the shoppers' projects, which the console's shop-wide tests otherwise wait for.
  projects: base.projects
    ?.filter(({ name }) => name?.startsWith('console'))
    .map((project) => ({
      ...project,
      dependencies: project.dependencies?.filter((name) => name.startsWith('console')),
    })),
  webServer: {
    command: `rm -rf .e2e/shop && DATA_DIR=.e2e/shop PORT=${PORT} HOST=127.0.0.1 LOG_LEVEL=warn TRUST_PROXY=127.0.0.1 npm run serve --silent`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
