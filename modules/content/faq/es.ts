import type { FaqTranslation } from '../faq.ts';

export default {
  categories: { 'Getting Started': 'Primeros pasos', Documents: 'Documentos', Purchases: 'Compras', 'Account & Security': 'Cuenta y seguridad' },
  entries: {},
} satisfies FaqTranslation;
