/**
 * Domain panels under a resource's generic view and domain tools on its list toolbar: the generic page
 * stays one page, a feature adds to it in its own features/<name>/feature.ts (app/feature-registry.ts
 * collects them). Each part is a lazy chunk.
 */
export type { FormPanelProps, ListToolProps, ViewPanelProps } from '../app/feature.ts';
export {
  everyListTools,
  formPanelsOf,
  listToolsOf,
  viewActions,
  viewPanelsOf,
} from '../app/feature-registry.ts';
