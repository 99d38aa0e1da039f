import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { axiosXhrOnly } from './build/axios-xhr-only.ts';
import { buildRecordFile, readBuildRecord } from './build/build-record.ts';
import { linguiMacro } from './build/lingui-macro.ts';

// The merchant console: an entry of its own, built apart from the shopper's app (its own
// folder, chunks, route tree and catalogues), served by the shop's server at /admin.

const root = import.meta.dirname;
const record = readBuildRecord(root, 'admin');
// In development (`npm run dev` runs the API), this server stands in for the shop's address,
// whose origin the API requires of every console call: PUBLIC_URL, else the shop's Vite server.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const shopOrigin = new URL(
  process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`,
).origin;

export default defineConfig({
  root: path.join(root, 'admin'),
  base: '/admin/',
  publicDir: false,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.join(root, 'admin/src/routes'),
      generatedRouteTree: path.join(root, 'admin/src/routeTree.gen.ts'),
    }),
    axiosXhrOnly(),
    linguiMacro(),
    react(),
    lingui(),
    buildRecordFile(record),
  ],
  build: {
    outDir: path.join(root, 'dist-admin'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              // The dashboard's charts: loaded with the dashboard only.
              name: 'charts',
              priority: 3,
              test: /node_modules[\\/](echarts|zrender)[\\/]/,
            },
            {
              name: 'antd',
              priority: 2,
              test: /node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component|dayjs)[\\/]/,
            },
            {
              name: 'framework',
              priority: 1,
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|axios|@lingui)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.ADMIN_PORT ?? 3002),
    strictPort: true,
    proxy: {
      '/admin/api': {
        target: apiTarget,
        configure: (proxy) =>
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', shopOrigin);
            request.removeHeader('referer');
          }),
      },
    },
  },
});
