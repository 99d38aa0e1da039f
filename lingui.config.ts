import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-CN'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      // Absolute, like the include globs they are matched against.
      exclude: [
        '<rootDir>/src/features/account/**',
        '<rootDir>/src/features/member/**',
        '<rootDir>/src/features/cart/**',
        '<rootDir>/src/features/checkout/**',
        '<rootDir>/src/features/orders/**',
        '<rootDir>/src/features/stores/**',
      ],
    },
    // The account screens' words load with those screens (src/features/account/messages.ts).
    { path: '<rootDir>/src/locales/{locale}/account', include: ['src/features/account'] },
    // The member area's words load with the area (src/features/member/messages.ts).
    { path: '<rootDir>/src/locales/{locale}/member', include: ['src/features/member'] },
    // Buying: the cart, checkout and payment, and the member's orders and after-sales.
    { path: '<rootDir>/src/locales/{locale}/cart', include: ['src/features/cart'] },
    { path: '<rootDir>/src/locales/{locale}/checkout', include: ['src/features/checkout'] },
    { path: '<rootDir>/src/locales/{locale}/orders', include: ['src/features/orders'] },
    // The store locator's words load with its page (src/features/stores/messages.ts).
    { path: '<rootDir>/src/locales/{locale}/stores', include: ['src/features/stores'] },
  ],
  compileNamespace: 'ts',
});
