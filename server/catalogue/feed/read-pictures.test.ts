import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedFolder, goodRows, pictureBytes, problemsOf } from './feed-fixtures';

// goodRows() names its pictures on line 2 (the coat in black) and line 5 (in camel).

const cleanUp: (() => void)[] = [];
afterEach(() => cleanUp.splice(0).forEach((clean) => clean()));

async function feedNaming(black: string, camel = 'pictures/coat-camel.svg') {
  const rows = goodRows();
  rows[0] = { ...rows[0], pictures: black };
  rows[2] = { ...rows[2], pictures: camel };
  const made = await new FeedFolder().catalogue(rows).pictures();
  cleanUp.push(() => made.remove());
  return made;
}

const problemsNaming = async (black: string, camel?: string) =>
  problemsOf(await (await feedNaming(black, camel)).read());

describe('the pictures of a feed', () => {
  it.each([
    ['/etc/coat.jpg', '"/etc/coat.jpg" is an absolute path: write it from the feed\'s folder'],
    [
      'C:/feed/coat.jpg',
      '"C:/feed/coat.jpg" is an absolute path: write it from the feed\'s folder',
    ],
    ['pictures\\coat.jpg', '"pictures\\\\coat.jpg" uses "\\": separate folders with "/"'],
    ['../coat.jpg', '"../coat.jpg" leads outside the feed\'s folder'],
    ['pictures/../../coat.jpg', '"pictures/../../coat.jpg" leads outside the feed\'s folder'],
    ['pictures/coat.gif', '"pictures/coat.gif" is not a .jpg, .jpeg, .png, .webp or .svg file'],
    ['pictures/coat', '"pictures/coat" is not a .jpg, .jpeg, .png, .webp or .svg file'],
    [
      'pictures/coat-black-1.jpg||pictures/coat-black-2.png',
      'has an empty path: write paths separated by one "|"',
    ],
    [
      'pictures/coat-black-1.jpg|pictures/coat-black-1.jpg',
      '"pictures/coat-black-1.jpg" is listed twice',
    ],
    ['pictures/missing.jpg', '"pictures/missing.jpg" is not in the feed\'s folder'],
  ])('refuses %j', async (pictures, message) => {
    expect(await problemsNaming(pictures)).toEqual([`catalogue.csv line 2, pictures: ${message}`]);
  });

  it('takes a path that goes up and comes back inside the folder', async () => {
    const reading = await (await feedNaming('pictures/../pictures/coat-black-1.jpg')).read();
    expect(reading.ok && reading.feed.pieces[0]?.colours[0]?.pictures[0]?.width).toBe(30);
  });

  it('refuses a file that is not a picture, or a picture of another kind than its name says', async () => {
    const made = await feedNaming('pictures/notes.jpg|pictures/photo.jpg', 'pictures/drawing.svg');
    made.write('pictures/notes.jpg', 'not a picture');
    made.write('pictures/photo.jpg', await pictureBytes('png'));
    made.write('pictures/drawing.svg', '<html><body>not a drawing</body></html>');
    expect(problemsOf(await made.read())).toEqual([
      'catalogue.csv line 2, pictures: "pictures/notes.jpg" is not a picture: its content is not JPEG',
      'catalogue.csv line 2, pictures: "pictures/photo.jpg" is a PNG picture, not JPEG as its name says',
      'catalogue.csv line 5, pictures: "pictures/drawing.svg" is not a picture: its content is not SVG',
    ]);
  });

  it('refuses a folder named like a picture', async () => {
    const made = await feedNaming('pictures/folder.jpg');
    fs.mkdirSync(path.join(made.dir, 'pictures/folder.jpg'));
    expect(problemsOf(await made.read())).toEqual([
      'catalogue.csv line 2, pictures: "pictures/folder.jpg" is not a file',
    ]);
  });

  it('refuses a link to a picture outside the folder, and follows one inside it', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-outside-'));
    cleanUp.push(() => fs.rmSync(outside, { recursive: true, force: true }));
    fs.writeFileSync(path.join(outside, 'secret.png'), await pictureBytes('png'));
    const made = await feedNaming('pictures/escape.png|pictures/inside.jpg');
    fs.symlinkSync(path.join(outside, 'secret.png'), path.join(made.dir, 'pictures/escape.png'));
    fs.symlinkSync('coat-black-1.jpg', path.join(made.dir, 'pictures/inside.jpg'));
    expect(problemsOf(await made.read())).toEqual([
      'catalogue.csv line 2, pictures: "pictures/escape.png" is a link to a file outside the feed\'s folder',
    ]);
  });

  it('reports a missing picture once, on the first row naming it', async () => {
    expect(await problemsNaming('pictures/missing.jpg', 'pictures/missing.jpg')).toEqual([
      'catalogue.csv line 2, pictures: "pictures/missing.jpg" is not in the feed\'s folder',
    ]);
  });

  it('takes WebP and upper-case extensions, and a photograph’s size as its camera turned it', async () => {
    const made = await feedNaming('pictures/turned.JPEG|pictures/flat.webp');
    const turned = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#1d1c1b' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    made.write('pictures/turned.JPEG', turned);
    made.write('pictures/flat.webp', await pictureBytes('webp', 64, 48));
    const reading = await made.read();
    const pictures = reading.ok
      ? reading.feed.pieces[0]?.colours[0]?.pictures
      : problemsOf(reading);
    expect(pictures).toEqual([
      expect.objectContaining({
        file: 'pictures/turned.JPEG',
        contentType: 'image/jpeg',
        width: 30,
        height: 40,
      }),
      expect.objectContaining({
        file: 'pictures/flat.webp',
        contentType: 'image/webp',
        width: 64,
        height: 48,
      }),
    ]);
  });
});
