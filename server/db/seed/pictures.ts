import { storeMasters, type NewMaster } from '../../media/masters';
import type { Db } from '../database';
import { drawGoodsPicture, drawScene } from './art';
import { chunks } from './batch';
import type { Scene } from './data/scenes';
import { hexOf } from './data/scenes';
import type { PlannedGoods } from './plan';

interface Job {
  path: string;
  draw: () => string;
}

const svgMaster = (job: Job): NewMaster => ({
  path: job.path,
  contentType: 'image/svg+xml',
  bytes: Buffer.from(job.draw()),
});

const sceneJob = (scene: Scene): Job => ({ path: scene.path, draw: () => drawScene(scene) });

export const sceneMaster = (scene: Scene): NewMaster => svgMaster(sceneJob(scene));

function goodsJobs(plan: PlannedGoods[]): Job[] {
  return plan.flatMap((g) =>
    g.colors.flatMap((color) =>
      color.pictures.map((picturePath, view) => ({
        path: picturePath,
        draw: () =>
          drawGoodsPicture({
            art: g.style.art,
            variant: g.style.variant ?? 0,
            hex: hexOf(color.slug),
            finish: g.material.care,
            view,
          }),
      })),
    ),
  );
}

/**
 * Stores the SVG masters in the database, drawing a few dozen at a time. A master whose drawing
 * changed since it was stored is replaced.
 */
export async function storePictures(db: Db, plan: PlannedGoods[], scenes: Scene[]): Promise<void> {
  for (const batch of chunks([...goodsJobs(plan), ...scenes.map(sceneJob)], 64)) {
    await storeMasters(db, batch.map(svgMaster));
  }
}
