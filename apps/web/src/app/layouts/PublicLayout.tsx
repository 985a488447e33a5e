import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { runtimeConfig } from '../runtime-config.ts';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';
import { type PublicBrand, PublicBrandContext } from './public-brand.ts';

/** Public layout: landing, tracking, authentication pages and error pages. */
export function PublicLayout() {
  const [brand, setBrand] = useState<PublicBrand | null>(null);
  return (
    <div className="public-layout">
      <header className="public-bar">
        <Link to="/" className="brand" data-testid="public-brand">
          <img src={brand?.logo ?? '/icon.svg'} alt="" width={28} height={28} />
          <span>{brand?.name ?? runtimeConfig().appName}</span>
        </Link>
        <LocaleSwitcher />
      </header>
      <main className="public-content">
        <PublicBrandContext.Provider value={setBrand}>
          <Outlet />
        </PublicBrandContext.Provider>
      </main>
    </div>
  );
}
