// /admin and /admin/*: the admin back office, behind an admin guard once accounts exist.
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
        route.pattern === '/admin'
          ? undefined
          : [{ label: 'Admin', href: '/admin' }, { label: route.title }]
      }
      primary={{ label: 'Admin sign-in', href: '/admin/login' }}
      secondary={{ label: 'Back to home', href: '/' }}
      related={[]}
    />
  );
}
