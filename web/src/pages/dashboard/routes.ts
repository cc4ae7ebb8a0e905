// Every dashboard route of the spec (000 §2 Dashboard routes, 001 §2 Dashboard routes), with what it does, and
// the spec's dashboard redirects. Each page has its own file under pages/dashboard/ and its route in app.tsx; the
// side bar's menus (components/dashboard/dashboard-nav.ts) take their links' icons and colours from here, so a link
// can never point at a page the spec lacks.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BadgeCheck,
  BarChart3,
  ClipboardCheck,
  FileText,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  MessageSquareText,
  MessagesSquare,
  PenLine,
  Receipt,
  Settings,
  SquarePen,
  Upload,
  Wallet,
} from 'lucide-react';

/** Titles, descriptions and section labels are messages, shown with `i18n._(...)` in the page's language. */
export type AreaRoute = {
  pattern: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  icon: LucideIcon;
  color: string;
  /** The section this page belongs to, for the breadcrumb. */
  section?: { label: MessageDescriptor; href: string };
};

const writer = { label: msg`AI Writer`, href: '/dashboard/ai-writer' };
const editor = { label: msg`XY Editor`, href: '/dashboard/xyeditor' };
const homework = { label: msg`AI Homework Helper`, href: '/dashboard/ai-homework-helper' };
const flashcards = { label: msg`AI Flashcard Maker`, href: '/dashboard/ai-flashcard-maker' };
const testPrep = { label: msg`Test Prep`, href: '/dashboard/test-prep' };
const docs = { label: msg`My Documents`, href: '/dashboard/documents' };
const chat = { label: msg`Document Chat`, href: '/dashboard/document-chat' };

export const dashboardRoutes: AreaRoute[] = [
  {
    pattern: '/dashboard',
    title: msg`Your dashboard`,
    description: msg`Your study hub: recent documents, your points balance and shortcuts to every AI tool.`,
    icon: LayoutDashboard,
    color: '#4f46e5',
  },
  {
    pattern: '/dashboard/documents',
    title: msg`My Documents`,
    description: msg`Your library: uploads, purchases, saved and recently viewed documents, with type filters and search.`,
    icon: FileText,
    color: '#4f46e5',
  },
  {
    pattern: '/dashboard/documents/upload',
    title: msg`Upload & Earn Points!`,
    description: msg`Upload notes, summaries or past papers, set a price in points, and earn every time they sell.`,
    icon: Upload,
    color: '#059669',
    section: docs,
  },
  {
    pattern: '/dashboard/documents/:id',
    title: msg`Your document`,
    description: msg`Read the full version of a document you uploaded or bought.`,
    icon: FileText,
    color: '#4f46e5',
    section: docs,
  },
  {
    pattern: '/dashboard/document-chat',
    title: msg`Document Chat`,
    description: msg`Your document chats: upload a document and ask it anything.`,
    icon: MessagesSquare,
    color: '#0891b2',
  },
  {
    pattern: '/dashboard/document-chat/upload',
    title: msg`Start a document chat`,
    description: msg`Upload a PDF or notes and start asking questions about it.`,
    icon: Upload,
    color: '#0891b2',
    section: chat,
  },
  {
    pattern: '/dashboard/document-chat/:id',
    title: msg`Document chat`,
    description: msg`Ask questions about your document and get answers that point to the right page.`,
    icon: MessagesSquare,
    color: '#0891b2',
    section: chat,
  },
  {
    pattern: '/dashboard/wallet/*',
    title: msg`Wallet`,
    description: msg`Your points balance, top-ups by card or PayPal, and every transaction. 1 point is worth $0.10.`,
    icon: Wallet,
    color: '#d97706',
  },
  {
    pattern: '/dashboard/subscription',
    title: msg`Subscription`,
    description: msg`Monthly plans with document unlocks: your plan, unlocks left this period, renewal, cancel or change.`,
    icon: BadgeCheck,
    color: '#7c3aed',
  },
  {
    pattern: '/dashboard/settings',
    title: msg`Settings`,
    description: msg`Your profile, billing address, security and notification preferences.`,
    icon: Settings,
    color: '#475569',
  },
  {
    pattern: '/dashboard/help',
    title: msg`Help`,
    description: msg`Searchable answers about getting started, documents, purchases and account security.`,
    icon: LifeBuoy,
    color: '#059669',
  },
  { pattern: '/dashboard/ai-writer', title: msg`AI Writer`, description: msg`Your papers, drafts and saved versions.`, icon: PenLine, color: '#7c3aed' },
  {
    pattern: '/dashboard/ai-writer/paper',
    title: msg`New paper`,
    description: msg`Start a new paper with the AI Writer. It autosaves as you go.`,
    icon: PenLine,
    color: '#7c3aed',
    section: writer,
  },
  {
    pattern: '/dashboard/ai-writer/paper/:paperId',
    title: msg`Paper`,
    description: msg`Write and revise your paper, with every version saved.`,
    icon: PenLine,
    color: '#7c3aed',
    section: writer,
  },
  {
    pattern: '/dashboard/xyeditor',
    title: msg`XY Editor`,
    description: msg`Edit your writing with plagiarism and AI detection built in.`,
    icon: SquarePen,
    color: '#2563eb',
  },
  {
    pattern: '/dashboard/xyeditor/paper/:paperId',
    title: msg`Editing paper`,
    description: msg`Edit your paper with autosave, plagiarism checks and AI detection.`,
    icon: SquarePen,
    color: '#2563eb',
    section: editor,
  },
  {
    pattern: '/dashboard/ai-homework-helper',
    title: msg`AI Homework Helper`,
    description: msg`Ask a homework question and get a clear, step-by-step answer.`,
    icon: MessageSquareText,
    color: '#4f46e5',
  },
  {
    pattern: '/dashboard/ai-homework-helper/question/:slug',
    title: msg`Homework question`,
    description: msg`Your question and its step-by-step answer.`,
    icon: MessageSquareText,
    color: '#4f46e5',
    section: homework,
  },
  {
    pattern: '/dashboard/ai-flashcard-maker',
    title: msg`AI Flashcard Maker`,
    description: msg`Your flashcard decks, and new ones made from your notes.`,
    icon: Layers,
    color: '#db2777',
  },
  {
    pattern: '/dashboard/ai-flashcard-maker/deck/create',
    title: msg`Create a deck`,
    description: msg`Make a flashcard deck from a document, an upload, your notes or by hand.`,
    icon: Layers,
    color: '#db2777',
    section: flashcards,
  },
  {
    pattern: '/dashboard/ai-flashcard-maker/deck/:identifier/edit',
    title: msg`Edit deck`,
    description: msg`Edit, add and reorder the cards in your deck.`,
    icon: Layers,
    color: '#db2777',
    section: flashcards,
  },
  {
    pattern: '/dashboard/ai-flashcard-maker/deck/:identifier',
    title: msg`Flashcard deck`,
    description: msg`Review your deck, card by card.`,
    icon: Layers,
    color: '#db2777',
    section: flashcards,
  },
  {
    pattern: '/dashboard/test-prep',
    title: msg`Test Prep`,
    description: msg`Your study plans and practice tests.`,
    icon: ClipboardCheck,
    color: '#059669',
  },
  {
    pattern: '/dashboard/test-prep/create',
    title: msg`New study plan`,
    description: msg`Create a study plan from your syllabus, notes and readings.`,
    icon: ClipboardCheck,
    color: '#059669',
    section: testPrep,
  },
  {
    pattern: '/dashboard/test-prep/:planId/create-test',
    title: msg`New practice test`,
    description: msg`Generate a practice test from this plan’s resources.`,
    icon: ClipboardCheck,
    color: '#059669',
    section: testPrep,
  },
  {
    pattern: '/dashboard/test-prep/:planId/edit-resources',
    title: msg`Plan resources`,
    description: msg`Add or remove the documents and notes this plan is built from.`,
    icon: ClipboardCheck,
    color: '#059669',
    section: testPrep,
  },
  {
    pattern: '/dashboard/test-prep/:planId/test/:testId/results',
    title: msg`Test results`,
    description: msg`Your score, the answers you missed and what to revise next.`,
    icon: BarChart3,
    color: '#059669',
    section: testPrep,
  },
  {
    pattern: '/dashboard/test-prep/:planId/test/:testId',
    title: msg`Practice test`,
    description: msg`Take your practice test.`,
    icon: ClipboardCheck,
    color: '#059669',
    section: testPrep,
  },
  {
    pattern: '/dashboard/test-prep/:planId',
    title: msg`Study plan`,
    description: msg`Your plan, its resources and its practice tests.`,
    icon: ClipboardCheck,
    color: '#059669',
    section: testPrep,
  },
  {
    pattern: '/dashboard/seller-dashboard',
    title: msg`Seller overview`,
    description: msg`Sales, earnings and how your documents perform.`,
    icon: BarChart3,
    color: '#0d9488',
  },
  {
    pattern: '/dashboard/seller-documents',
    title: msg`Your documents for sale`,
    description: msg`Manage the documents you sell: prices, status and reviews.`,
    icon: FileText,
    color: '#0d9488',
  },
  {
    pattern: '/dashboard/seller-orders',
    title: msg`Orders`,
    description: msg`Every purchase of your documents.`,
    icon: Receipt,
    color: '#0d9488',
  },
  {
    pattern: '/dashboard/wallet-seller',
    title: msg`Seller wallet`,
    description: msg`Your earnings from sales, and withdrawals.`,
    icon: Wallet,
    color: '#d97706',
  },
];

/** Old dashboard paths that redirect (spec 001 §2: /xywriter* and /homework-helper*). */
export function dashboardRedirect(path: string): string | null {
  const m = /^\/dashboard\/(xywriter|homework-helper)(\/.*)?$/.exec(path);
  if (!m) return null;
  const target = m[1] === 'xywriter' ? 'ai-writer' : 'ai-homework-helper';
  return `/dashboard/${target}${m[2] ?? ''}`;
}
