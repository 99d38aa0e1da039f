import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UnreadableFile } from './records';
import { utf8Text } from './utf8-text';

/** What the decoder makes of these chunks of bytes, as they arrive one by one. */
async function decoded(chunks: Buffer[]): Promise<string> {
  let text = '';
  for await (const part of Readable.from(chunks).pipe(utf8Text())) text += String(part);
  return text;
}

describe('reading UTF-8 text as it streams', () => {
  it('joins characters and line ends split between chunks, each line end one \\n', async () => {
    const bytes = Buffer.from('大衣\r\n围巾\r旧行\n');
    // Inside 大, inside 衣, between \r and \n, after a lone \r (an old Mac line end).
    const cuts = [0, 1, 4, 7, 15, bytes.length];
    const chunks = cuts.slice(1).map((end, i) => bytes.subarray(cuts[i], end));
    expect(await decoded(chunks)).toBe('大衣\n围巾\n旧行\n');
  });

  it('drops a leading BOM and keeps the rest', async () => {
    expect(await decoded([Buffer.from('\ufeffsn,sku\n')])).toBe('sn,sku\n');
  });

  it('refuses bytes that are not UTF-8, even at the very end', async () => {
    for (const chunks of [[Buffer.from([0xb4, 0xf3])], [Buffer.from('sn,'), Buffer.from([0xe5])]]) {
      const error = await decoded(chunks).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UnreadableFile);
      expect((error as UnreadableFile).words.code).toBe('notUtf8');
    }
  });
});
