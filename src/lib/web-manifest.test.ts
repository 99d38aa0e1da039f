import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const publicDir = path.join(root, 'public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

const manifest = JSON.parse(
  fs.readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'),
) as Record<string, unknown> & { icons: ManifestIcon[] };

async function pixelsOf(src: string) {
  const { width, height } = await sharp(path.join(publicDir, src)).metadata();
  return `${width}x${height}`;
}

describe('the web manifest', () => {
  it('installs the shop as a standalone app of the whole site', () => {
    expect(manifest).toMatchObject({
      name: expect.stringContaining('MAISON'),
      short_name: 'MAISON',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#111111',
      background_color: '#ffffff',
    });
  });

  it('has 192 and 512 pixel icons and a maskable one, each the size it claims', async () => {
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    const any = png.filter((icon) => icon.purpose.split(' ').includes('any'));
    expect(any.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    expect(png.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    for (const icon of png) expect(await pixelsOf(icon.src)).toBe(icon.sizes);
  });

  it('is linked from the page with its colour and an apple-touch icon', async () => {
    const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${String(manifest.theme_color)}" />`);
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(touch).toBeDefined();
    expect(await pixelsOf(touch ?? '')).toBe('180x180');
  });
});
