import type { FastifyInstance } from 'fastify';

// Reads Prometheus' text exposition format (version 0.0.4) as a scraper does, refusing any line
// that is not a comment, a blank or a well-formed sample (values as Go's ParseFloat reads them:
// NaN and Inf in any case, as prom-client writes `Nan`).

const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*)\})? (-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|[Nn][Aa][Nn]|[+-][Ii][Nn][Ff])(?: -?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\.)*)"/g;
const COMMENT = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/;

export interface Exposition {
  /** The type each metric family declares (counter, gauge, histogram, summary). */
  types: Map<string, string>;
  /** A sample's value by name and labels; 0 when absent (a counter never moved). */
  value(name: string, labels?: Record<string, string>): number;
  /** Every sample of a name, with its labels. */
  samples(name: string): { labels: Record<string, string>; value: number }[];
}

function key(name: string, labels: Record<string, string>): string {
  const sorted = Object.entries(labels).sort(([a], [b]) => a.localeCompare(b));
  return `${name}${JSON.stringify(sorted)}`;
}

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const values = new Map<string, number>();
  const byName = new Map<string, { labels: Record<string, string>; value: number }[]>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = COMMENT.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') types.set(comment[2]!, comment[3]!);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a Prometheus sample line: ${line}`);
    const [, name = '', labelText = '', raw = ''] = sample;
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map((m) => [m[1]!, m[2]!]));
    const value = /inf$/i.test(raw) ? (raw.startsWith('-') ? -Infinity : Infinity) : Number(raw);
    values.set(key(name, labels), value);
    byName.set(name, [...(byName.get(name) ?? []), { labels, value }]);
  }
  return {
    types,
    value: (name, labels = {}) => values.get(key(name, labels)) ?? 0,
    samples: (name) => byName.get(name) ?? [],
  };
}

/** Scrapes the app's /metrics from the machine itself, as a local Prometheus agent would. */
export async function scrape(app: FastifyInstance): Promise<Exposition> {
  const response = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}`);
  return parseExposition(response.body);
}
