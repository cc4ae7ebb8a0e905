import type { FaqTranslation } from '../faq.ts';

export default {
  categories: { 'Getting Started': 'Erste Schritte', Documents: 'Dokumente', Purchases: 'Käufe', 'Account & Security': 'Konto & Sicherheit' },
  entries: {},
} satisfies FaqTranslation;
