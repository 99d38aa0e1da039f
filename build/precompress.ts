import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(full) : [full];
  });
}

/**
 * Writes a gzip and a brotli copy beside every text file of the build, compressed once at their
 * strongest, so that the server sends them as they are instead of compressing on each request.
 * The gzip copies are made with Zopfli: ordinary gzip that any browser reads, a few per cent
 * smaller than zlib's best.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for (const file of filesIn(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const raw = fs.readFileSync(file);
          if (raw.length < 1024) continue;
          fs.writeFileSync(`${file}.gz`, await gzipAsync(raw, { numiterations: 15 }));
          const brotli = brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          });
          fs.writeFileSync(`${file}.br`, brotli);
        }
      },
    },
  };
}
