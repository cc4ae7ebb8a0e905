// The help centre's questions and answers (spec 001 §2: four categories, searchable, expandable answers).
// Every claim here is something the product does; when a rule changes, change its answer in the same commit, in
// every language (faq/<language>.ts; an answer missing there is shown in English with a note).
import { CONTACT_EMAILS, type ContentLanguage, FAQ_CATEGORIES, type FaqCategory, type FaqEntry } from './contract.ts';
import de from './faq/de.ts';
import es from './faq/es.ts';
import fr from './faq/fr.ts';
import { plainText, renderMarkdown } from './markdown.ts';
import { MAIL_LINKS } from './legal-pages.ts';

type Source = { id: string; category: FaqCategory; question: string; answer: string };

/** A language's help centre: its category names, and its question and answer for each English entry's id. */
export type FaqTranslation = {
  categories: Record<FaqCategory, string>;
  entries: Record<string, { question: string; answer: string }>;
};

export const FAQ_TRANSLATIONS: Record<Exclude<ContentLanguage, 'en'>, FaqTranslation> = { de, es, fr };

const SOURCES: Source[] = [
  // Getting Started
  {
    id: 'what-is-studyhall',
    category: 'Getting Started',
    question: 'What is Studyhall?',
    answer:
      'Studyhall is a study platform: a marketplace of notes, summaries, past exams and guides written by students, with instant search by subject, university, course and textbook. You preview a document for free and open the whole of it with points.',
  },
  {
    id: 'is-it-free',
    category: 'Getting Started',
    question: 'Is Studyhall free to use?',
    answer:
      'Creating an account, browsing, searching and reading the preview pages of every document are free. Opening a whole document costs the points its seller set, shown on the document page before you buy.',
  },
  {
    id: 'how-do-points-work',
    category: 'Getting Started',
    question: 'How do points work?',
    answer:
      '**10 points cost 1 USD.** Buy a package in **Dashboard → Wallet** (larger packages include bonus points) or a custom amount, then spend points on documents. Your balance updates the moment a payment is confirmed, on every open tab. Points do not expire while your account is open.',
  },
  {
    id: 'find-documents-for-my-course',
    category: 'Getting Started',
    question: 'How do I find documents for my course?',
    answer:
      'Type in the search box at the top of any page: results appear as you type, grouped by kind. Press Enter for full search with filters for subject, university and document type. You can also browse [subjects](/subjects), [universities](/universities) and their courses, or [textbooks](/textbooks).',
  },
  {
    id: 'become-a-seller',
    category: 'Getting Started',
    question: 'How do I start selling my notes?',
    answer:
      'Switch the dashboard to **Seller** mode with the switch in the side bar and choose **Upload**. Add a title, subject, document type and price; we make the previews, check for duplicates and review the document before it is listed. Its status in **Seller → Documents** changes live when it goes up.',
  },
  // Documents
  {
    id: 'which-files-can-i-upload',
    category: 'Documents',
    question: 'Which files can I upload?',
    answer:
      'PDF, Word (DOCX), PowerPoint (PPTX), OpenDocument text (ODT) and RTF files, up to 50 MB and 500 pages, or up to 30 photos of your notes (JPEG, PNG, WebP, HEIC), which become one PDF in the order you choose. What a file is, is decided by its content, not its name. Scanned pages and photos are read so their text can be searched.',
  },
  {
    id: 'how-long-does-review-take',
    category: 'Documents',
    question: 'How long does the review of my upload take?',
    answer:
      'Previews are ready within seconds of the upload. A moderator then approves the document, asks for changes or rejects it with a reason; you see its status and the reason in **Seller → Documents**, updated live.',
  },
  {
    id: 'how-much-do-sellers-earn',
    category: 'Documents',
    question: 'How much do I earn from a sale?',
    answer:
      'You earn **70% of the points price** of each sale (rounded down to whole points), credited the moment the buyer opens the document. Withdraw from **500 points (50 USD)** in **Seller → Wallet**; each withdrawal is reviewed and paid to the payout details you give.',
  },
  {
    id: 'why-was-my-document-rejected',
    category: 'Documents',
    question: 'Why was my document rejected or taken down?',
    answer:
      'The document’s page in **Seller → Documents** gives the reason. Most often the material was not the seller’s own, was a duplicate of a listed document, or had the wrong subject or type. Fix what the reason says and upload again, or [file a complaint](/legal/file-complaint) if you think we got it wrong.',
  },
  {
    id: 'what-do-i-see-before-buying',
    category: 'Documents',
    question: 'What can I see before I buy a document?',
    answer:
      'The title, description, subject, course, page count, rating and reviews, and the first pages as a readable preview; the other pages are shown blurred so you can judge the length and layout.',
  },
  // Purchases
  {
    id: 'how-do-i-pay',
    category: 'Purchases',
    question: 'How can I pay?',
    answer:
      'By major credit and debit cards (through Stripe) or PayPal. Card and PayPal details are entered on their own secure pages and never reach Studyhall.',
  },
  {
    id: 'where-are-my-documents',
    category: 'Purchases',
    question: 'Where do I find the documents I bought?',
    answer:
      'In **Dashboard → Documents**. A document you bought stays there; open it to read it in the browser or download the PDF.',
  },
  {
    id: 'refunds',
    category: 'Purchases',
    question: 'Can I get a refund?',
    answer:
      'Yes, within **30 days**. A document that is not what its title and preview promised is refunded in points; unspent points you bought are refunded to the card or PayPal account that paid. Write to {{supportEmail}} with the order; the [Refund Policy](/legal/refund-policy) has the details.',
  },
  {
    id: 'payment-went-through-no-points',
    category: 'Purchases',
    question: 'I paid but my points have not arrived. What now?',
    answer:
      'Points are credited as soon as the payment provider confirms the payment, usually within seconds, even if you closed the page. If the provider’s confirmation is lost, we ask the provider again before the order expires. If your points are still missing after an hour, write to {{supportEmail}} with the order from the order list in **Dashboard → Wallet**.',
  },
  {
    id: 'can-i-buy-twice',
    category: 'Purchases',
    question: 'Can I be charged twice for the same document?',
    answer: 'No. A document is bought once per account; opening it again, on any device, costs nothing.',
  },
  // Account & Security
  {
    id: 'reset-password',
    category: 'Account & Security',
    question: 'I forgot my password. How do I get back in?',
    answer:
      'Choose **Forgot password?** on the [sign-in page](/login) and follow the link we email you. The link works once and expires after an hour.',
  },
  {
    id: 'two-factor',
    category: 'Account & Security',
    question: 'How do I turn on two-factor authentication?',
    answer:
      'In **Settings → Security**, choose **Set up two-factor**, scan the QR code with an authenticator app and enter its code. From then on, signing in asks for a code from the app. Keep the recovery codes somewhere safe.',
  },
  {
    id: 'signed-in-devices',
    category: 'Account & Security',
    question: 'How do I see where my account is signed in?',
    answer:
      '**Settings → Security** lists every device signed in to your account with its browser and last activity. Sign out any of them, or all of them at once.',
  },
  {
    id: 'change-email-or-delete',
    category: 'Account & Security',
    question: 'How do I change my email address or delete my account?',
    answer:
      'Write to {{supportEmail}} from the address on your account. For a copy of your data or to delete your account, write to {{privacyEmail}}; we answer within 30 days. The [Privacy Policy](/legal/privacy) says what is kept and for how long.',
  },
  {
    id: 'contact-support',
    category: 'Account & Security',
    question: 'How do I reach support?',
    answer: 'Email {{supportEmail}} or use the [contact form](/contact). We reply within 24 hours on working days.',
  },
];

const cache = new Map<ContentLanguage, FaqEntry[]>();

function rendered({ id, category }: Source, { question, answer }: { question: string; answer: string }, language: ContentLanguage, fallback: boolean): FaqEntry {
  const mails = Object.entries(CONTACT_EMAILS).reduce((text, [name, address]) => text.split(`{{${name}}}`).join(address), answer);
  return { id, category, question, html: renderMarkdown(answer, MAIL_LINKS).html, text: plainText(mails), language, fallback };
}

/** Every entry in `language`, in the English order; one the translation lacks is the English one, marked `fallback`. */
export function translatedFaq(language: ContentLanguage, translation: FaqTranslation | null): FaqEntry[] {
  return SOURCES.map((source) => {
    const own = translation ? translation.entries[source.id] : source;
    return own ? rendered(source, own, language, false) : rendered(source, source, 'en', true);
  });
}

export function faqEntries(language: ContentLanguage = 'en'): FaqEntry[] {
  const found = cache.get(language) ?? translatedFaq(language, language === 'en' ? null : FAQ_TRANSLATIONS[language]);
  cache.set(language, found);
  return found;
}

export function faqCategoryNames(language: ContentLanguage): Record<FaqCategory, string> {
  return language === 'en' ? (Object.fromEntries(FAQ_CATEGORIES.map((c) => [c, c])) as Record<FaqCategory, string>) : FAQ_TRANSLATIONS[language].categories;
}
