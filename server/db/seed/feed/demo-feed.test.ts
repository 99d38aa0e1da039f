import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readFeed } from '../../../catalogue/feed/read';
import { openMemoryDatabase } from '../../database';
import { planCatalogue } from '../plan';
import { csvFile, csvValue } from './csv';
import { importDemoCatalogue } from './import';
import { writeDemoFeed } from './write';

const NOTHING_KNOWN = {
  categories: new Set<string>(),
  series: new Set<string>(),
  seasons: new Set<string>(),
  colours: new Set<string>(),
  promotions: new Set<string>(),
  pieces: new Set<string>(),
};

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((f) => fs.rmSync(f, { recursive: true, force: true })));

function emptyFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-feed-test-'));
  folders.push(folder);
  return folder;
}

describe('the demo catalogue as a feed', () => {
  it('quotes a CSV value holding a comma, a quote or a line break, and only those', () => {
    expect(csvValue('Cut long, lined')).toBe('"Cut long, lined"');
    expect(csvValue('12" heel')).toBe('"12"" heel"');
    expect(csvValue('first\nsecond')).toBe('"first\nsecond"');
    expect(csvValue('plain text')).toBe('plain text');
    expect(csvValue(null)).toBe('');
    expect(csvFile(['a', 'b'], [{ a: 1, b: 'x,y' }])).toBe('a,b\n1,"x,y"\n');
  });

  it('reads back without a problem, holding every planned piece, SKU and stock', async () => {
    const folder = emptyFolder();
    const plan = planCatalogue();
    await writeDemoFeed(folder, plan);
    const reading = await readFeed(folder, NOTHING_KNOWN);
    expect(reading.ok ? [] : reading.problems).toEqual([]);
    if (!reading.ok) return;
    const { feed } = reading;
    expect(feed.pieces.map((p) => p.sn)).toEqual(plan.map((g) => g.sn));
    for (const [index, piece] of feed.pieces.entries()) {
      const g = plan[index];
      expect([piece.name, piece.description, piece.promotion]).toEqual([
        g?.name,
        g?.description,
        g?.promotion,
      ]);
      expect(piece.colours.map((c) => c.skus.map((s) => s.stock))).toEqual(
        g?.colors.map((c) => c.stock),
      );
      expect(piece.colours.map((c) => c.pictures.length)).toEqual(
        g?.colors.map((c) => c.pictures.length),
      );
    }
    expect(feed.collocations).toHaveLength(plan.reduce((n, g) => n + g.matches.length, 0));
  });

  it('leaves no folder behind when the import fails', async () => {
    const temporary = emptyFolder();
    const unmigrated = openMemoryDatabase();
    try {
      await expect(
        importDemoCatalogue(unmigrated.db, planCatalogue(), temporary),
      ).rejects.toThrow();
    } finally {
      await unmigrated.close();
    }
    expect(fs.readdirSync(temporary)).toEqual([]);
  });
});
