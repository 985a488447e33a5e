/**
 * The generic list screen's chunk loader, apart from screen-chunks.ts: the page router (in the shell's
 * chunk, which screen-chunks.ts loads) draws with it, and importing screen-chunks.ts from there made the
 * shell's chunk lead back to its own loader.
 */
export const loadListScreen = () => import('../resources/ResourceListPage.tsx');
/** The generic record view's chunk loader (`/x/view/{id}`), for the same reason. */
export const loadViewScreen = () => import('../resources/ResourceViewPage.tsx');
