import { describe, expect, it } from 'vitest';
import { FEATURES } from '../features/index.ts';
import type { Feature, Loader, ViewPanelProps } from './feature.ts';
import {
  everyListTools,
  listToolsOf,
  pageScreenOf,
  registerFeatures,
  rowActionsOf,
  viewActions,
  viewPanelsOf,
} from './feature-registry.ts';

/** A loader that names itself, so the order of the lazy parts can be read back after they load. */
const named =
  (name: string): Loader<ViewPanelProps> =>
  async () => ({ default: Object.assign(() => null, { displayName: name }) });

/** What a lazy part loads to (React keeps the loader on `_payload._result` until it runs). */
async function nameOf(part: unknown): Promise<string> {
  const payload = (part as { _payload: { _result: () => Promise<{ default: { displayName: string } }> } })
    ._payload;
  return (await payload._result()).default.displayName;
}

describe('the feature registry', () => {
  it('shows what no feature registered as nothing', () => {
    registerFeatures([]);
    expect(viewPanelsOf('rstok')).toEqual([]);
    expect(listToolsOf('rabsensi')).toEqual([]);
    expect(rowActionsOf('roles')).toEqual([]);
    expect(pageScreenOf('tabel_x')).toBeNull();
  });

  it('puts panels of every view first, then each feature’s own in the features’ order', async () => {
    const a: Feature = { name: 'a', viewPanels: { rx: [named('a1')] }, everyViewPanels: [named('every')] };
    const b: Feature = { name: 'b', viewPanels: { rx: [named('b1'), named('b2')], ry: [named('b3')] } };
    registerFeatures([a, b]);
    const names = await Promise.all(viewPanelsOf('rx').map(nameOf));
    expect(names).toEqual(['every', 'a1', 'b1', 'b2']);
    expect(await Promise.all(viewPanelsOf('rz').map(nameOf))).toEqual(['every']);
  });

  it('keeps its lazy parts when the same list is registered again', () => {
    registerFeatures(FEATURES);
    const first = viewPanelsOf('rstok');
    registerFeatures(FEATURES);
    expect(viewPanelsOf('rstok')).toEqual(first);
  });

  it('gives the generic screens what the app’s features declare', () => {
    registerFeatures(FEATURES);
    // a job's view: the mind map of every view, then progress, materials, worksheets and "Tanya AI"
    expect(viewPanelsOf('rpekerjaan')).toHaveLength(5);
    expect(rowActionsOf('roles').map((a) => a.to)).toEqual([
      '/roles/permissionmulti/{id}',
      '/roles/clone/{id}',
      '/roles/importrsetwebsite/{id}',
    ]);
    expect(rowActionsOf('butuhapa')).toEqual([
      expect.objectContaining({ to: '/butuhapa/jadikanpekerjaan/{id}', page: '/butuhapa/edit' }),
    ]);
    expect(listToolsOf('rabsensi')).toHaveLength(1);
    expect(everyListTools()).toHaveLength(1);
    expect(viewActions()).toHaveLength(1);
    expect(pageScreenOf('tabel_tamu')).not.toBeNull();
    expect(pageScreenOf('rsupplier')).toBeNull();
  });
});
