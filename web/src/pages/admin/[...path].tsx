// /admin and /admin/*: the admin back office, behind the admin guard (app.tsx), in the admin shell. Each page of
// the spec loads on demand; unknown paths are a 404 inside the shell.
import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { AdminShell } from '../../components/admin/AdminShell.tsx';
import { PageSkeleton } from '../../components/ui/Skeleton.tsx';
import { findRoute } from '../../lib/route-match.ts';
import NotFoundPage from '../not-found.tsx';
import { adminRoutes } from './routes.ts';

const catalogue = () => import('./catalogue.tsx');
const overview = lazy(() => import('./overview.tsx'));
const pages: Record<string, ComponentType> = {
  '/admin': overview,
  '/admin/dashboard': overview,
  '/admin/courses': lazy(() => catalogue().then((m) => ({ default: m.CoursesPage }))),
  '/admin/subjects': lazy(() => catalogue().then((m) => ({ default: m.SubjectsPage }))),
  '/admin/textbooks': lazy(() => catalogue().then((m) => ({ default: m.TextbooksPage }))),
  '/admin/universities': lazy(() => catalogue().then((m) => ({ default: m.UniversitiesPage }))),
  '/admin/blog-management': lazy(() => import('./blog-management.tsx')),
  '/admin/documents': lazy(() => import('./documents.tsx')),
  '/admin/emails': lazy(() => import('./emails.tsx')),
  '/admin/legal-notice': lazy(() => import('./legal-notice.tsx')),
  '/admin/orders': lazy(() => import('./orders.tsx')),
  '/admin/papers': lazy(() => import('./papers.tsx')),
  '/admin/points-orders': lazy(() => import('./points-orders.tsx')),
  '/admin/points-transactions': lazy(() => import('./points-transactions.tsx')),
  '/admin/subscriptions': lazy(() => import('./subscriptions.tsx')),
  '/admin/reports': lazy(() => import('./reports.tsx')),
  '/admin/scholarships': lazy(() => import('./scholarships.tsx')),
  '/admin/settings': lazy(() => import('./settings.tsx')),
  '/admin/users': lazy(() => import('./users.tsx')),
  '/admin/withdrawals': lazy(() => import('./withdrawals.tsx')),
};

export default function AdminArea() {
  const [location] = useLocation();
  const match = findRoute(adminRoutes, location);
  const Page = match ? pages[match.route.pattern] : undefined;
  return (
    <AdminShell>
      <Suspense fallback={<PageSkeleton />}>{Page ? <Page /> : <NotFoundPage />}</Suspense>
    </AdminShell>
  );
}
