/**
 * The features' additions to the generic screens, as the generic layer reads them: what a resource's
 * view, list and rows show beyond the generic parts. Filled once by the signed-in frame
 * (signed-in-shell.ts registers features/index.ts), as the server's app.ts hands its `DomainModule`s to
 * the engine: the generic layer imports this file and never a feature (lint's dependency check), so
 * no screen of the generic layer leads to a feature's screen and back. Each part is a React `lazy()`
 * over the feature's loader, made once here: nothing is fetched until a screen draws it.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type {
  ConfigureDialogProps,
  EveryListToolProps,
  Feature,
  FormPanelProps,
  ListToolProps,
  Loader,
  RowActionLink,
  SignedInTask,
  ViewActionProps,
  ViewPanelProps,
} from './feature.ts';

export type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

type Registry = {
  viewPanels: Map<string, Lazy<ViewPanelProps>[]>;
  everyViewPanels: readonly Lazy<ViewPanelProps>[];
  viewActions: readonly Lazy<ViewActionProps>[];
  formPanels: Map<string, Lazy<FormPanelProps>[]>;
  listTools: Map<string, Lazy<ListToolProps>[]>;
  everyListTools: readonly Lazy<EveryListToolProps>[];
  rowActions: Map<string, RowActionLink[]>;
  pageScreens: readonly { matches: (page: string) => boolean; Screen: Lazy<{ pathname: string }> }[];
  configureDialog: Lazy<ConfigureDialogProps> | null;
  signedInTasks: readonly SignedInTask[];
};

/** The parts of one slot, by resource, in the features' order. */
function byResource<T, U>(
  features: readonly Feature[],
  pick: (f: Feature) => Readonly<Record<string, readonly T[]>> | undefined,
  make: (part: T) => U,
): Map<string, U[]> {
  const out = new Map<string, U[]>();
  for (const feature of features)
    for (const [resource, parts] of Object.entries(pick(feature) ?? {}))
      out.set(resource, [...(out.get(resource) ?? []), ...parts.map(make)]);
  return out;
}

const lazyOf = <P>(load: Loader<P>): Lazy<P> => lazy(load);

function build(features: readonly Feature[]): Registry {
  const every = <P>(pick: (f: Feature) => readonly Loader<P>[] | undefined) =>
    features.flatMap((f) => (pick(f) ?? []).map(lazyOf));
  return {
    viewPanels: byResource(features, (f) => f.viewPanels, lazyOf),
    everyViewPanels: every((f) => f.everyViewPanels),
    viewActions: every((f) => f.viewActions),
    formPanels: byResource(features, (f) => f.formPanels, lazyOf),
    listTools: byResource(features, (f) => f.listTools, lazyOf),
    everyListTools: every((f) => f.everyListTools),
    rowActions: byResource(
      features,
      (f) => f.rowActions,
      (a) => a,
    ),
    pageScreens: features
      .flatMap((f) => f.pageScreens ?? [])
      .map((s) => ({ matches: s.matches, Screen: lazy(s.load) })),
    configureDialog: ((load) => (load ? lazy(load) : null))(
      features.find((f) => f.configureDialog)?.configureDialog,
    ),
    signedInTasks: features.flatMap((f) => f.signedInTasks ?? []),
  };
}

let registry = build([]);
let registered: readonly Feature[] = [];

/**
 * Sets the features the generic screens show (the order is the order of panels two features add to
 * one view). Called again with the same list, it keeps the lazy components it made (a remount would
 * fetch nothing, but a new `lazy()` suspends once more).
 */
export function registerFeatures(features: readonly Feature[]): void {
  if (features === registered) return;
  registered = features;
  registry = build(features);
}

/** Panels under a resource's view: those under every view first, then the resource's own. */
export const viewPanelsOf = (resource: string): readonly Lazy<ViewPanelProps>[] => [
  ...registry.everyViewPanels,
  ...(registry.viewPanels.get(resource) ?? []),
];

/** Buttons in every view's header. */
export const viewActions = (): readonly Lazy<ViewActionProps>[] => registry.viewActions;

/** Panels under a resource's generic add and edit form. */
export const formPanelsOf = (resource: string): readonly Lazy<FormPanelProps>[] =>
  registry.formPanels.get(resource) ?? [];

/** Tools on one resource's list toolbar. */
export const listToolsOf = (resource: string): readonly Lazy<ListToolProps>[] =>
  registry.listTools.get(resource) ?? [];

/** Tools on every resource's list toolbar. */
export const everyListTools = (): readonly Lazy<EveryListToolProps>[] => registry.everyListTools;

/** Built-in row actions of a resource's list (filtered by the caller's pages where they are shown). */
export const rowActionsOf = (resource: string): readonly RowActionLink[] =>
  registry.rowActions.get(resource) ?? [];

/** A feature's screen for a page the generic router does not know (a user table), or null. */
export const pageScreenOf = (page: string): Lazy<{ pathname: string }> | null =>
  registry.pageScreens.find((s) => s.matches(page))?.Screen ?? null;

/** The dialog of the configure mode's gears, or null when no feature brings one. */
export const configureDialog = (): Lazy<ConfigureDialogProps> | null => registry.configureDialog;

/** The features' background work of the signed-in frame (signed-in-tasks.ts runs it). */
export const signedInTasks = (): readonly SignedInTask[] => registry.signedInTasks;
