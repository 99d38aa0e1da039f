import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTENT_LANGS } from '../../../../contract/console-content';
import { TOPIC_BLOCK_TYPES, TOPIC_NEWS_BODY_MAX } from '../../../../contract/console-topics';
import type { Db } from '../../../db/database';
import { actorOf, allowedTo, answerRefusals, idParams, parseInput, timeQuery } from '../../staff';
import type { ConsoleArea } from '../../staff';
import {
  TopicRefusal,
  consoleTopicGroup,
  consoleTopicNews,
  consoleTopicPage,
  consoleTopics,
  previewTopicNews,
  previewTopicPage,
  saveTopicGroup,
  saveTopicNews,
  saveTopicPage,
} from '../../topic';

const text = (max: number) => z.string().max(max);
const inBothLangs = <T extends z.ZodType>(words: T) =>
  z.strictObject(
    Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, words])) as Record<
      (typeof CONTENT_LANGS)[number],
      T
    >,
  );
const dbId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const picture = z.strictObject({
  path: text(160).min(1),
  width: z.number().int().positive().max(20_000),
  height: z.number().int().positive().max(20_000),
});
const slug = text(64).trim();
const sns = z.array(text(32).trim().min(1)).max(40);
const version = z
  .number()
  .int()
  .nonnegative()
  .max(2 ** 31 - 1);

const block = z.strictObject({
  type: z.enum(TOPIC_BLOCK_TYPES),
  picture: picture.nullable(),
  goods_sns: sns,
  group_id: dbId.nullable(),
  words: inBothLangs(
    z.strictObject({ title: text(120), text: text(4000), caption: text(200), button: text(40) }),
  ),
});
const pageFields = {
  slug,
  group_id: dbId.nullable(),
  words: inBothLangs(
    z.strictObject({ title: text(120), subtitle: text(200), summary: text(1000) }),
  ),
  hero: picture,
  mobile_hero: picture,
  published_at: timeQuery,
  enabled: z.boolean(),
  sort: z.number().int().nonnegative().max(1_000_000),
  blocks: z.array(block).max(40),
};
const newsFields = {
  slug,
  group_id: dbId,
  cover: picture,
  words: inBothLangs(
    z.strictObject({
      title: text(120),
      summary: text(1000),
      // The article's own check tells its length; this only bounds a request.
      body: text(TOPIC_NEWS_BODY_MAX * 2),
    }),
  ),
  goods_sns: sns,
  published_at: timeQuery,
  enabled: z.boolean(),
};
const groupFields = {
  slug,
  words: inBothLangs(z.strictObject({ name: text(60), description: text(500) })),
  sort: z.number().int().nonnegative().max(1_000_000),
  enabled: z.boolean(),
};
const newPageBody = z.strictObject(pageFields);
const pageBody = z.strictObject({ ...pageFields, version });
const newNewsBody = z.strictObject(newsFields);
const newsBody = z.strictObject({ ...newsFields, version });
const newGroupBody = z.strictObject(groupFields);
const groupBody = z.strictObject({ ...groupFields, version });

const orRefusal = answerRefusals(TopicRefusal, { not_found: 404, invalid: 400, conflict: 409 });

/**
 * The campaigns, their articles and the articles' collections in the content area: listed, read,
 * previewed as shoppers will see them, created and saved over the version read.
 */
export function topicsArea(db: Db): ConsoleArea {
  return (app: FastifyInstance) => {
    const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });
    const allowed = allowedTo(db, 'content.write');

    app.get('/content/topics', allowed, async () => ok(await consoleTopics(db, Date.now())));

    app.post('/content/topics/pages/preview', allowed, async (request) => {
      const fields = parseInput(newPageBody, request.body);
      return ok(await orRefusal(previewTopicPage(db, null, fields, Date.now())));
    });

    app.post('/content/topics/pages', allowed, async (request) => {
      const fields = parseInput(newPageBody, request.body);
      const id = await orRefusal(saveTopicPage(db, actorOf(request), null, fields, Date.now()));
      return ok(await consoleTopicPage(db, id));
    });

    app.get('/content/topics/pages/:id', allowed, async (request) => {
      const { id } = parseInput(idParams, request.params);
      return ok(await orRefusal(consoleTopicPage(db, id)));
    });

    app.post('/content/topics/pages/:id/preview', allowed, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { version: _read, ...fields } = parseInput(pageBody, request.body);
      return ok(await orRefusal(previewTopicPage(db, id, fields, Date.now())));
    });

    app.post('/content/topics/pages/:id', allowed, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { version: read, ...fields } = parseInput(pageBody, request.body);
      const target = { id, version: read };
      await orRefusal(saveTopicPage(db, actorOf(request), target, fields, Date.now()));
      return ok(await consoleTopicPage(db, id));
    });

    app.post('/content/topics/news/preview', allowed, async (request) => {
      const fields = parseInput(newNewsBody, request.body);
      return ok(await orRefusal(previewTopicNews(db, null, fields, Date.now())));
    });

    app.post('/content/topics/news', allowed, async (request) => {
      const fields = parseInput(newNewsBody, request.body);
      const id = await orRefusal(saveTopicNews(db, actorOf(request), null, fields, Date.now()));
      return ok(await consoleTopicNews(db, id));
    });

    app.get('/content/topics/news/:id', allowed, async (request) => {
      const { id } = parseInput(idParams, request.params);
      return ok(await orRefusal(consoleTopicNews(db, id)));
    });

    app.post('/content/topics/news/:id/preview', allowed, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { version: _read, ...fields } = parseInput(newsBody, request.body);
      return ok(await orRefusal(previewTopicNews(db, id, fields, Date.now())));
    });

    app.post('/content/topics/news/:id', allowed, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { version: read, ...fields } = parseInput(newsBody, request.body);
      const target = { id, version: read };
      await orRefusal(saveTopicNews(db, actorOf(request), target, fields, Date.now()));
      return ok(await consoleTopicNews(db, id));
    });

    app.post('/content/topics/groups', allowed, async (request) => {
      const fields = parseInput(newGroupBody, request.body);
      const id = await orRefusal(saveTopicGroup(db, actorOf(request), null, fields, Date.now()));
      return ok(await consoleTopicGroup(db, id));
    });

    app.get('/content/topics/groups/:id', allowed, async (request) => {
      const { id } = parseInput(idParams, request.params);
      return ok(await orRefusal(consoleTopicGroup(db, id)));
    });

    app.post('/content/topics/groups/:id', allowed, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { version: read, ...fields } = parseInput(groupBody, request.body);
      const target = { id, version: read };
      await orRefusal(saveTopicGroup(db, actorOf(request), target, fields, Date.now()));
      return ok(await consoleTopicGroup(db, id));
    });
  };
}
