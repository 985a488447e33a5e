/**
 * The signed-in screens' frame as one chunk: the main layout, the access guard inside it and the page
 * router inside that. Each was a lazy chunk of its own, fetched once the one around it had rendered:
 * three round trips in a row before a list page's own chunk was even asked for (issue 16). They are
 * always drawn together (every signed-in route has the layout and the guard; the page router is 3 KB).
 */
export { AccessGuard } from './AccessGuard.tsx';
export { MainLayout } from './layouts/MainLayout.tsx';
export { PageRouter } from './PageRouter.tsx';
