import fs from 'node:fs';

// Reading a provider's account from the environment: values trimmed, and secrets or keys that
// may be given as files, whose read errors name the variable to fix.

export type Env = Record<string, string | undefined>;
export type ReadFile = (file: string) => string;

export const readUtf8: ReadFile = (file) => fs.readFileSync(file, 'utf8');

/** The variable's value without surrounding blanks; '' when unset. */
export const given = (env: Env, name: string) => (env[name] ?? '').trim();

/** The text of the file the variable `name` gives; a file that cannot be read is named. */
export function fileText(name: string, file: string, read: ReadFile): string {
  try {
    return read(file);
  } catch (error) {
    throw new Error(`${name}: cannot read ${file} (${(error as Error).message})`, {
      cause: error,
    });
  }
}
