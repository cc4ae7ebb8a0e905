// /dashboard/*: every dashboard page of the spec has its own route in app.tsx; what reaches this one is a spec
// redirect (/dashboard/xywriter*, /dashboard/homework-helper*) or an unknown address, a 404 in the dashboard shell.
import { Redirect, useLocation } from 'wouter';
import NotFoundPage from '../not-found.tsx';
import { dashboardRedirect } from './routes.ts';

export default function DashboardArea() {
  const [location] = useLocation();
  const redirect = dashboardRedirect(location);
  if (redirect) return <Redirect to={redirect + window.location.search} replace />;
  return <NotFoundPage />;
}
