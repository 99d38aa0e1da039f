import type { CareService } from '../../../contract/appointment';
import { allScenes } from '../../db/seed/data/scenes';
import type { Lang } from '../../lib/lang';
import { pictureOf, type StoredPicture } from '../../media/picture';
import { CARE_SERVICES, type CareSeed } from './options';

const pictures = new Map<string, StoredPicture>(allScenes().map((scene) => [scene.path, scene]));

function pictureFor(care: CareSeed): StoredPicture {
  const picture = pictures.get(care.picture);
  if (!picture) throw new Error(`care service ${care.code}: no picture ${care.picture}`);
  return { path: picture.path, width: picture.width, height: picture.height };
}

/** The washing service's care services in a language, in the order the pages list them. */
export function careServices(lang: Lang): CareService[] {
  return CARE_SERVICES.map((care) => ({
    id: care.id,
    code: care.code,
    name: care.name[lang],
    summary: care.summary[lang],
    suits: care.suits,
    steps: care.steps.map((s) => ({ title: s.title[lang], text: s.text[lang] })),
    days_min: care.days_min,
    days_max: care.days_max,
    price_from: care.price_from,
    picture: pictureOf(pictureFor(care)),
  }));
}

export function careByCode(code: string): CareSeed | undefined {
  return CARE_SERVICES.find((care) => care.code === code);
}
