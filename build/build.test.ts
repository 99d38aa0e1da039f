import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../contract/app-routes';
import { PAGE_FILES_NAME, type PageFiles } from '../contract/page-files';
import { BUILD_RECORDS, sourceDigest } from './sources.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Builds go beside dist/ and dist-server/, at the checkout's root: source maps name the sources
// relative to the build, so only builds at the same depth can be compared byte for byte.
const scratch: string[] = [];
function scratchDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(root, `.build-test-${name}-`));
  scratch.push(dir);
  return dir;
}
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const firstBuilds: Partial<Record<'app' | 'server' | 'admin', string>> = {};

/**
 * The build `npm run build` made of these very sources, when there is one (npm test builds just
 * before the suites run): it serves as the first of the two builds compared, which saves one.
 */
function buildOfTheseSources(part: 'app' | 'server' | 'admin'): string | null {
  const record = path.join(root, BUILD_RECORDS[part]);
  if (!fs.existsSync(record)) return null;
  const { sources } = JSON.parse(fs.readFileSync(record, 'utf8')) as { sources?: string };
  return sources === sourceDigest(root, part) ? path.dirname(record) : null;
}

function build(config: string | null, outDir: string): void {
  const args = ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'];
  if (config) args.push('--config', config);
  // As `npm run build` runs it: not in the test runner's mode, with no build id set by hand.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|VITEST.*|BUILD_ID)$/.test(name)),
  );
  execFileSync('npx', args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Every file of a build with a digest of its bytes, by its path inside the build. */
function contents(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  return Object.fromEntries(
    files
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .map((file) => [
        file,
        createHash('sha256')
          .update(fs.readFileSync(path.join(dir, file)))
          .digest('hex'),
      ]),
  );
}

describe.each([
  { part: 'app' as const, config: null },
  { part: 'server' as const, config: 'vite.server.config.ts' },
  { part: 'admin' as const, config: 'vite.admin.config.ts' },
])('the $part build', ({ part, config }) => {
  it('is the same, file for file and byte for byte, when built twice from the same sources', () => {
    const madeBefore = buildOfTheseSources(part);
    const first = madeBefore ?? scratchDir(`${part}-1`);
    if (!madeBefore) build(config, first);
    firstBuilds[part] = first;
    const second = scratchDir(`${part}-2`);
    build(config, second);
    const built = contents(first);
    expect(Object.keys(built).length).toBeGreaterThan(part === 'app' ? 100 : 3);
    expect(contents(second)).toEqual(built);
  }, 240_000);

  it('records its sources digest as its id, with no trace of the machine it was built on', () => {
    const first = firstBuilds[part] ?? '';
    const record = JSON.parse(fs.readFileSync(path.join(first, 'build.json'), 'utf8'));
    expect(record).toEqual({ id: sourceDigest(root, part), sources: sourceDigest(root, part) });
    const leaks = Object.keys(contents(first)).filter((file) =>
      fs.readFileSync(path.join(first, file), 'latin1').includes(root),
    );
    expect(leaks).toEqual([]);
  });
});

describe("the shopper's build", () => {
  it('holds nothing of the merchant console, and its service worker keeps none of it', () => {
    const shop = firstBuilds.app ?? '';
    const consoleBuild = firstBuilds.admin ?? '';
    const shopFiles = Object.keys(contents(shop));
    // Both builds may make the same library file (the QR code drawer): the same name, each its own.
    const consoleOnly = Object.keys(contents(consoleBuild)).filter(
      (file) => file.startsWith('assets') && !shopFiles.includes(file),
    );
    expect(consoleOnly.length).toBeGreaterThan(5);
    const worker = fs.readFileSync(path.join(shop, 'service-worker.js'), 'utf8');
    const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(precached).toContain('index.html');
    expect(precached.filter((url) => url.includes('admin') || consoleOnly.includes(url))).toEqual(
      [],
    );
    // The console's call that the home page's preview reads is in a chunk of its own, loaded by
    // the preview alone: neither in the page's first download nor kept by the service worker.
    const callers = shopFiles.filter(
      (file) =>
        file.endsWith('.js') &&
        fs.readFileSync(path.join(shop, file), 'latin1').includes('/admin/api'),
    );
    expect(callers).toEqual([expect.stringMatching(/^assets\/home-preview-[\w-]+\.js$/)]);
    expect(precached).not.toContain(callers[0]);
    expect(fs.readFileSync(path.join(shop, 'index.html'), 'utf8')).not.toContain('home-preview');
    // Nothing of the console's component library travels to a shopper.
    const antd = shopFiles.filter((file) =>
      fs.readFileSync(path.join(shop, file), 'latin1').includes('ant-design'),
    );
    expect(antd).toEqual([]);
  });

  it("lists each route's page files beyond the entry, for the server to announce", () => {
    const shop = firstBuilds.app ?? '';
    const pages = JSON.parse(
      fs.readFileSync(path.join(shop, PAGE_FILES_NAME), 'utf8'),
    ) as PageFiles;
    const listed = Object.fromEntries(
      Object.entries(pages).map(([route, page]) => [route, page.files]),
    );
    const entryFiles = [
      ...fs.readFileSync(path.join(shop, 'index.html'), 'utf8').matchAll(/"\/(assets\/[^"]+)"/g),
    ].map((match) => match[1]);
    expect(entryFiles.length).toBeGreaterThan(2);
    for (const [route, { files, catalogues }] of Object.entries(pages)) {
      expect(Object.keys(APP_ROUTES), route).toContain(route);
      expect(
        files.filter((file) => entryFiles.includes(file)),
        route,
      ).toEqual([]);
      const inLanguages = Object.values(catalogues).flat();
      for (const file of [...files, ...inLanguages])
        expect(fs.existsSync(path.join(shop, file)), file).toBe(true);
    }
    // The route's chunk and the screen its component names, with the screen's own imports.
    expect(listed['/{-$set}/cart']).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^assets\/CartPage-[\w-]+\.js$/),
        expect.stringMatching(/^assets\/CartPage-[\w-]+\.css$/),
      ]),
    );
    expect(listed['/mobile/login/']).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^assets\/LoginPage-[\w-]+\.js$/),
        expect.stringMatching(/^assets\/MobileCodeFields-[\w-]+\.js$/),
      ]),
    );
    // The sign-in page asks for its graphic code as it opens, the order page for its preview, a
    // member's addresses for theirs: they list the calls' code, which the bag (a visitor's is on
    // their device, a member's carried by its document) and the user center do not.
    const callsCode = expect.stringMatching(/^assets\/http-[\w-]+\.js$/);
    for (const route of [
      '/mobile/login/',
      '/{-$set}/productList/order',
      '/pc/personal/my/addresses',
    ])
      expect(listed[route], route).toEqual(expect.arrayContaining([callsCode]));
    for (const route of ['/{-$set}/cart', '/{-$set}/personal/', '/{-$set}/personal/orders/'])
      expect(listed[route], route).not.toEqual(expect.arrayContaining([callsCode]));
    // The words a policy draws, one catalogue in each language, each holding that language's.
    const policy = pages['/{-$set}/otherPages/returnPolicy']?.catalogues ?? {};
    expect(Object.keys(policy).sort()).toEqual(['en', 'zh-CN']);
    const documentsWords = (locale: string) =>
      (policy[locale] ?? []).map((file) => fs.readFileSync(path.join(shop, file), 'utf8')).join('');
    expect(documentsWords('zh-CN')).toContain('帮助与政策');
    expect(documentsWords('en')).toContain('Policies and help');
    expect(documentsWords('en')).not.toContain('帮助与政策');
    // Not the feature's other screens.
    expect(listed['/mobile/login/']?.some((file) => file.includes('RegisterPage'))).toBe(false);
  });
});

describe('the built server', () => {
  it('imports only node built-ins and the packages listed as dependencies', () => {
    const outDir = firstBuilds.server ?? '';
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    const dependencies = Object.keys(pkg.dependencies as Record<string, string>);
    const imported = new Set<string>();
    for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.js')) continue;
      const code = fs.readFileSync(path.join(outDir, file), 'utf8');
      // Static and dynamic imports, and CommonJS packages loaded through createRequire.
      const loads =
        /(?:^import .* from |\bimport\(|\brequire(?:\.resolve)?\(|createRequire\(import\.meta\.url\)\.resolve\()"([^".][^"]*)"/gm;
      for (const match of code.matchAll(loads)) {
        const specifier = match[1] ?? '';
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : (specifier.split('/')[0] ?? '');
        imported.add(name);
      }
    }
    const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
    const undeclared = [...imported].filter(
      (name) => !builtins.has(name) && !dependencies.includes(name),
    );
    expect(undeclared).toEqual([]);
    // A dependency the server never loads belongs to the build tools (devDependencies).
    expect(dependencies.filter((name) => !imported.has(name))).toEqual([]);
  });
});
