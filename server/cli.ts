import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { OPERATOR_WRITE_WAIT_MS, openDatabase } from './db/database';
import { migrateToEmpty, migrateToLatest } from './db/migrate';
import { progressBar, progressLines } from './lib/progress';
import { ensureContent, isSeeded, seedDemo } from './db/seed';
import { isMaintenanceOn, setMaintenance } from './modules/content/maintenance';
import { BACKUP_COMMANDS, BACKUP_USAGE, runBackupCommand } from './operator/backups';
import { OPERATOR_AREAS, OPERATOR_USAGE, runOperatorCommand } from './operator/commands';
import { createProviders } from './providers';

const usage = `Usage: npm run shop -- <command>

  migrate            bring the database schema up to date
  seed               seed the demo catalogue (only into an empty shop)
  reset              erase everything and seed the demo catalogue again
  maintenance on     show the maintenance screen to shoppers
  maintenance off    open the shop again
  maintenance        tell whether maintenance is on
${BACKUP_USAGE}

${OPERATOR_USAGE}

Configuration comes from the environment: DATA_DIR, DATABASE_URL (see README).`;

async function main(args: string[]): Promise<number> {
  const [command, argument] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  // These two must not open the database: opening it would make DATA_DIR and an empty shop.
  if (BACKUP_COMMANDS.includes(command)) {
    const result = await runBackupCommand(config, args);
    (result.ok ? console.log : console.error)(result.text);
    return result.ok ? 0 : 1;
  }
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    writeWaitMs: OPERATOR_WRITE_WAIT_MS,
  });
  const { db } = handle;
  try {
    switch (command) {
      case 'migrate':
        await migrateToLatest(db);
        console.log('the database schema is up to date');
        return 0;
      case 'seed':
        await migrateToLatest(db);
        if (await isSeeded(db)) {
          console.log('the shop already has a catalogue; use "reset" to start again');
          return 0;
        }
        console.log(`seeded ${(await seedDemo(db)).goods} goods`);
        await ensureContent(db, { mediaDir: config.mediaDir });
        return 0;
      case 'reset':
        await migrateToEmpty(db);
        fs.rmSync(path.join(config.mediaDir), { recursive: true, force: true });
        await migrateToLatest(db);
        console.log(`reset: seeded ${(await seedDemo(db)).goods} goods`);
        await ensureContent(db, { mediaDir: config.mediaDir });
        return 0;
      case 'maintenance':
        await migrateToLatest(db);
        if (argument === 'on' || argument === 'off') {
          await setMaintenance(db, argument === 'on');
          console.log(`maintenance is ${argument}`);
          return 0;
        }
        if (argument === undefined) {
          console.log(`maintenance is ${(await isMaintenanceOn(db)) ? 'on' : 'off'}`);
          return 0;
        }
        console.error(`maintenance takes "on" or "off", not "${argument}"`);
        return 1;
      default:
        if (OPERATOR_AREAS.includes(command)) {
          await migrateToLatest(db);
          const providers = createProviders(config, db);
          const services = { db, payment: providers.payment, carrier: providers.carrier };
          const progress = process.stderr.isTTY
            ? progressBar(process.stderr)
            : progressLines((line) => console.error(line));
          const now = Date.now();
          const passwordCost = config.passwordCost;
          const result = await runOperatorCommand(
            { ...services, now, progress, passwordCost },
            args,
          );
          (result.ok ? console.log : console.error)(result.text);
          return result.ok ? 0 : 1;
        }
        console.error(`unknown command "${command}"\n\n${usage}`);
        return 1;
    }
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
