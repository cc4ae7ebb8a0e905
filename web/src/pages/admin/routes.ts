// The admin back office (spec 001 §2 Admin routes): each page's address, title, description and icon, for the
// admin shell's navigation and the area's router (`[...path].tsx`, which loads each page on demand).
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

export type AdminRoute = { pattern: string; title: string; description: string; icon: LucideIcon };

export const adminRoutes: AdminRoute[] = [
  { pattern: '/admin', title: 'Admin overview', description: 'Key figures across users, documents, orders and points.', icon: LayoutDashboard },
  // Where admins land after signing in (spec 000 §4): the overview.
  { pattern: '/admin/dashboard', title: 'Admin overview', description: 'Key figures across users, documents, orders and points.', icon: LayoutDashboard },
  { pattern: '/admin/documents', title: 'Documents', description: 'Review, approve and moderate uploaded documents.', icon: FileText },
  { pattern: '/admin/universities', title: 'Universities', description: 'Manage universities, their logos and locations.', icon: Building2 },
  { pattern: '/admin/subjects', title: 'Subjects', description: 'Manage subjects, icons, colours and categories.', icon: BookOpen },
  { pattern: '/admin/courses', title: 'Courses', description: 'Manage the courses offered by each university.', icon: GraduationCap },
  { pattern: '/admin/textbooks', title: 'Textbooks', description: 'Manage textbooks and the subjects they belong to.', icon: BookMarked },
  { pattern: '/admin/papers', title: 'Papers', description: 'Every AI Writer and XY Editor paper: reassign or delete, with the reason audited.', icon: PenLine },
  { pattern: '/admin/users', title: 'Users', description: 'Find users, see their activity and manage roles and status.', icon: Users },
  { pattern: '/admin/withdrawals', title: 'Withdrawals', description: 'Review and settle seller withdrawal requests.', icon: Wallet },
  { pattern: '/admin/orders', title: 'Orders', description: 'Every document purchase on the platform.', icon: ShoppingBag },
  { pattern: '/admin/points-transactions', title: 'Points transactions', description: 'The points ledger: purchases, spending, earnings and refunds.', icon: Coins },
  { pattern: '/admin/subscriptions', title: 'Subscriptions', description: 'Monthly plans, their subscribers and document unlocks.', icon: BadgeCheck },
  { pattern: '/admin/points-orders', title: 'Points orders', description: 'Points bought by card or PayPal, and their payment status.', icon: Receipt },
  { pattern: '/admin/reports', title: 'Reports', description: 'Reported documents and users waiting for a decision.', icon: Flag },
  { pattern: '/admin/settings', title: 'Settings', description: 'Platform settings, prices and limits.', icon: Settings },
  { pattern: '/admin/emails', title: 'Emails', description: 'Every email the platform sent, and its delivery status.', icon: Mail },
  { pattern: '/admin/scholarships', title: 'Scholarships', description: 'Applications for the Studyhall Scholarship.', icon: Trophy },
  { pattern: '/admin/legal-notice', title: 'Legal notices', description: 'Notice-and-takedown requests and complaints.', icon: Scale },
  { pattern: '/admin/blog-management', title: 'Blog management', description: 'Write, schedule and publish blog posts.', icon: Newspaper },
];
