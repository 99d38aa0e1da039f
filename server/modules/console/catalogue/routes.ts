import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CATALOGUE_FEED_MAX_BYTES,
  CATALOGUE_FEED_MAX_FILES,
  CATALOGUE_FILE_KINDS,
  CATALOGUE_FILE_MAX_BYTES,
} from '../../../../contract/console-catalogue';
import { setOnSale } from '../../../catalogue/on-sale';
import type { Db } from '../../../db/database';
import { requestLang } from '../../../lib/lang';
import {
  actorOf,
  allowedTo,
  answerRefusals,
  idParams,
  oneLine,
  pagination,
  parseInput,
  signedOf,
  writeAudit,
  type ConsoleArea,
} from '../../staff';
import { isMaintenanceOn, setMaintenance } from '../../content';
import { synonymGroups } from '../../../search/synonyms';
import { catalogueExport } from './export';
import { catalogueFeed } from './feed';
import { catalogueFile } from './files';
import { findPieces } from './pieces';
import { changeSynonyms } from './synonyms';
import { CatalogueRefusal } from './refusal';

/** The largest file allowed, in base64; a larger one is told the limit (the console checks too). */
const BASE64_MAX = Math.ceil((CATALOGUE_FILE_MAX_BYTES * 2 * 4) / 3);

const fileBody = z.strictObject({
  kind: z.enum(CATALOGUE_FILE_KINDS),
  file_name: z.string().trim().min(1).max(255),
  content_base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
  skip_unknown: z.boolean(),
  apply: z.boolean(),
  checked: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
const feedBody = z.strictObject({
  files: z
    .array(
      z.strictObject({
        path: z.string().trim().min(1).max(255),
        content_base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
      }),
    )
    .min(1)
    .max(CATALOGUE_FEED_MAX_FILES * 2),
  unlist_missing: z.boolean(),
  apply: z.boolean(),
  checked: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
const synonymsBody = z.strictObject({
  words: z.array(z.string().trim().min(1).max(64)).min(1).max(20),
});
const maintenanceBody = z.strictObject({ on: z.boolean() });
const piecesQuery = z.strictObject({ q: oneLine(64).optional(), ...pagination });
const onSaleBody = z.strictObject({ on_sale: z.boolean() });

const orRefusal = answerRefusals(CatalogueRefusal, {
  not_found: 404,
  invalid: 400,
  conflict: 409,
});

/**
 * The console's catalogue: the daily stock and prices files (a dry run, then applied), and the
 * pieces, each put on sale or taken off.
 */
export function catalogueArea(db: Db): ConsoleArea {
  return (app: FastifyInstance) => {
    const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });
    const lang = (request: FastifyRequest) => requestLang(request.headers);

    app.post(
      '/catalogue/files',
      { ...allowedTo(db, 'catalogue.write'), bodyLimit: BASE64_MAX + 64 * 1024 },
      async (request) => {
        const input = parseInput(fileBody, request.body);
        const actor = { ...actorOf(request), account: signedOf(request).staff.account };
        return ok(await orRefusal(catalogueFile(db, actor, input, lang(request), Date.now())));
      },
    );

    app.post(
      '/catalogue/feed',
      {
        ...allowedTo(db, 'catalogue.write'),
        bodyLimit: Math.ceil((CATALOGUE_FEED_MAX_BYTES * 2 * 4) / 3),
      },
      async (request) => {
        const input = parseInput(feedBody, request.body);
        const actor = { ...actorOf(request), account: signedOf(request).staff.account };
        return ok(await orRefusal(catalogueFeed(db, actor, input, lang(request), Date.now())));
      },
    );

    app.get(
      '/catalogue/export',
      allowedTo(db, 'catalogue.read'),
      async (_request: FastifyRequest, reply: FastifyReply) => {
        const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="catalogue-${day}.zip"`)
          .header('cache-control', 'no-store')
          .send(await catalogueExport(db));
      },
    );

    app.get('/catalogue/synonyms', allowedTo(db, 'catalogue.read'), async () =>
      ok(await synonymGroups(db)),
    );

    for (const change of ['add', 'remove'] as const) {
      app.post(
        `/catalogue/synonyms/${change}`,
        allowedTo(db, 'catalogue.write'),
        async (request) => {
          const { words } = parseInput(synonymsBody, request.body);
          const changing = changeSynonyms(db, actorOf(request), change, words, Date.now());
          return ok({ words: await orRefusal(changing) });
        },
      );
    }

    app.get('/catalogue/maintenance', allowedTo(db, 'settings.manage'), async () =>
      ok({ on: await isMaintenanceOn(db) }),
    );

    app.post('/catalogue/maintenance', allowedTo(db, 'settings.manage'), async (request) => {
      const { on } = parseInput(maintenanceBody, request.body);
      const actor = actorOf(request);
      await db.transaction().execute(async (trx) => {
        const before = await isMaintenanceOn(trx);
        await setMaintenance(trx, on);
        const entry = {
          action: 'settings.maintenance',
          recordType: 'setting',
          recordId: 'maintenance',
        };
        await writeAudit(
          trx,
          actor,
          { ...entry, before: { on: before }, after: { on } },
          Date.now(),
        );
      });
      return ok({ on });
    });

    app.get('/catalogue/pieces', allowedTo(db, 'catalogue.read'), async (request) => {
      const { q, page, page_size } = parseInput(piecesQuery, request.query);
      return ok(await findPieces(db, q, lang(request), page, page_size));
    });

    /** Puts the piece on sale or takes it off, audited; refuses a piece that does not exist. */
    async function changeOnSale(request: FastifyRequest) {
      const { id } = parseInput(idParams, request.params);
      const { on_sale } = parseInput(onSaleBody, request.body);
      const actor = actorOf(request);
      const change = await setOnSale(db, id, on_sale, (trx, { sn, before, after }) =>
        writeAudit(
          trx,
          actor,
          {
            action: after ? 'catalogue.on_sale' : 'catalogue.off_sale',
            recordType: 'goods',
            recordId: id,
            before: { sn, on_sale: before },
            after: { sn, on_sale: after },
          },
          Date.now(),
        ),
      );
      if (!change) throw new CatalogueRefusal('not_found', 'cataloguePieceNotFound');
      return { id, on_sale };
    }

    app.post('/catalogue/pieces/:id/on-sale', allowedTo(db, 'catalogue.write'), async (request) =>
      ok(await orRefusal(changeOnSale(request))),
    );
  };
}
