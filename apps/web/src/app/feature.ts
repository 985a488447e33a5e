/**
 * What a feature (features/<name>/feature.ts) adds to the generic screens, as the server's `DomainModule`
 * adds hooks and routes to its engine: panels under a view, tools on a list's toolbar, row actions, a
 * screen for pages the generic router does not know. Types only, so a feature's parts and the generic
 * layer can both name them without importing each other. Every part is a loader (a dynamic import):
 * registering a feature puts no screen in anyone's first load.
 */
import type { Resource } from '@kantor/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ListState, RouteFilter } from '../resources/list-query.ts';

/** A lazily loaded component: a dynamic import, a chunk boundary (see features/<name>/lazy.ts). */
export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** What a panel under a resource's view receives. */
export type ViewPanelProps = { resource: Resource; id: string; record: Record<string, unknown> };

/** What a list tool of one resource receives: the resource whose list shows it. */
export type ListToolProps = { resource: string };

/** What a tool on every resource's list receives: the list's current filter, search and route filter. */
export type EveryListToolProps = { resource: Resource; state: ListState; routeFilter: RouteFilter | null };

/** What a panel under a resource's generic add and edit form receives: the values as they are typed. */
export type FormPanelProps = {
  resource: Resource;
  mode: 'add' | 'edit';
  values: Readonly<Record<string, unknown>>;
};

/** What an action on every resource's view receives. */
export type ViewActionProps = { resource: string; id: string };

/** A built-in row action: a link to one of the product's extra routes, shown to holders of `page`. */
export type RowActionLink = { id: string; labelKey: string; icon: string; to: string; page: string };

/**
 * What a gear of the configure mode ("Atur halaman") names: a list column, a form or view field, a side
 * menu entry or an action of a list, on the route whose rules it would change.
 */
export type ConfigureTarget = {
  kind: 'column' | 'field' | 'menu' | 'action';
  /** The page's route (`/rsupplier`, `/rsupplier/add`), or the menu entry's address for a menu entry. */
  route: string;
  /** The field or column name, the action (`add`, `view`, `edit`, `delete`, a list action's id); null: none. */
  name: string | null;
  /** What the page shows for it, for the dialog's title. */
  label: string;
};

/** What the on-page rule dialog receives: its target, and how to close it. */
export type ConfigureDialogProps = { target: ConfigureTarget; onClose: () => void };

/** A screen for the pages `matches` claims (user tables, `tabel_*`), before the generic resource screens. */
export type PageScreen = { matches: (page: string) => boolean; load: Loader<{ pathname: string }> };

/**
 * Work a feature runs in the signed-in frame for the users holding `page` (the technician's offline
 * queue and the warming of their screens): `start` is called once per signed-in user, with the app's
 * query cache (so what it asks for serves the screens), and returns how to stop. A loader, so nothing of
 * it comes with the frame's chunk.
 */
export type SignedInTask = {
  page: string;
  load: () => Promise<{
    start: (context: { username: string; queryClient: QueryClient }) => () => void;
  }>;
};

export type Feature = {
  name: string;
  /** Work run in the background of the signed-in frame (see `SignedInTask`). */
  signedInTasks?: readonly SignedInTask[];
  /** Panels under the view of the named resources, in this feature's order. */
  viewPanels?: Readonly<Record<string, readonly Loader<ViewPanelProps>[]>>;
  /** Panels under every resource's view, before each resource's own. */
  everyViewPanels?: readonly Loader<ViewPanelProps>[];
  /** Panels under the add and edit form of the named resources (a goods out's price preview). */
  formPanels?: Readonly<Record<string, readonly Loader<FormPanelProps>[]>>;
  /** Buttons in every resource's view header. */
  viewActions?: readonly Loader<ViewActionProps>[];
  /** Tools on the list toolbar of the named resources, beside export and import. */
  listTools?: Readonly<Record<string, readonly Loader<ListToolProps>[]>>;
  /** Tools on every resource's list toolbar. */
  everyListTools?: readonly Loader<EveryListToolProps>[];
  /** Built-in row actions of the named resources' lists. */
  rowActions?: Readonly<Record<string, readonly RowActionLink[]>>;
  pageScreens?: readonly PageScreen[];
  /** The dialog a configure-mode gear opens (the rules feature's); the first feature that has one wins. */
  configureDialog?: Loader<ConfigureDialogProps>;
};
