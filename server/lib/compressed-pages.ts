import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

/** Few pages are generated (a shell per language and hero): each is compressed once. */
const KEPT = 8;

/**
 * Documents built per request but the same for most of them, compressed for the clients that
 * accept it: the most recent few are kept, so a busy home page is compressed once, not per visit.
 */
export function pageCompressor() {
  const kept = new Map<string, Compressed>();
  return (html: string, acceptEncoding: string | undefined) => {
    let compressed = kept.get(html);
    if (!compressed) {
      const raw = Buffer.from(html);
      compressed = {
        br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(raw),
      };
      kept.set(html, compressed);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    }
    const accepts = acceptEncoding ?? '';
    if (/\bbr\b/.test(accepts)) return { encoding: 'br', body: compressed.br } as const;
    if (/\bgzip\b/.test(accepts)) return { encoding: 'gzip', body: compressed.gzip } as const;
    return { encoding: null, body: html } as const;
  };
}
