// /dashboard/*: each known dashboard route whose module ships later shows its "coming soon" landing
// inside the dashboard shell; unknown ones are a 404. Built pages (/dashboard, /dashboard/settings)
// have their own files and routes in app.tsx.
import { Redirect, useLocation } from 'wouter';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { studyTools, writeTools } from '../../components/nav-data.ts';
import { findRoute } from '../../lib/route-match.ts';
import NotFoundPage from '../not-found.tsx';
import { dashboardRedirect, dashboardRoutes } from './routes.ts';

export default function DashboardArea() {
  const [location] = useLocation();
  const redirect = dashboardRedirect(location);
  if (redirect) return <Redirect to={redirect + window.location.search} replace />;
  const match = findRoute(dashboardRoutes, location);
  if (!match) return <NotFoundPage />;
  const { route } = match;
  const crumbs = [
    { label: 'Dashboard', href: '/dashboard' },
    ...(route.section ? [route.section] : []),
    ...(route.pattern === '/dashboard' ? [] : [{ label: route.title }]),
  ];
  return (
    <ComingSoon
      key={route.pattern}
      title={route.title}
      metaTitle={`${route.title} · Dashboard`}
      description={route.description}
      icon={route.icon}
      color={route.color}
      eyebrow={route.pattern.startsWith('/dashboard/seller') || route.pattern === '/dashboard/wallet-seller' ? 'Seller' : 'Dashboard'}
      compact
      breadcrumbs={crumbs.length > 1 ? crumbs : undefined}
      primary={{ label: 'Browse study documents', href: '/documents' }}
      secondary={{ label: 'Back to dashboard', href: '/dashboard' }}
      related={[...studyTools.slice(0, 2), writeTools[0]!]}
      relatedTitle="Try the AI study tools"
    />
  );
}
