import type { FaqTranslation } from '../faq.ts';

export default {
  categories: { 'Getting Started': 'Premiers pas', Documents: 'Documents', Purchases: 'Achats', 'Account & Security': 'Compte et sécurité' },
  entries: {},
} satisfies FaqTranslation;
