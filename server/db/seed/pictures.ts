import { storeMasters, type NewMaster } from '../../media/masters';
import type { Db } from '../database';
import { drawScene } from './art';
import { chunks } from './batch';
import type { Scene } from './data/scenes';

export const sceneMaster = (scene: Scene): NewMaster => ({
  path: scene.path,
  contentType: 'image/svg+xml',
  bytes: Buffer.from(drawScene(scene)),
});

/**
 * Stores the scenes' SVG masters in the database (banners, stories, menus, popups), drawing a
 * few dozen at a time. A master whose drawing changed since it was stored is replaced.
 */
export async function storeScenes(db: Db, scenes: Scene[]): Promise<void> {
  for (const batch of chunks(scenes, 64)) await storeMasters(db, batch.map(sceneMaster));
}
