import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { listSubscribers, type SubscriberFilter } from '../../content';
import { csvField } from '../orders/export';

/** The most subscribers one export holds. */
const EXPORT_LIMIT = 100_000;
const BATCH = 1000;
/** Excel opens a CSV as UTF-8 (and so reads Chinese) only when it starts with the byte order mark. */
const BOM = '\uFEFF';

const HEADER: Record<Lang, string> = {
  cn: '邮箱,语言,订阅时间',
  en: 'Email,Language,Subscribed',
};
const LANG_NAMES: Record<string, Record<Lang, string>> = {
  cn: { cn: '中文', en: 'Chinese' },
  en: { cn: '英文', en: 'English' },
};

/** Shop time (China Standard Time), as the staff read it: 2026-11-21 14:05. */
const shopTime = (ms: number) =>
  new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The subscribers the search keeps, newest first, as a CSV file Excel opens in either language. */
export async function exportSubscribers(
  db: Db,
  filter: SubscriberFilter,
  lang: Lang,
): Promise<string> {
  const lines = [HEADER[lang]];
  for (let offset = 0; offset < EXPORT_LIMIT; offset += BATCH) {
    const rows = await listSubscribers(db, filter, offset, BATCH);
    for (const row of rows) {
      const language = LANG_NAMES[row.lang]?.[lang] ?? row.lang;
      lines.push([row.email, language, shopTime(row.created_at)].map(csvField).join(','));
    }
    if (rows.length < BATCH) break;
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
