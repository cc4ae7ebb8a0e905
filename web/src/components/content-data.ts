// Company and legal pages named by the spec (000 §2 public routes, 001 §2 content routes).
import {
  AlertTriangle,
  Cookie,
  FileWarning,
  Handshake,
  type LucideIcon,
  ReceiptText,
  Scale,
  ScrollText,
  ShieldCheck,
  Users,
} from 'lucide-react';

export type LegalPage = { slug: string; href: string; title: string; description: string; icon: LucideIcon };

export const legalPages: LegalPage[] = [
  {
    slug: 'terms',
    href: '/legal/terms',
    title: 'Terms of Service',
    description: 'The agreement between you and Studyhall when you browse, buy, sell or use the AI tools.',
    icon: ScrollText,
  },
  {
    slug: 'privacy',
    href: '/legal/privacy',
    title: 'Privacy Policy',
    description: 'What we collect, why, how long we keep it, and the choices you have.',
    icon: ShieldCheck,
  },
  {
    slug: 'cookie-policy',
    href: '/legal/cookie-policy',
    title: 'Cookie Policy',
    description: 'The cookies and local storage Studyhall uses and how to control them.',
    icon: Cookie,
  },
  {
    slug: 'code-of-honor',
    href: '/legal/code-of-honor',
    title: 'Code of Honor',
    description: 'How to use shared study material honestly and within your institution’s rules.',
    icon: Handshake,
  },
  {
    slug: 'community-guidelines',
    href: '/legal/community-guidelines',
    title: 'Community Guidelines',
    description: 'What can be shared on Studyhall, and what gets removed.',
    icon: Users,
  },
  {
    slug: 'notice-takedown',
    href: '/legal/notice-takedown',
    title: 'Notice and Takedown',
    description: 'How rights holders report content and how we act on reports.',
    icon: AlertTriangle,
  },
  {
    slug: 'refund-policy',
    href: '/legal/refund-policy',
    title: 'Refund Policy',
    description: 'Our 30-day money-back guarantee on points and how to request a refund.',
    icon: ReceiptText,
  },
  {
    slug: 'file-complaint',
    href: '/legal/file-complaint',
    title: 'File a Complaint',
    description: 'Tell us about a document, a seller or a decision you want us to review.',
    icon: FileWarning,
  },
];

export const LegalIcon = Scale;

export const companyLinks = [
  { label: 'About', href: '/about' },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact', href: '/contact' },
  { label: 'Blog', href: '/blog' },
  { label: 'Scholarships', href: '/scholarships' },
];

export const languages = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'it', label: 'Italiano' },
  { code: 'pt', label: 'Português' },
  { code: 'nl', label: 'Nederlands' },
  { code: 'pl', label: 'Polski' },
  { code: 'tr', label: 'Türkçe' },
];
