/**
 * The signed-in screens' frame as one chunk: the main layout, the access guard inside it and the page
 * router inside that. Each was a lazy chunk of its own, fetched once the one around it had rendered:
 * three round trips in a row before a list page's own chunk was even asked for (issue 16). They are
 * always drawn together (every signed-in route has the layout and the guard; the page router is 3 KB).
 */
import { FEATURES } from '../features/index.ts';
import { registerFeatures } from './feature-registry.ts';

export { AccessGuard } from './AccessGuard.tsx';
export { MainLayout } from './layouts/MainLayout.tsx';
export { PageRouter } from './PageRouter.tsx';

// every signed-in screen is drawn inside this frame: the features' panels, tools and row actions are
// known before any of them (only their loaders: no feature screen comes with this chunk)
registerFeatures(FEATURES);
