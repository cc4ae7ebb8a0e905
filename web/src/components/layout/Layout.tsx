import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { NavBar } from './NavBar.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

/** The public shell: skip link, offline banner, navigation, page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <OfflineBanner />
      <NavBar balance={null} />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
