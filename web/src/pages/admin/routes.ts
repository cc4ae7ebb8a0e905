// The admin back office (spec 001 §2 Admin routes): each page's address, title, description and icon, for the
// admin shell's navigation and the area's router (`[...path].tsx`, which loads each page on demand). Titles and
// descriptions are message descriptors (msg): the component that shows one translates it with `useLingui()`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BadgeCheck,
  BookMarked,
  BookOpen,
  Building2,
  Coins,
  FileText,
  Flag,
  GraduationCap,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Newspaper,
  PenLine,
  Receipt,
  Scale,
  Settings,
  ShoppingBag,
  Trophy,
  Users,
  Wallet,
} from 'lucide-react';

export type AdminRoute = { pattern: string; title: MessageDescriptor; description: MessageDescriptor; icon: LucideIcon };

export const adminRoutes: AdminRoute[] = [
  { pattern: '/admin', title: msg`Admin overview`, description: msg`Key figures across users, documents, orders and points.`, icon: LayoutDashboard },
  // Where admins land after signing in (spec 000 §4): the overview.
  { pattern: '/admin/dashboard', title: msg`Admin overview`, description: msg`Key figures across users, documents, orders and points.`, icon: LayoutDashboard },
  { pattern: '/admin/documents', title: msg`Documents`, description: msg`Review, approve and moderate uploaded documents.`, icon: FileText },
  { pattern: '/admin/universities', title: msg`Universities`, description: msg`Manage universities, their logos and locations.`, icon: Building2 },
  { pattern: '/admin/subjects', title: msg`Subjects`, description: msg`Manage subjects, icons, colours and categories.`, icon: BookOpen },
  { pattern: '/admin/courses', title: msg`Courses`, description: msg`Manage the courses offered by each university.`, icon: GraduationCap },
  { pattern: '/admin/textbooks', title: msg`Textbooks`, description: msg`Manage textbooks and the subjects they belong to.`, icon: BookMarked },
  { pattern: '/admin/papers', title: msg`Papers`, description: msg`Every AI Writer and XY Editor paper: reassign or delete, with the reason audited.`, icon: PenLine },
  { pattern: '/admin/users', title: msg`Users`, description: msg`Find users, see their activity and manage roles and status.`, icon: Users },
  { pattern: '/admin/withdrawals', title: msg`Withdrawals`, description: msg`Review and settle seller withdrawal requests.`, icon: Wallet },
  { pattern: '/admin/orders', title: msg`Orders`, description: msg`Every document purchase on the platform.`, icon: ShoppingBag },
  { pattern: '/admin/points-transactions', title: msg`Points transactions`, description: msg`The points ledger: purchases, spending, earnings and refunds.`, icon: Coins },
  { pattern: '/admin/subscriptions', title: msg`Subscriptions`, description: msg`Monthly plans, their subscribers and document unlocks.`, icon: BadgeCheck },
  { pattern: '/admin/points-orders', title: msg`Points orders`, description: msg`Points bought by card or PayPal, and their payment status.`, icon: Receipt },
  { pattern: '/admin/reports', title: msg`Reports`, description: msg`Reported documents and users waiting for a decision.`, icon: Flag },
  { pattern: '/admin/settings', title: msg`Settings`, description: msg`Platform settings, prices and limits.`, icon: Settings },
  { pattern: '/admin/emails', title: msg`Emails`, description: msg`Every email the platform sent, and its delivery status.`, icon: Mail },
  { pattern: '/admin/scholarships', title: msg`Scholarships`, description: msg`Applications for the Studyhall Scholarship.`, icon: Trophy },
  { pattern: '/admin/legal-notice', title: msg`Legal notices`, description: msg`Notice-and-takedown requests and complaints.`, icon: Scale },
  { pattern: '/admin/blog-management', title: msg`Blog management`, description: msg`Write, schedule and publish blog posts.`, icon: Newspaper },
];
