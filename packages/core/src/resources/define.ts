/**
 * The resource declaration DSL: a resource is declared once here and everything else (database table,
 * API routes and validation, OpenAPI, list columns, filters, view and forms) is derived from it.
 */
import type { OptionListName } from '../options.ts';
import type { ResourceName } from '../pages.ts';

export type FieldKind =
  | 'text' // short single-line text
  | 'textarea' // long plain text
  | 'richtext' // sanitised HTML
  | 'email'
  | 'phone'
  | 'url'
  | 'ip'
  | 'password' // write-only: stored hashed by a hook, or encrypted when `secret`
  | 'integer'
  | 'decimal'
  | 'money' // integer Rupiah
  | 'percent'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'time'
  | 'select' // one value from a fixed option list
  | 'relation' // id of a record of another resource
  | 'relations' // ids of several records of another resource (a jsonb array)
  | 'image' // comma-separated list of uploaded image paths
  | 'file' // comma-separated list of uploaded file paths
  | 'json'
  | 'color';

export type FieldDef = {
  kind: FieldKind;
  /** i18n key of the label; defaults to `resources.{resource}.fields.{field}`. */
  labelKey?: string;
  required?: boolean;
  /** Unique among the resource's records (case-insensitive for text). */
  unique?: boolean;
  /** Text length bounds. */
  minLength?: number;
  maxLength?: number;
  /** Numeric bounds. */
  min?: number;
  max?: number;
  /** Input mask: 9 digit, a letter, * alphanumeric, optional part after '?'. */
  mask?: string;
  /** Decimal places for `decimal` (default 2). */
  scale?: number;
  /**
   * A `decimal` that is an amount of Rupiah with fractions (a moving average cost per unit): shown with
   * the currency as money is, its fractions kept (money itself is whole Rupiah).
   */
  currency?: boolean;
  /** Fixed options: a list name from `OPTIONS`, or inline values. */
  options?: OptionListName | readonly (string | number)[];
  /** For `relation` and `relations`: the target resource and the field shown instead of the id. */
  relation?: { resource: string; labelField: string };
  /** For image/file: accepted MIME types and maximum number of files. */
  accept?: readonly string[];
  maxFiles?: number;
  defaultValue?: string | number | boolean | null;
  /** Shown as a list column (default: true for the first few scalar fields). */
  list?: boolean;
  /** Offered in the filter sidebar. */
  filter?: boolean;
  /** Part of the global full-text search. */
  search?: boolean;
  /** Column can be sorted. */
  sort?: boolean;
  /** Not shown or accepted on forms (computed by the server or a hook). */
  readOnly?: boolean;
  /** Never sent to clients (password hashes, secrets). */
  hidden?: boolean;
  /**
   * A credential the server must use again (an API key, a panel token): the engine encrypts it on
   * every write (AES-256-GCM, docs/ai.md), never sends it back (answers carry only `{field}_set`), and
   * an edit that leaves it empty keeps the stored one. Declared with `f.secret()`.
   */
  secret?: boolean;
  /**
   * For a secret: the fields naming where it is sent (a panel's host, an API endpoint). A write that
   * changes any of them clears the stored secret unless the same write gives it again, so a saved key
   * never follows an address edited later to a host of someone else's choosing.
   */
  boundTo?: readonly string[];
  /**
   * For `json`: keys only an admin reads or writes (a company's tax and payment settings). The server
   * leaves them out of every answer to anyone else (list, view, history, export, the domain routes) and
   * keeps the stored value when anyone else writes the field.
   */
  adminOnlyKeys?: readonly string[];
  /** A region picker level: the field holds a region code and cascades from the previous level. */
  region?: 'province' | 'regency' | 'district' | 'village';
  /** i18n key of a help text under the input. */
  helpKey?: string;
  /**
   * Filled together with this other field of the resource, or both left empty (a point's latitude and
   * longitude): a write leaving one empty beside the other is a 422 on the empty one.
   */
  pairedWith?: string;
  /**
   * For a textarea of serial numbers (issue 34): the form picks them among the serials in stock of the
   * item in field `item`, one per unit of field `qty` (one serial per line of the text).
   */
  serialsOf?: { item: string; qty: string };
};

/**
 * A document's states (spec-free decision per domain, e.g. Draft → Diterima → Dibatalkan): which field
 * holds the state, the allowed transitions, and the states in which the record is read-only. The server
 * enforces it (and adds guards and effects in its domain hooks); the web shows the transitions as actions.
 */
export type StateDef = {
  field: string;
  /** States a new record may start in (default: any). */
  initial?: readonly string[];
  transitions: Readonly<Record<string, readonly string[]>>;
  /** Read-only and undeletable in these states (only a listed transition may change them). */
  locked?: readonly string[];
  /** Fields that may still change while locked (e.g. a payment status kept by the server). */
  lockedWritable?: readonly string[];
};

export type ResourceHooks = {
  /** Names of server hooks registered in the server's hook table (the declaration stays pure data). */
  beforeSave?: string;
  afterSave?: string;
  beforeDelete?: string;
};

/**
 * A look-up the resource's forms make when a field is picked, before any role rule's (the same kind as
 * the rules' single-field autofill, docs/rules.md): `field` is matched against `remoteField` on
 * `endpoint` (a resource's list), and the first record in `sort` order fills the mapped fields.
 */
export type ResourceLookup = {
  match: { field: string; endpoint: string; remoteField: string };
  mapping: readonly { target: string; source: string }[];
  sort?: { field: string; order: 'asc' | 'desc' };
};

export type ResourceDef = {
  /** The route segment the spec fixes (`rsupplier`). */
  name: string;
  /** Database table; defaults to the name. */
  table?: string;
  /** `serial` (default): integer ids; `code`: a text id given by the data (region codes such as `11.01`). */
  idType?: 'serial' | 'code';
  /** One line: what the resource is for (docs and the admin's resource picker). */
  purpose: string;
  /** i18n key of the plural label; defaults to `resources.{name}.title`. */
  labelKey?: string;
  /** Field whose value names a record (relation pickers, titles, breadcrumbs). */
  titleField: string;
  fields: Record<string, FieldDef>;
  /** Owner field compared with the caller's user_id (spec §6); default `user_id` when declared. */
  owner?: string | null;
  /** Edit and delete admin-only except for the owner (spec §6's ten resources). */
  adminManaged?: boolean;
  /**
   * The owner rule of spec §6 never applies, even with an owner field: logins (a user changes their own
   * login only through the profile routes, which never touch role, status or verification), roles,
   * permissions and role rules (setup that only their pages grant). Read by the policy's `ownable`.
   */
  neverOwned?: boolean;
  /** Default order of the list. */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Records are not typed in by users (derived or seeded): no add/edit/delete screens. */
  readOnly?: boolean;
  /** Extra list views and actions of spec §2 (e.g. `akunlistteknisi`). */
  extraRoutes?: readonly string[];
  hooks?: ResourceHooks;
  /** The document's state machine, when it has one. */
  states?: StateDef;
  /** Icon of the resource (PrimeIcons class). */
  icon?: string;
  /** Look-ups its forms make when a field is picked (e.g. a receipt line's item fills unit and cost). */
  lookups?: readonly ResourceLookup[];
};

/** A declared resource with its defaults filled in. */
export type Resource = Required<
  Pick<ResourceDef, 'name' | 'table' | 'purpose' | 'labelKey' | 'titleField' | 'idType'>
> &
  Omit<ResourceDef, 'table' | 'labelKey' | 'idType'> & {
    owner: string | null;
    fieldNames: string[];
  };

/** Declares a resource. Pure data plus defaults; validation of the declaration runs in the registry test. */
/**
 * A declaration checked by the compiler: `titleField`, the default sort, the owner and the state field
 * must be fields of this resource (a misspelt name is a type error, see define.typecheck.ts), and
 * relation targets are resource names.
 */
export type CheckedResourceDef<F extends Record<string, FieldDef>> = Omit<
  ResourceDef,
  'fields' | 'titleField' | 'defaultSort' | 'owner' | 'states'
> & {
  fields: F;
  titleField: Extract<keyof F, string>;
  defaultSort?: { field: Extract<keyof F, string>; order: 'asc' | 'desc' };
  owner?: Extract<keyof F, string> | null;
  states?: StateDef & { field: Extract<keyof F, string> };
};

export function defineResource<const F extends Record<string, FieldDef>>(
  def: CheckedResourceDef<F>,
): Resource {
  const owner = def.owner === undefined ? ('user_id' in def.fields ? 'user_id' : null) : def.owner;
  return {
    ...def,
    table: def.table ?? def.name,
    idType: def.idType ?? 'serial',
    labelKey: def.labelKey ?? `resources.${def.name}.title`,
    owner,
    fieldNames: Object.keys(def.fields),
  };
}

/**
 * Every admin-only key of a resource's json fields (`FieldDef.adminOnlyKeys`); empty for almost all.
 * @example adminOnlyKeysOf(rsetwebsite).includes('npwp') === true
 */
export function adminOnlyKeysOf(resource: Resource): string[] {
  return resource.fieldNames.flatMap((name) => [...(resource.fields[name]!.adminOnlyKeys ?? [])]);
}

type Opts = Omit<FieldDef, 'kind'>;

/** Largest money amount accepted by default: Rp 999 trillion, exact as a JavaScript number and in `bigint`. */
export const MAX_MONEY = 999_999_999_999_999;

/**
 * A place's coordinates in decimal degrees (WGS 84, six decimals: about 10 cm), both or neither:
 * the dispatch map's markers (docs/jobs.md "Dispatch map").
 */
export function coordinateFields(): Record<string, FieldDef> {
  return {
    lat: f.decimal({ min: -90, max: 90, scale: 6, pairedWith: 'lng' }),
    lng: f.decimal({ min: -180, max: 180, scale: 6, pairedWith: 'lat' }),
  };
}

/**
 * The fields a record leaves empty while their pair (`pairedWith`) is filled.
 * @example unpairedFields(akun, { lat: -6.9, lng: null }) // ['lng']
 */
export function unpairedFields(
  resource: Pick<Resource, 'fields'>,
  record: Record<string, unknown>,
): string[] {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  return Object.entries(resource.fields)
    .filter(([name, field]) => field.pairedWith && empty(record[name]) && !empty(record[field.pairedWith]))
    .map(([name]) => name);
}

/** Field builders: `text({ required: true, max: 150 })` reads like the form it becomes. */
export const f = {
  text: (o: Opts = {}): FieldDef => ({ kind: 'text', maxLength: 255, ...o }),
  textarea: (o: Opts = {}): FieldDef => ({ kind: 'textarea', maxLength: 5000, ...o }),
  richtext: (o: Opts = {}): FieldDef => ({ kind: 'richtext', maxLength: 100_000, ...o }),
  email: (o: Opts = {}): FieldDef => ({ kind: 'email', maxLength: 190, ...o }),
  phone: (o: Opts = {}): FieldDef => ({ kind: 'phone', maxLength: 20, mask: '9999-9999-9?9999', ...o }),
  url: (o: Opts = {}): FieldDef => ({ kind: 'url', maxLength: 500, ...o }),
  ip: (o: Opts = {}): FieldDef => ({ kind: 'ip', maxLength: 45, ...o }), // 45: longest IPv6 text form
  password: (o: Opts = {}): FieldDef => ({
    kind: 'password',
    hidden: true,
    minLength: 8,
    maxLength: 128,
    ...o,
  }),
  /** A write-only credential kept encrypted at rest (see `FieldDef.secret`). */
  secret: (o: Opts = {}): FieldDef => ({
    kind: 'password',
    hidden: true,
    secret: true,
    maxLength: 500,
    ...o,
  }),
  integer: (o: Opts = {}): FieldDef => ({ kind: 'integer', ...o }),
  decimal: (o: Opts = {}): FieldDef => ({ kind: 'decimal', scale: 2, ...o }),
  /** Integer Rupiah; the default bound keeps values exact as JavaScript numbers (below 2^53). */
  money: (o: Opts = {}): FieldDef => ({ kind: 'money', min: 0, max: MAX_MONEY, ...o }),
  percent: (o: Opts = {}): FieldDef => ({ kind: 'percent', min: 0, max: 100, ...o }),
  boolean: (o: Opts = {}): FieldDef => ({ kind: 'boolean', defaultValue: false, ...o }),
  date: (o: Opts = {}): FieldDef => ({ kind: 'date', ...o }),
  datetime: (o: Opts = {}): FieldDef => ({ kind: 'datetime', ...o }),
  time: (o: Opts = {}): FieldDef => ({ kind: 'time', ...o }),
  select: (options: FieldDef['options'], o: Opts = {}): FieldDef => ({ kind: 'select', options, ...o }),
  relation: (resource: ResourceName, labelField: string, o: Opts = {}): FieldDef => ({
    kind: 'relation',
    relation: { resource, labelField },
    ...o,
  }),
  /**
   * Several records of one other resource, stored as a jsonb array of their ids (order kept, no id
   * twice, at most `RELATIONS_MAX`; none is null). The target must have serial ids.
   */
  relations: (resource: ResourceName, labelField: string, o: Opts = {}): FieldDef => ({
    kind: 'relations',
    relation: { resource, labelField },
    ...o,
  }),
  image: (o: Opts = {}): FieldDef => ({
    kind: 'image',
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    ...o,
  }),
  file: (o: Opts = {}): FieldDef => ({ kind: 'file', ...o }),
  json: (o: Opts = {}): FieldDef => ({ kind: 'json', ...o }),
  color: (o: Opts = {}): FieldDef => ({ kind: 'color', maxLength: 32, ...o }),
  /** The owner field every owned record carries. */
  owner: (o: Opts = {}): FieldDef => ({
    kind: 'relation',
    relation: { resource: 'users', labelField: 'username' },
    readOnly: true,
    ...o,
  }),
  /** A region level picker (code of regprovinces/regregencies/regdistricts/regvillages). */
  region: (level: NonNullable<FieldDef['region']>, o: Opts = {}): FieldDef => ({
    kind: 'relation',
    region: level,
    relation: {
      resource: {
        province: 'regprovinces',
        regency: 'regregencies',
        district: 'regdistricts',
        village: 'regvillages',
      }[level],
      labelField: 'name',
    },
    filter: true,
    ...o,
  }),
};

/** The four address fields of a form that asks for an address (province → regency → district → village). */
export function addressFields(o: Opts = {}): Record<string, FieldDef> {
  return {
    alamat: f.textarea({ maxLength: 500, ...o }),
    id_provinsi: f.region('province'),
    id_kabupaten: f.region('regency'),
    id_kecamatan: f.region('district'),
    id_desa: f.region('village'),
  };
}
