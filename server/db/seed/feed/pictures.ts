import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { drawGoodsPicture, type GoodsPictureSpec } from '../art';
import { hexOf } from '../data/scenes';
import type { PlannedGoods } from '../plan';

/**
 * The demo's product pictures, drawn into a feed's folder as they are named. A file is named by
 * what is drawn (pieces of one style and finish in one colour look alike), and a drawing is
 * written once, under its first name, however many pieces show it. Each file is written as soon
 * as it is drawn, synchronously: two thousand drawings are not held in memory at once, and small
 * files are written faster so than each through the thread pool.
 */
export class DemoPictures {
  /** Each file, by the name its spec gives and by the hash of its drawing. */
  private readonly fileOfName = new Map<string, string>();
  private readonly fileOfDrawing = new Map<string, string>();
  private readonly folders = new Set<string>();

  constructor(private readonly folder: string) {}

  /** The feed paths of one planned colour's pictures, in order, each drawn once. */
  filesOf(goods: PlannedGoods, colour: PlannedGoods['colors'][number]): string[] {
    return colour.pictures.map((_, view) => {
      const spec: GoodsPictureSpec = {
        art: goods.style.art,
        variant: goods.style.variant ?? 0,
        hex: hexOf(colour.slug),
        finish: goods.material.care,
        view,
      };
      const name = `pictures/${spec.art}-${spec.variant}/${spec.finish}-${colour.slug}-${view + 1}.svg`;
      return this.fileOfName.get(name) ?? this.draw(name, spec);
    });
  }

  private draw(name: string, spec: GoodsPictureSpec): string {
    const bytes = Buffer.from(drawGoodsPicture(spec));
    const hash = createHash('sha256').update(bytes).digest('hex');
    const file = this.fileOfDrawing.get(hash) ?? name;
    if (file === name) {
      const dir = path.join(this.folder, path.dirname(name));
      if (!this.folders.has(dir)) fs.mkdirSync(dir, { recursive: true });
      this.folders.add(dir);
      fs.writeFileSync(path.join(this.folder, name), bytes);
      this.fileOfDrawing.set(hash, name);
    }
    this.fileOfName.set(name, file);
    return file;
  }
}
