import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../contract/app-routes';
import { routePathOf } from './page-files';

const routesDir = path.resolve(import.meta.dirname, '..', 'src', 'routes');

describe('a route file’s path', () => {
  it('is the full path the app’s routes are listed by, for every route file', () => {
    const files = fs
      .readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));
    const paths = files.map(routePathOf).filter((route) => route !== null);
    expect(files).toContain('__root.tsx');
    expect(paths.sort()).toEqual(Object.keys(APP_ROUTES).sort());
  });

  it('reads an index, a directory’s own route and an escaped dot as the router does', () => {
    expect(routePathOf('index.tsx')).toBe('/');
    expect(routePathOf('index[.]html.tsx')).toBe('/index.html');
    expect(routePathOf('mobile/login/index.tsx')).toBe('/mobile/login/');
    expect(routePathOf('{-$set}/personal/route.tsx')).toBe('/{-$set}/personal');
    expect(routePathOf('{-$set}/personal/orders/$id.tsx')).toBe('/{-$set}/personal/orders/$id');
    expect(routePathOf('__root.tsx')).toBeNull();
  });
});
