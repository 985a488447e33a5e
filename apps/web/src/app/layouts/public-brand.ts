import { createContext, useContext, useEffect } from 'react';

/** Who a public page speaks for: the business doing the work, when the page knows it. */
/** `logo` is the image's address, ready to show (the layout is on the sign-in page's first load: no core). */
export type PublicBrand = { name: string; logo: string | null };

/** Set by the public layout; a page names its business with `usePublicBrand`. */
export const PublicBrandContext = createContext<(brand: PublicBrand | null) => void>(() => undefined);

/**
 * Heads the public layout and the tab with the business a page shows (`/lacak`: the business doing the
 * job, issue 35) instead of the product's name, while the page is open.
 */
export function usePublicBrand(brand: PublicBrand | null, title: string): void {
  const setBrand = useContext(PublicBrandContext);
  const name = brand?.name ?? null;
  const logo = brand?.logo ?? null;
  useEffect(() => {
    if (name === null) return;
    setBrand({ name, logo });
    const before = document.title;
    document.title = `${title} — ${name}`;
    return () => {
      setBrand(null);
      document.title = before;
    };
  }, [setBrand, name, logo, title]);
}
