import { Link, Outlet } from 'react-router';
import { runtimeConfig } from '../runtime-config.ts';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';

/** Public layout: landing, tracking, authentication pages and error pages. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <header className="public-bar">
        <Link to="/" className="brand">
          <img src="/icon.svg" alt="" width={28} height={28} />
          <span>{runtimeConfig().appName}</span>
        </Link>
        <LocaleSwitcher />
      </header>
      <main className="public-content">
        <Outlet />
      </main>
    </div>
  );
}
