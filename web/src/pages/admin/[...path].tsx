// /admin and /admin/*: the admin back office, behind the admin guard (app.tsx). Each page is a landing
// until the admin issue builds it.
import { useLocation } from 'wouter';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { findRoute } from '../../lib/route-match.ts';
import NotFoundPage from '../not-found.tsx';
import { adminRoutes } from './routes.ts';

export default function AdminArea() {
  const [location] = useLocation();
  const match = findRoute(adminRoutes, location);
  if (!match) return <NotFoundPage />;
  const { route } = match;
  return (
    <ComingSoon
      key={route.pattern}
      title={route.title}
      metaTitle={`${route.title} · Admin`}
      description={route.description}
      icon={route.icon}
      color="#334155"
      eyebrow="Admin"
      breadcrumbs={
        route.pattern === '/admin' || route.pattern === '/admin/dashboard'
          ? undefined
          : [{ label: 'Admin', href: '/admin/dashboard' }, { label: route.title }]
      }
      primary={{ label: 'Open the site', href: '/' }}
      secondary={{ label: 'Your dashboard', href: '/dashboard' }}
      related={[]}
    />
  );
}
