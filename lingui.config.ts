import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-CN'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      // Absolute, like the include globs they are matched against.
      exclude: ['<rootDir>/src/features/account/**', '<rootDir>/src/features/member/**'],
    },
    // The account screens' words load with those screens (src/features/account/messages.ts).
    { path: '<rootDir>/src/locales/{locale}/account', include: ['src/features/account'] },
    // The member area's words load with the area (src/features/member/messages.ts).
    { path: '<rootDir>/src/locales/{locale}/member', include: ['src/features/member'] },
  ],
  compileNamespace: 'ts',
});
