import fs from 'node:fs';
import path from 'node:path';
import { drawGoodsPicture, type GoodsPictureSpec } from '../art';
import { hexOf } from '../data/scenes';
import type { PlannedGoods } from '../plan';

/**
 * The demo's product pictures as feed files, named by what is drawn: pieces of one style and
 * finish in one colour look alike, so each drawing is written (and stored) once.
 */
export class DemoPictures {
  private readonly specs = new Map<string, GoodsPictureSpec>();

  /** The feed paths of one planned colour's pictures, in order. */
  filesOf(goods: PlannedGoods, colour: PlannedGoods['colors'][number]): string[] {
    return colour.pictures.map((_, view) => {
      const spec: GoodsPictureSpec = {
        art: goods.style.art,
        variant: goods.style.variant ?? 0,
        hex: hexOf(colour.slug),
        finish: goods.material.care,
        view,
      };
      const file = `pictures/${spec.art}-${spec.variant}/${spec.finish}-${colour.slug}-${view + 1}.svg`;
      this.specs.set(file, spec);
      return file;
    });
  }

  /**
   * Draws every picture named so far into the feed's folder. Written synchronously: nearly two
   * thousand small files are written several times faster so than each through the thread pool.
   */
  write(folder: string): void {
    const folders = new Set([...this.specs.keys()].map((file) => path.dirname(file)));
    for (const dir of folders) fs.mkdirSync(path.join(folder, dir), { recursive: true });
    for (const [file, spec] of this.specs) {
      fs.writeFileSync(path.join(folder, file), drawGoodsPicture(spec));
    }
  }
}
