import fs from 'node:fs/promises';
import path from 'node:path';
import { drawGoodsPicture, drawScene } from './art';
import type { Scene } from './data/scenes';
import { hexOf } from './data/scenes';
import type { PlannedGoods } from './plan';

interface Job {
  path: string;
  draw: () => string;
}

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

/** Writes the SVG masters: `mediaDir/originals/<path>.svg`. Returns how many were written. */
export async function writePictures(
  mediaDir: string,
  plan: PlannedGoods[],
  scenes: Scene[],
): Promise<number> {
  const root = path.join(mediaDir, 'originals');
  const jobs = [
    ...goodsJobs(plan),
    ...scenes.map((scene) => ({ path: scene.path, draw: () => drawScene(scene) })),
  ];
  const folders = new Set(jobs.map((job) => path.dirname(path.join(root, job.path))));
  for (const folder of folders) await fs.mkdir(folder, { recursive: true });
  for (let i = 0; i < jobs.length; i += 64) {
    await Promise.all(
      jobs
        .slice(i, i + 64)
        .map((job) => fs.writeFile(path.join(root, `${job.path}.svg`), job.draw())),
    );
  }
  return jobs.length;
}
