/** Answers of the role management routes (apps/server/src/modules/roles/roles.routes.ts). */
import type { ApiRecord, MessageAnswer } from './resources.ts';

export type RoleInfo = { id: number; role_name: string; keterangan: string | null };

export type PageKind = 'basic' | 'resource' | 'tool' | 'admin';

/** One checkbox of the grid: an action of a page and whether the role holds it. */
export type GridCell = { action: string; page: string; granted: boolean };

export type GridRow = { name: string; kind: PageKind; cells: GridCell[]; extras: GridCell[] };

/** `GET /roles/permissionmulti/{id}`. */
export type PermissionGrid = {
  role: RoleInfo;
  /** The standard actions (grid columns); `index` is the list. */
  actions: readonly string[];
  groups: { kind: PageKind; rows: GridRow[] }[];
  /** Every granted page key, known or not. */
  granted: string[];
  /** Granted keys the product does not know (legacy rows): kept, shown apart, removable by `revoke`. */
  unknown: string[];
};

/** `PUT /roles/permissionmulti/{id}`. */
export type PermissionSaved = MessageAnswer & { added: string[]; removed: string[]; pages: string[] };

/** `POST /roles/clone/{id}`: the new role, with how many pages and rules were copied. */
export type RoleCloned = MessageAnswer & { record: ApiRecord & RoleInfo; permissions: number; rules: number };

/** `GET /roles/importrsetwebsite/{id}`. */
export type WebsiteBundle = { role: RoleInfo; bundle: { page: string; granted: boolean }[] };

/** `POST /roles/importrsetwebsite/{id}`. */
export type WebsiteBundleGranted = MessageAnswer & {
  added: string[];
  alreadyGranted: string[];
  pages: string[];
};

/** `POST /setupshowhideroleid/importjson`. */
export type RuleImportReport = {
  dryRun: boolean;
  replace: boolean;
  total: number;
  valid: number;
  imported: number;
  deleted: number;
  /** `index` is the record's position in the imported list. */
  errors: { index: number; errors: Record<string, string[]> }[];
};

/** `POST /setupshowhideroleid/copy`. */
export type RulesCopied = MessageAnswer & {
  from: RoleInfo;
  to: RoleInfo;
  copied: number;
  deleted: number;
};

/**
 * What a role may do with an action of a resource, as the API decides it (access.ts, role rules):
 * - `allowed`: the pages list grants it;
 * - `own`: edit/delete only of records the user owns;
 * - `adminOnly`: granted, but edit/delete on an admin-managed resource needs the admin role;
 * - `blocked`: a Blokir JSX / block page rule of the role refuses the route;
 * - `readOnly`: the resource's records are not written by hand;
 * - `denied`: not in the pages list.
 */
export type AccessState = 'allowed' | 'own' | 'adminOnly' | 'blocked' | 'readOnly' | 'denied';

/** `GET /petacud`: resources × roles × actions. */
export type CrudMap = {
  actions: readonly string[];
  roles: { id: number; role_name: string; isAdmin: boolean }[];
  resources: {
    name: string;
    adminManaged: boolean;
    owner: string | null;
    readOnly: boolean;
    access: Record<string, Record<string, AccessState>>;
  }[];
};

type GroupRef = { id: number; nama_group: string };

/** `GET /petauseridroleidgroupid`: users with their role and groups; roles and groups with their links. */
export type UserRoleGroupMap = {
  users: {
    id: number;
    username: string;
    email: string;
    status: string;
    role: { id: number; role_name: string } | null;
    groups: GroupRef[];
  }[];
  totalUsers: number;
  roles: { id: number; role_name: string; users: number; groups: GroupRef[] }[];
  groups: {
    id: number;
    nama_group: string;
    status: string | null;
    roles: { id: number; role_name: string }[];
    unknownRoleIds: number[];
    invalid: boolean;
  }[];
};
