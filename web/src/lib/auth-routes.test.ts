import { describe, expect, it } from 'vitest';
import {
  adminLoginHref,
  afterLogin,
  afterLogout,
  homeFor,
  isAdminPath,
  isProtectedPath,
  loginHref,
  returnTarget,
  shellOf,
} from './auth-routes.ts';

describe('return targets', () => {
  it('takes returnUrl, else from, and only same-site paths that are not sign-in pages', () => {
    expect(returnTarget('?returnUrl=%2Fcart')).toBe('/cart');
    expect(returnTarget('?from=%2Fsubjects%3Fq%3Dbio')).toBe('/subjects?q=bio');
    expect(returnTarget('?returnUrl=%2Fcart&from=%2Fsubjects')).toBe('/cart');
    expect(returnTarget('')).toBeNull();
    expect(returnTarget('?returnUrl=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnTarget('?returnUrl=%2F%2Fevil.example')).toBeNull();
    expect(returnTarget('?returnUrl=%2F.%2F%2Fevil.example')).toBeNull();
    expect(returnTarget('?returnUrl=%2Flogin')).toBeNull();
    expect(returnTarget('?returnUrl=%2Fdashboard')).toBe('/dashboard');
  });

  it('sends admins to /admin/dashboard and everyone else to /dashboard unless a target says otherwise', () => {
    expect(homeFor('admin')).toBe('/admin/dashboard');
    expect(homeFor('user')).toBe('/dashboard');
    expect(afterLogin('', 'admin')).toBe('/admin/dashboard');
    expect(afterLogin('', 'user')).toBe('/dashboard');
    expect(afterLogin('?returnUrl=%2Fcheckout', 'admin')).toBe('/checkout');
    expect(afterLogin('?returnUrl=javascript%3Aalert(1)', 'user')).toBe('/dashboard');
  });

  it('sends admins to the admin login after logout, everyone else home', () => {
    expect(afterLogout('admin')).toBe('/admin/login');
    expect(afterLogout('user')).toBe('/');
    expect(afterLogout(undefined)).toBe('/');
  });

  it('builds the login links the guards use', () => {
    expect(loginHref('/dashboard/settings', '?tab=security')).toBe('/login?returnUrl=%2Fdashboard%2Fsettings%3Ftab%3Dsecurity');
    expect(adminLoginHref('/admin/users', '', false)).toBe('/admin/login?returnUrl=%2Fadmin%2Fusers');
    expect(adminLoginHref('/admin/users', '', true)).toBe('/admin/login?returnUrl=%2Fadmin%2Fusers&error=unauthorized');
  });
});

describe('guarded paths and shells', () => {
  it('knows the protected pages', () => {
    for (const p of ['/dashboard', '/dashboard/settings', '/checkout', '/checkout/success', '/test-prep/p1/test/t1', '/test-prep/p1/test/t1/results']) {
      expect(isProtectedPath(p), p).toBe(true);
    }
    for (const p of ['/', '/documents', '/test-prep', '/test-prep/test/shared', '/dashboards', '/cart']) {
      expect(isProtectedPath(p), p).toBe(false);
    }
  });

  it('guards every admin page except its login', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/users')).toBe(true);
    expect(isAdminPath('/admin/login')).toBe(false);
    expect(isAdminPath('/administrator')).toBe(false);
  });

  it('gives the side bar to dashboard pages and keeps the rail off admin, payment return and sign-in pages', () => {
    expect(shellOf('/dashboard')).toBe('dashboard');
    expect(shellOf('/dashboard/wallet/top-up')).toBe('dashboard');
    expect(shellOf('/admin/users')).toBe('admin');
    expect(shellOf('/checkout/success')).toBe('bare');
    expect(shellOf('/login')).toBe('bare');
    expect(shellOf('/checkout')).toBe('public');
    expect(shellOf('/documents')).toBe('public');
  });
});
