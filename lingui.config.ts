// Lingui's catalogs: one PO file per language and area of the web app, so each area's strings are edited (and
// reviewed) on their own. Areas are for editing only: the browser loads the messages each script chunk uses
// (web/build/chunk-catalogs.ts), whatever area they come from. Every file of web/src belongs to one area; the check
// `npm run i18n:check` fails on a file in none.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export const LANGUAGES = ['en', 'de', 'es', 'fr'] as const;

const src = '<rootDir>/web/src';
const area = (name: string, include: string[]) => ({
  path: `${src}/locales/{locale}/${name}`,
  include: include.map((p) => `${src}/${p}`),
  exclude: ['**/*.test.ts', '**/*.test.tsx'],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGES],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    area('shell', [
      'app.tsx', 'main.tsx', 'entry-server.tsx', 'api/', 'hooks/', 'lib/', 'pwa/',
      'components/layout/', 'components/ui/', 'components/forms/', 'components/auth/',
      'components/ErrorBoundary.tsx', 'components/SupportWidget.tsx', 'components/Toaster.tsx',
      'components/ToasterWhenNeeded.tsx', 'components/toast.ts', 'components/nav-data.ts',
      'pages/not-found.tsx', 'pages/login.tsx', 'pages/register.tsx', 'pages/forgot-password.tsx',
      'pages/reset-password.tsx', 'pages/unsubscribe.tsx', 'pages/auth/',
    ]),
    area('public', [
      'pages/index.tsx', 'pages/about.tsx', 'pages/careers.tsx', 'pages/contact.tsx', 'pages/help.tsx',
      'pages/scholarships.tsx', 'pages/download.tsx', 'pages/legal/', 'pages/blog/',
      'components/home/', 'components/content/', 'components/help/', 'components/blog/', 'components/content-data.ts',
    ]),
    area('catalogue', [
      'pages/documents/', 'pages/subjects/', 'pages/universities/', 'pages/textbooks/', 'pages/tests/',
      'pages/search.tsx', 'pages/cart.tsx', 'pages/checkout/',
      'components/catalogue/', 'components/documents/', 'components/search/', 'components/cart/', 'components/reports/',
    ]),
    area('tools', [
      'pages/ai-homework-helper/', 'pages/document-chat.tsx', 'pages/ai-flashcard-maker/', 'pages/flashcards/',
      'pages/test-prep/', 'pages/ai-writer.tsx', 'pages/xy-editor.tsx', 'pages/ai-detector.tsx',
      'pages/plagiarism-checker.tsx',
      'components/homework/', 'components/docchat/', 'components/flashcards/', 'components/testprep/',
      'components/integrity/', 'components/papers/', 'components/tools/',
    ]),
    area('dashboard', ['pages/dashboard/']),
    area('account', ['components/dashboard/', 'components/settings/', 'components/wallet/', 'components/subscriptions/']),
    area('admin', ['pages/admin/', 'components/admin/']),
  ],
});
