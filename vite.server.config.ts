import { defineConfig } from 'vite';
import { buildRecordFile, readBuildRecord } from './build/build-record.ts';

// The API server, compiled once into dist-server/ and run with plain node: its packages stay in
// node_modules (the dependencies of package.json), its own code and the call contract are bundled.
export default defineConfig({
  publicDir: false,
  appType: 'custom',
  plugins: [buildRecordFile(readBuildRecord(import.meta.dirname, 'server'))],
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: { main: 'server/main.ts', cli: 'server/cli.ts' },
      output: {
        format: 'esm',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
