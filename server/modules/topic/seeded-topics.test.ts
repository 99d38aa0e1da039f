import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { planCatalogue } from '../../db/seed/plan';
import { ensureTopics, topicScenes } from '../../db/seed/steps/topics';
import { ARTICLES } from '../../db/seed/steps/topics-articles';
import { CAMPAIGNS } from '../../db/seed/steps/topics-campaigns';
import { storedPaths } from '../../media/masters';
import { prepareDatabase } from '../../setup';
import { quietLog } from '../../test/harness';

describe('seeded campaigns', () => {
  it('are three, each with a group of at least eight articles', () => {
    expect(CAMPAIGNS.length).toBeGreaterThanOrEqual(3);
    for (const campaign of CAMPAIGNS) {
      const articles = ARTICLES.filter((a) => a.group === campaign.group.slug);
      expect(articles.length, campaign.slug).toBeGreaterThanOrEqual(8);
    }
    const slugs = ARTICLES.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('name real goods of the demo catalogue, and are published already', () => {
    const sns = new Set(planCatalogue().map((g) => g.sn));
    for (const article of ARTICLES) {
      for (const sn of article.sns) expect(sns, article.slug).toContain(sn);
      expect(article.publishedAt).toBeLessThan(Date.UTC(2026, 10, 21, 12));
    }
    for (const campaign of CAMPAIGNS) {
      for (const block of campaign.blocks) {
        if (block.type === 'goods')
          for (const sn of block.sns) expect(sns, campaign.slug).toContain(sn);
      }
    }
  });

  it('have every text in both languages', () => {
    const words = [
      ...CAMPAIGNS.flatMap((c) => [
        c.title,
        c.subtitle,
        c.summary,
        c.group.name,
        c.group.description,
      ]),
      ...ARTICLES.flatMap((a) => [
        a.title,
        a.summary,
        ...a.paragraphs,
        ...(a.quote ? [a.quote] : []),
      ]),
    ];
    for (const word of words) {
      expect(word.cn).toMatch(/[\u4e00-\u9fff]/);
      expect(word.en, word.en).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('come to a shop seeded before them, once, with their pictures and footer link', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-topics-'));
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    try {
      const first = await prepareDatabase(config, quietLog);
      const count = async (db: typeof first.db) =>
        (await db.selectFrom('topic_news').select('id').execute()).length;
      expect(await count(first.db)).toBe(ARTICLES.length);
      const scenes = topicScenes().map((scene) => scene.path);
      expect(await storedPaths(first.db, scenes)).toEqual(new Set(scenes));
      await ensureTopics(first.db);
      expect(await count(first.db)).toBe(ARTICLES.length);
      const links = await first.db
        .selectFrom('footer_link')
        .select('url')
        .where('url', '=', '/advertising/homePage')
        .execute();
      expect(links).toHaveLength(1);
      await first.close();

      const again = await prepareDatabase(config, quietLog);
      expect(await count(again.db)).toBe(ARTICLES.length);
      await again.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
