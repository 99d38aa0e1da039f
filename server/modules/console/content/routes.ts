import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CONTENT_LANGS,
  CONTENT_PICTURE_MAX_BYTES,
  HOME_BLOCK_TYPES,
  POPUP_KEYWORDS,
} from '../../../../contract/console-content';
import type { Db } from '../../../db/database';
import { requestLang } from '../../../lib/lang';
import {
  ContentRefusal,
  consolePopup,
  consolePopups,
  deletePopup,
  previewPopup,
  discardHomeDraft,
  homeEditor,
  homePreview,
  publishHome,
  saveHomeDraft,
  consoleFooter,
  consoleMenus,
  saveFooterGroup,
  saveMenuItem,
  savePopup,
  uploadContentPicture,
} from '../../content';
import {
  actorOf,
  allowedTo,
  answerRefusals,
  idParams,
  parseInput,
  timeQuery,
  type ConsoleArea,
} from '../../staff';
import { documentRoutes } from './documents';

const text = (max: number) => z.string().max(max);
const words = z.strictObject({
  title: text(120),
  subtitle: text(200),
  text: text(1000),
  button: text(40),
});
const bothLangs = z.strictObject(
  Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, words])) as Record<
    (typeof CONTENT_LANGS)[number],
    typeof words
  >,
);
const picture = z.strictObject({
  path: text(255).min(1),
  width: z.number().int().positive().max(20_000),
  height: z.number().int().positive().max(20_000),
});
const link = text(500).regex(/^[^\r\n\t]*$/);
const block = z.strictObject({
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .nullable(),
  type: z.enum(HOME_BLOCK_TYPES),
  enabled: z.boolean(),
  link,
  goods_sns: z.array(text(32).trim().min(1)).max(40),
  picture: picture.nullable(),
  words: bothLangs,
  items: z
    .array(
      z.strictObject({
        picture,
        mobile_picture: picture.nullable(),
        link,
        words: bothLangs,
      }),
    )
    .max(20),
});
const version = z
  .number()
  .int()
  .nonnegative()
  .max(2 ** 31 - 1);
const draftBody = z.strictObject({ version, blocks: z.array(block).max(40) });
const versionBody = z.strictObject({ version });

const popupWords = z.strictObject({ title: text(80), body: text(500), button: text(30) });
const popupFields = {
  keyword: z.enum(POPUP_KEYWORDS),
  link,
  starts_at: timeQuery.nullable(),
  ends_at: timeQuery.nullable(),
  enabled: z.boolean(),
  words: z.strictObject({ cn: popupWords, en: popupWords }),
  picture: picture.nullable(),
};
const newPopupBody = z.strictObject(popupFields);
const popupBody = z.strictObject({ ...popupFields, version });

const both = (max: number) => z.strictObject({ cn: text(max), en: text(max) });
const sort = z.number().int().nonnegative().max(1_000_000);
const menuBody = z.strictObject({ version, names: both(60), sort, shown: z.boolean() });
const footerBody = z.strictObject({
  version,
  titles: both(60),
  sort,
  links: z.array(z.strictObject({ labels: both(80), url: link.trim() })).max(30),
});

/**
 * A picture file arrives as base64 in JSON. The limit lets through twice the largest file, so
 * that a file a little too large is told its size rather than cut off.
 */
const PICTURE_BASE64_MAX = Math.ceil((CONTENT_PICTURE_MAX_BYTES * 2 * 4) / 3);
const pictureBody = z.strictObject({
  file_name: text(200).trim().min(1),
  base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
});

const orRefusal = answerRefusals(ContentRefusal, {
  not_found: 404,
  invalid: 400,
  conflict: 409,
});

/**
 * The console's content: the home page's draft, its preview, publishing it; the popups; the
 * menus and the footer; the documents.
 */
export function contentArea(db: Db): ConsoleArea {
  return (app: FastifyInstance) => {
    const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });
    const allowed = allowedTo(db, 'content.write');

    app.get('/content/home', allowed, async () => ok(await homeEditor(db)));

    // The shop's home page opened in its preview mode reads the draft here, with the staff's
    // session: never a public reply, never kept by a cache.
    app.get('/content/home/preview', allowed, async (request: FastifyRequest, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await homePreview(db, requestLang(request.headers)));
    });

    app.post('/content/home/draft', allowed, async (request) => {
      const body = parseInput(draftBody, request.body);
      await orRefusal(saveHomeDraft(db, actorOf(request), body.version, body.blocks, Date.now()));
      return ok(await homeEditor(db));
    });

    app.post('/content/home/publish', allowed, async (request) => {
      const body = parseInput(versionBody, request.body);
      await orRefusal(publishHome(db, actorOf(request), body.version, Date.now()));
      return ok(await homeEditor(db));
    });

    app.post('/content/home/discard', allowed, async (request) => {
      const body = parseInput(versionBody, request.body);
      await orRefusal(discardHomeDraft(db, actorOf(request), body.version, Date.now()));
      return ok(await homeEditor(db));
    });

    app.post(
      '/content/pictures',
      { ...allowed, bodyLimit: PICTURE_BASE64_MAX + 64 * 1024 },
      async (request) => {
        const body = parseInput(pictureBody, request.body);
        const upload = { fileName: body.file_name, bytes: Buffer.from(body.base64, 'base64') };
        return ok(await orRefusal(uploadContentPicture(db, actorOf(request), upload)));
      },
    );

    app.get('/content/popups', allowed, async () => ok(await consolePopups(db)));

    app.post('/content/popups', allowed, async (request) => {
      const fields = parseInput(newPopupBody, request.body);
      const id = await orRefusal(savePopup(db, actorOf(request), null, fields, Date.now()));
      return ok(await consolePopup(db, id));
    });

    app.post('/content/popups/:id', allowed, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { version: read, ...fields } = parseInput(popupBody, request.body);
      const target = { id, version: read };
      await orRefusal(savePopup(db, actorOf(request), target, fields, Date.now()));
      return ok(await consolePopup(db, id));
    });

    // A popup as the shoppers will see it, checked as a save would be; nothing is stored: the
    // console leaves the answer in the tab's session for the shop's page in its preview frame.
    app.post('/content/popups/preview', allowed, async (request, reply) => {
      const fields = parseInput(newPopupBody, request.body);
      reply.header('cache-control', 'no-store');
      return ok(await orRefusal(previewPopup(db, fields)));
    });

    app.post('/content/popups/:id/delete', allowed, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const body = parseInput(versionBody, request.body);
      const target = { id, version: body.version };
      await orRefusal(deletePopup(db, actorOf(request), target, Date.now()));
      return ok(await consolePopups(db));
    });

    app.get('/content/menus', allowed, async () => ok(await consoleMenus(db)));

    app.post('/content/menus/:id', allowed, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { version: read, ...fields } = parseInput(menuBody, request.body);
      await orRefusal(
        saveMenuItem(db, actorOf(request), { id, version: read }, fields, Date.now()),
      );
      return ok(await consoleMenus(db));
    });

    app.get('/content/footer', allowed, async () => ok(await consoleFooter(db)));

    app.post('/content/footer/:id', allowed, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { version: read, ...fields } = parseInput(footerBody, request.body);
      const target = { id, version: read };
      await orRefusal(saveFooterGroup(db, actorOf(request), target, fields, Date.now()));
      return ok(await consoleFooter(db));
    });
    documentRoutes(app, db, allowed);
  };
}
