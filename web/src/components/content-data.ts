// Company and legal pages named by the spec (000 §2 public routes, 001 §2 content routes). Labels are message
// descriptors (msg): the component that shows one translates it with `useLingui()._`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

export type LegalPage = { slug: string; href: string; title: MessageDescriptor; description: MessageDescriptor; icon: LucideIcon };

export const legalPages: LegalPage[] = [
  {
    slug: 'terms',
    href: '/legal/terms',
    title: msg`Terms of Service`,
    description: msg`The agreement between you and Studyhall when you browse, buy, sell or use the AI tools.`,
    icon: ScrollText,
  },
  {
    slug: 'privacy',
    href: '/legal/privacy',
    title: msg`Privacy Policy`,
    description: msg`What we collect, why, how long we keep it, and the choices you have.`,
    icon: ShieldCheck,
  },
  {
    slug: 'cookie-policy',
    href: '/legal/cookie-policy',
    title: msg`Cookie Policy`,
    description: msg`The cookies and local storage Studyhall uses and how to control them.`,
    icon: Cookie,
  },
  {
    slug: 'code-of-honor',
    href: '/legal/code-of-honor',
    title: msg`Code of Honor`,
    description: msg`How to use shared study material honestly and within your institution’s rules.`,
    icon: Handshake,
  },
  {
    slug: 'community-guidelines',
    href: '/legal/community-guidelines',
    title: msg`Community Guidelines`,
    description: msg`What can be shared on Studyhall, and what gets removed.`,
    icon: Users,
  },
  {
    slug: 'notice-takedown',
    href: '/legal/notice-takedown',
    title: msg`Notice and Takedown`,
    description: msg`How rights holders report content and how we act on reports.`,
    icon: AlertTriangle,
  },
  {
    slug: 'refund-policy',
    href: '/legal/refund-policy',
    title: msg`Refund Policy`,
    description: msg`Our 30-day money-back guarantee on points and how to request a refund.`,
    icon: ReceiptText,
  },
  {
    slug: 'file-complaint',
    href: '/legal/file-complaint',
    title: msg`File a Complaint`,
    description: msg`Tell us about a document, a seller or a decision you want us to review.`,
    icon: FileWarning,
  },
];

export const LegalIcon = Scale;

export const companyLinks = [
  { label: msg`About`, href: '/about' },
  { label: msg`Careers`, href: '/careers' },
  { label: msg`Contact`, href: '/contact' },
  { label: msg`Blog`, href: '/blog' },
  { label: msg`Scholarships`, href: '/scholarships' },
];
