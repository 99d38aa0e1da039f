import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  CONTENT_PICTURE_MAX_BYTES,
  CONTENT_PICTURE_MAX_SIDE,
  CONTENT_PICTURE_MIN_SIDE,
  type UploadedPicture,
} from '../../../contract/console-content';
import type { Db } from '../../db/database';
import { addMissingMasters, type MasterType } from '../../media/masters';
import { pictureOf } from '../../media/picture';
import { writeAudit, type Actor } from '../staff';
import { ContentRefusal } from './refusal';

// Pictures the team uploads for banners, stories, popups and topic pages. A picture is stored
// under a path drawn from its bytes, so the same file uploaded twice is one picture and a
// stored picture never changes under a page that shows it.

const TYPES: Record<string, MasterType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

interface PictureFacts {
  format: MasterType;
  width: number;
  height: number;
}

async function factsOf(bytes: Buffer, fileName: string): Promise<PictureFacts> {
  const notAPicture = new ContentRefusal('invalid', 'pictureNotReadable', { file: fileName });
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: CONTENT_PICTURE_MAX_SIDE ** 2 }).metadata();
  } catch {
    throw notAPicture;
  }
  const format = meta.format ? TYPES[meta.format] : undefined;
  if (!format || !meta.width || !meta.height) throw notAPicture;
  // A phone's photo may be stored sideways with an orientation tag; the shop shows it upright.
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = sideways ? meta.height : meta.width;
  const height = sideways ? meta.width : meta.height;
  return { format, width, height };
}

function checkSize(facts: PictureFacts, fileName: string): void {
  const { width, height } = facts;
  if (Math.max(width, height) > CONTENT_PICTURE_MAX_SIDE) {
    throw new ContentRefusal('invalid', 'pictureTooLarge', {
      file: fileName,
      max: CONTENT_PICTURE_MAX_SIDE,
    });
  }
  if (Math.min(width, height) < CONTENT_PICTURE_MIN_SIDE) {
    throw new ContentRefusal('invalid', 'pictureTooSmall', {
      file: fileName,
      min: CONTENT_PICTURE_MIN_SIDE,
    });
  }
}

/** Stores an uploaded picture (once, whoever uploads it again) and writes the upload to the audit. */
export async function uploadContentPicture(
  db: Db,
  actor: Actor,
  upload: { fileName: string; bytes: Buffer },
  now = Date.now(),
): Promise<UploadedPicture> {
  const { fileName, bytes } = upload;
  if (bytes.length === 0 || bytes.length > CONTENT_PICTURE_MAX_BYTES) {
    throw new ContentRefusal('invalid', 'pictureFileSize', {
      file: fileName,
      mb: CONTENT_PICTURE_MAX_BYTES / 1024 / 1024,
    });
  }
  const facts = await factsOf(bytes, fileName);
  checkSize(facts, fileName);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const path = `content/${hash.slice(0, 24)}`;
  const stored = { path, width: facts.width, height: facts.height };
  await db.transaction().execute(async (trx) => {
    const added = await addMissingMasters(trx, [{ path, contentType: facts.format, bytes }], now);
    if (added === 0) return;
    const after = { file: fileName, ...stored, bytes: bytes.length };
    await writeAudit(
      trx,
      actor,
      { action: 'picture.upload', recordType: 'picture', recordId: path, before: null, after },
      now,
    );
  });
  return { ...stored, picture: pictureOf(stored) };
}
