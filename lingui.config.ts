import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

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
        '<rootDir>/src/features/appointments/**',
        '<rootDir>/src/features/personalise/**',
        '<rootDir>/src/features/topics/**',
        '<rootDir>/src/features/documents/**',
        '<rootDir>/src/features/diagnostics/**',
        '<rootDir>/src/ui/forms/**',
        '<rootDir>/src/ui/screens/**',
      ],
    },
    // The account screens' words load with those screens (src/features/account/messages.ts).
    { path: '<rootDir>/src/locales/{locale}/account', include: ['src/features/account'] },
    // The forms and screen parts the member area, the orders and the appointments share: each
    // of those areas loads these words with its own (src/ui/screens/messages.ts).
    {
      path: '<rootDir>/src/locales/{locale}/screens',
      include: ['src/ui/forms', 'src/ui/screens'],
    },
    // The member area's words load with the area (src/features/member/messages.ts).
    { path: '<rootDir>/src/locales/{locale}/member', include: ['src/features/member'] },
    // Buying: the cart, checkout and payment, and the member's orders and after-sales.
    { path: '<rootDir>/src/locales/{locale}/cart', include: ['src/features/cart'] },
    { path: '<rootDir>/src/locales/{locale}/checkout', include: ['src/features/checkout'] },
    { path: '<rootDir>/src/locales/{locale}/orders', include: ['src/features/orders'] },
    // The store locator's words load with its page (src/features/stores/messages.ts).
    { path: '<rootDir>/src/locales/{locale}/stores', include: ['src/features/stores'] },
    // Services and content: each loads with its own screens.
    { path: '<rootDir>/src/locales/{locale}/appointments', include: ['src/features/appointments'] },
    { path: '<rootDir>/src/locales/{locale}/personalise', include: ['src/features/personalise'] },
    { path: '<rootDir>/src/locales/{locale}/topics', include: ['src/features/topics'] },
    {
      path: '<rootDir>/src/locales/{locale}/documents',
      include: ['src/features/documents', 'src/features/diagnostics'],
    },
    // The merchant console's words: its own entry (admin/), never loaded by a shopper's page.
    { path: '<rootDir>/admin/src/locales/{locale}/messages', include: ['admin/src'] },
  ],
  compileNamespace: 'ts',
  // Files, not line numbers: moving a line must not rewrite the catalogues.
  format: formatter({ lineNumbers: false }),
});
