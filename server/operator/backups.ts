import { backupShop } from './backup';
import { OperatorError } from './format';
import { restoreShop } from './restore';

export const BACKUP_USAGE = `  backup <file> [--overwrite]
                     write a copy of the shop, pictures included, while it
                     serves (the embedded database; for PostgreSQL see
                     docs/operations.md, Backups); --overwrite replaces <file>
  restore <file>     put a backup into an empty DATA_DIR, then start the shop`;

export const BACKUP_COMMANDS = ['backup', 'restore'];

export interface BackupSettings {
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
}

const BACKUP_FORM = 'backup <file> [--overwrite]';
const RESTORE_FORM = 'restore <file>';

/** On PostgreSQL the database's own tools do both, with the shop running. */
function postgresRefusal(command: string): string {
  return command === 'backup'
    ? 'the shop’s database is PostgreSQL (DATABASE_URL): back it up with pg_dump -Fc, as ' +
        'docs/operations.md (Backups) shows; "backup" copies an embedded shop only'
    : 'the shop’s database is PostgreSQL (DATABASE_URL): restore a pg_dump -Fc file into a new ' +
        'database with pg_restore, as docs/operations.md (Backups) shows; "restore" puts back an ' +
        'embedded shop only';
}

function fileArgument(args: string[], form: string, options: string[]): string {
  const unknown = args.find((a) => a.startsWith('--') && !options.includes(a));
  if (unknown)
    throw new OperatorError(`unknown option "${unknown}": usage: npm run shop -- ${form}`);
  const files = args.filter((a) => !a.startsWith('--'));
  const [file] = files;
  if (files.length !== 1 || !file?.trim())
    throw new OperatorError(`usage: npm run shop -- ${form}`);
  return file;
}

async function run(settings: BackupSettings, command: string, args: string[]): Promise<string> {
  if (settings.databaseUrl) throw new OperatorError(postgresRefusal(command));
  if (command === 'backup') {
    const target = fileArgument(args, BACKUP_FORM, ['--overwrite']);
    return backupShop({ ...settings, target, overwrite: args.includes('--overwrite') });
  }
  return restoreShop({ dataDir: settings.dataDir, source: fileArgument(args, RESTORE_FORM, []) });
}

/** `backup <file>` and `restore <file>`: the text says what was written, or why nothing was. */
export async function runBackupCommand(
  settings: BackupSettings,
  [command = '', ...args]: string[],
): Promise<{ ok: boolean; text: string }> {
  try {
    return { ok: true, text: await run(settings, command, args) };
  } catch (error) {
    if (error instanceof OperatorError) return { ok: false, text: error.message };
    throw error;
  }
}
