/** The shape of one entry of the field-kind table (field-kinds/table.ts). */
import type { FieldDef } from '../define.ts';
import type { Decoded } from './decode.ts';
import type { FilterCast, FilterMode } from './filter.ts';

/** A JSON Schema object (OpenAPI 3.1 dialect). */
export type JsonSchema = Record<string, unknown>;

/**
 * The database column category a kind becomes (the server maps each to a Drizzle builder, and to the
 * type name PostgreSQL's `format_type()` gives for user tables).
 */
export type ColumnType =
  | 'text'
  | 'integer'
  | 'bigint'
  | 'numeric'
  | 'boolean'
  | 'date'
  | 'timestamptz'
  | 'time'
  | 'jsonb';

/** Resolves a relation's target id type; region resources use text codes. */
export type IdTypeOf = (resource: string) => 'serial' | 'code';

/**
 * Which input the web form renders for a kind, and how. The empty value of a `text`, `textarea`,
 * `password` or `upload` input is `''`; of the others `null` (`false` for a yes/no; `relations` holds
 * `[]` while nothing is chosen, sent as null).
 */
export type InputHint =
  /** One line; `htmlType` picks the phone keyboard, the email or URL keyboard. The field's mask applies. */
  | { widget: 'text'; htmlType?: 'email' | 'tel' | 'url' }
  /** Several lines (a wide form cell); `mono` for code-like text; `helpKey` explains the format. */
  | { widget: 'textarea'; rows: number; autoResize: boolean; mono: boolean; helpKey?: string }
  | { widget: 'password' }
  /** A formatted number (Indonesian grouping); `whole` allows no fraction digits. */
  | { widget: 'number'; whole: boolean; grouping: boolean; prefix?: string; suffix?: string }
  /** A date picker, with the time of day, or the time of day only. */
  | { widget: 'date'; showTime: boolean; timeOnly: boolean }
  | { widget: 'boolean' }
  | { widget: 'select' }
  | { widget: 'relation' }
  /** Several records of the target, chosen from its options; the value is an array of ids. */
  | { widget: 'relations' }
  | { widget: 'upload' };

/** Everything one field kind means, in one place: read by the server, the API docs and the web forms. */
export type FieldKindSpec = {
  /**
   * The one validator: a non-empty input value (from a form, a JSON body or an import cell, which
   * arrives as text) to the value to store, or the first failure.
   */
  decode: (field: FieldDef, raw: unknown) => Decoded;
  /** A stored value as answers and exports carry it (numeric text as a number, a day as `YYYY-MM-DD`). */
  encode?: (value: unknown) => unknown;
  /** The value's JSON Schema in the OpenAPI document (nullable unless required). */
  jsonSchema: (field: FieldDef) => JsonSchema;
  column: (field: FieldDef, idTypeOf: IdTypeOf) => ColumnType;
  filter: {
    mode: FilterMode;
    /** Equality compares lower-cased text (`status=aktif` finds `Aktif`). */
    caseless: (field: FieldDef) => boolean;
    cast: FilterCast;
  };
  input: InputHint;
  /**
   * Decoded as text (length bounds, then the kind's format, then the field's mask); where grouped, the
   * duplicate finder compares it trimmed and lower-cased.
   */
  isText: boolean;
  /** Decoded as a number: the numeric check, then the range. */
  isNumber: boolean;
  /** The message of a value of the wrong shape (an address that is no email), if the kind has a shape. */
  formatKey?: string;
  /** The duplicate finder may group records by it (not a secret, a file, JSON, long HTML or a yes/no). */
  groupable: boolean;
};
