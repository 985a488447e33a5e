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

/**
 * Registers the features' panels, tools and row actions (only their loaders: no feature screen comes
 * with this chunk). Called by `loadShell` before any part of this chunk is drawn: every signed-in screen
 * is drawn inside this frame. A call, not a top-level statement: the web package declares its modules
 * free of side effects (`sideEffects` in package.json), and the bundler dropped the statement (found by
 * the browser journeys: no view panel, list tool or row action was shown).
 */
export function registerAllFeatures(): void {
  registerFeatures(FEATURES);
}
