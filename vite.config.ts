import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { axiosXhrOnly } from './build/axios-xhr-only.ts';
import { buildRecordFile, readBuildRecord } from './build/build-record.ts';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { shortClassName } from './build/short-class-names.ts';
import { linguiMacro } from './build/lingui-macro.ts';
import { pageFiles } from './build/page-files.ts';
import { precompress } from './build/precompress.ts';
import { shellPrecache } from './build/shell-precache.ts';

// The error and not-found pages are lazy, but offline they are what a never-visited page shows;
// search works offline among the pieces stored on the device, so its screen is kept from the
// start too.
const shell = shellPrecache([
  /[\\/]features[\\/]shell[\\/]components[\\/](ErrorPage|NotFoundPage)\.tsx$/,
  /[\\/]features[\\/]catalogue[\\/]pages[\\/]SearchResultsPage\.tsx$/,
  /[\\/]routes[\\/](?:mobile[\\/]|pc[\\/])?productList[\\/]resultsList\.tsx(?:\?|$)/,
]);

// The same sources give the same build id, file names and bytes, on any machine at any time:
// instances started from one commit serve one app.
const record = readBuildRecord(import.meta.dirname, 'app');

/**
 * The libraries every page needs; not the forms library (only lazily loaded screens have forms),
 * nor axios, which the first call loads (src/lib/http.ts).
 */
const FRAMEWORK =
  /node_modules[\\/](?!@tanstack[\\/](react-form|form-core|devtools-event-client|pacer-lite)[\\/])(react|react-dom|scheduler|@tanstack|@lingui|valtio|proxy-compare|idb-keyval|use-sync-external-store)[\\/]|^\0(vite\/preload-helper|rolldown\/runtime)/;

const SCREENS_COMMON =
  /[\\/]src[\\/](ui[\\/]screens[\\/](RouteStates|ScreenParts)|lib[\\/](split-catalogue|dates))\.tsx?$/;
const FORMS =
  /node_modules[\\/]@tanstack[\\/](react-form|form-core|devtools-event-client|pacer-lite)[\\/]|[\\/]src[\\/]ui[\\/]forms[\\/](checked-form|focus|outcome)\.tsx?$/;

const MEMBER_AREA =
  /[\\/]src[\\/](features[\\/]account[\\/](session|pending-logout|return-page)|lib[\\/](member-storage|order-items))\.tsx?$/;

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ command }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader, component and loading state share its chunk: a screen's data code loads
      // when it is visited, and the page a visit opens on fetches its code in one round trip.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    axiosXhrOnly(),
    linguiMacro(),
    react(),
    lingui(),
    shell.plugin,
    // The account forms ask for their graphic code as they open (drawCaptchaEarly); the order
    // page, the pay results and the member's pages ask for what is theirs, except the user center
    // and the order list, whose documents carry their replies (as the bag's do a member's).
    pageFiles(import.meta.dirname, {
      callingRoutes: [
        '/mobile/login/',
        '/mobile/login/register',
        '/mobile/login/forgotPwd',
        /^\/(\{-\$set\}\/|pc\/)productList\/order/,
        /^\/mobile\/payResult\//,
        /^\/(\{-\$set\}\/personal|pc\/personal\/my)\/(?!orders\/$)./,
      ],
    }),
    inlineEntryCss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        manifestTransforms: [shell.transform],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
    buildRecordFile(record),
  ],
  resolve: {
    alias: [
      {
        // React 18 and later have useSyncExternalStore: the selector helper without the shim
        // that stands in for it on older versions.
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  define: {
    __BUILD_ID__: JSON.stringify(record.id),
  },
  css: {
    // The class names of CSS modules travel in every page's first styles and scripts: short ones
    // in the build; the readable kind while developing.
    modules: command === 'build' ? { generateScopedName: shortClassName(import.meta.dirname) } : {},
  },
  build: {
    target: 'es2022',
    // Every browser the shop supports preloads modules natively.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs travel in one file: it compresses better than many.
          groups: [
            {
              // The app's own small modules that the entry and lazy screens share (search
              // validators, route sets, client state, the api client): one file instead of a
              // dozen tiny ones. Not the catalogue's screen state: only its screens use it, and
              // it brings the catalogue's model with it.
              name: 'app',
              priority: 1,
              test: /[\\/]src[\\/](lib[\\/](device|cookies|idle|lang|i18n|api-client|query-client|last-seen|last-seen-copy|route-set|search-schema|member-routes|member-legacy)|features[\\/][^\\/]+[\\/]search-params|features[\\/](?!catalogue[\\/])[^\\/]+[\\/]state|features[\\/]app[\\/][^\\/]+|ui[\\/](Price|Picture|Icon|bring-into-sight|notices[\\/]Notice)|features[\\/]shell[\\/](components[\\/]LangSwitch|links))\.tsx?$/,
            },
            {
              // What the first page needs of them: every page loads it.
              name: 'framework',
              priority: 3,
              tags: ['$initial'],
              test: FRAMEWORK,
            },
            {
              // The rest, which only screens loaded later use (forms of the router, mutations).
              name: 'framework-screens',
              priority: 2,
              test: FRAMEWORK,
            },
            {
              // The app's own parts that nearly every page but the home page loads: a page's
              // loading and error states, its parts, dates and the catalogue's split. One file,
              // since over HTTP/1.1 a browser fetches only six at a time. What they import stays
              // where it was: taken along, the entry's own parts would make the home page load it.
              name: 'screens',
              priority: 0,
              test: SCREENS_COMMON,
              includeDependenciesRecursively: false,
            },
            {
              // A form's checks, focus and outcome, and the form library under them: the footer's
              // newsletter, the sign-in, the checkout and the member's forms load them together.
              name: 'forms',
              priority: 0,
              test: FORMS,
              includeDependenciesRecursively: false,
            },
            {
              // A member's session and what is kept of it on the device: the sign-in, the
              // member's pages and the checkout load them together.
              name: 'member-area',
              priority: 0,
              test: MEMBER_AREA,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/sandbox': apiTarget,
    },
  },
}));
