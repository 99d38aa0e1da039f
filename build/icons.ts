import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// Renders the shop's home-screen icons from its drawing (public/icons/icon.svg). The monogram
// sits well inside the central 80 % circle, so the same drawing serves as a maskable icon.
// Run with `npm run icons` after changing the drawing; the PNGs are committed.

const folder = path.resolve(import.meta.dirname, '..', 'public', 'icons');
const drawing = fs.readFileSync(path.join(folder, 'icon.svg'));

const sizes: Record<string, number> = {
  'icon-192.png': 192,
  'icon-512.png': 512,
  'icon-maskable-512.png': 512,
  'apple-touch-icon.png': 180,
};

for (const [file, size] of Object.entries(sizes)) {
  await sharp(drawing, { density: (72 * size) / 512 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(folder, file));
  console.log(`${file} ${size}×${size}`);
}
