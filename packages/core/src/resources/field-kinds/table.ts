/**
 * The table of field kinds: for each kind of `FieldKind`, its validator, JSON Schema, column,
 * filter, codec and form input. The compiler demands an entry for every kind (`satisfies`), so a new
 * kind is added here once and every reader (server decoding, OpenAPI, Drizzle columns, list filters,
 * exports and imports, web forms and filters) follows. docs/resources.md, "Field kinds".
 */
import { MSG } from '../../i18n/messages.ts';
import type { FieldDef, FieldKind } from '../define.ts';
import {
  decodeBoolean,
  decodeDate,
  decodeDateTime,
  decodeJson,
  decodeNumber,
  decodeRelation,
  decodeRelations,
  decodeSelect,
  decodeText,
  decodeTime,
  int4Bound,
  type NumberRules,
  numericBound,
  safeIntegerBound,
  TEXT_FORMATS,
  type TextFormat,
} from './decode.ts';
import {
  castAsBoolean,
  castAsCalendar,
  castAsDecimal,
  castAsInteger,
  castAsJson,
  castAsMoney,
  castAsRelation,
  castAsRelationsItem,
  castAsSelect,
  castAsText,
  castAsTime,
} from './filter.ts';
import { isNumericSelect, optionValues, RELATIONS_MAX } from './shape.ts';
import type { ColumnType, FieldKindSpec, InputHint, JsonSchema } from './types.ts';

const always = () => true;
const never = () => false;

/** A field's schema, or that or null when the field may be left empty. */
const nullable = (field: FieldDef, schema: JsonSchema): JsonSchema =>
  field.required ? schema : { anyOf: [schema, { type: 'null' }] };

const column = (type: ColumnType) => (): ColumnType => type;

/** Numeric columns come back from PostgreSQL as text: answered as numbers. */
const toNumber = (value: unknown) => (typeof value === 'string' ? Number(value) : value);

function textKind(
  input: InputHint,
  options: {
    format?: TextFormat;
    trim?: boolean;
    caseless?: boolean;
    schema?: FieldKindSpec['jsonSchema'];
    groupable?: boolean;
  } = {},
): FieldKindSpec {
  return {
    decode: (field, raw) => decodeText(field, raw, options.format, options.trim),
    jsonSchema:
      options.schema ??
      ((field) =>
        nullable(field, { type: 'string', minLength: field.minLength, maxLength: field.maxLength })),
    column: column('text'),
    filter: { mode: 'contains', caseless: options.caseless === false ? never : always, cast: castAsText },
    input,
    isText: true,
    isNumber: false,
    formatKey: options.format?.key,
    groupable: options.groupable !== false,
  };
}

type NumberKind = NumberRules & {
  column: ColumnType;
  schema: JsonSchema;
  cast: FieldKindSpec['filter']['cast'];
  /** The input's grouping (thousands dots) and its prefix or suffix. */
  grouping?: boolean;
  prefix?: string;
  suffix?: string;
};

function numberKind({
  column: type,
  schema,
  cast,
  grouping = true,
  prefix,
  suffix,
  ...rules
}: NumberKind): FieldKindSpec {
  return {
    decode: (field, raw) => decodeNumber(field, raw, rules),
    ...(type === 'integer' ? {} : { encode: toNumber }),
    jsonSchema: (field) => nullable(field, { ...schema, minimum: field.min, maximum: field.max }),
    column: column(type),
    filter: { mode: 'range', caseless: never, cast },
    input: { widget: 'number', whole: rules.whole, grouping, prefix, suffix },
    isText: false,
    isNumber: true,
    formatKey: rules.whole ? MSG.integer : MSG.numeric,
    groupable: true,
  };
}

/** The flags of a kind decoded neither as text nor as a number. */
const other = (groupable: boolean, formatKey?: string) =>
  ({ isText: false, isNumber: false, formatKey, groupable }) as const;

/** Decimals and percentages: fractions, within the numeric column's digits. */
const decimalKind = (suffix?: string): FieldKindSpec =>
  numberKind({
    whole: false,
    bound: numericBound,
    column: 'numeric',
    schema: { type: 'number' },
    cast: castAsDecimal,
    suffix,
  });

const textarea = (
  rows: number,
  extra: Partial<Extract<InputHint, { widget: 'textarea' }>> = {},
): InputHint => ({
  widget: 'textarea',
  rows,
  autoResize: true,
  mono: false,
  ...extra,
});

const TABLE = {
  text: textKind({ widget: 'text' }),
  textarea: textKind(textarea(3)),
  richtext: textKind(textarea(6, { helpKey: 'list.form.richtext' }), { groupable: false }),
  email: textKind(
    { widget: 'text', htmlType: 'email' },
    {
      format: TEXT_FORMATS.email,
      trim: true,
      schema: (field) => nullable(field, { type: 'string', format: 'email', maxLength: field.maxLength }),
    },
  ),
  phone: textKind({ widget: 'text', htmlType: 'tel' }),
  url: textKind({ widget: 'text', htmlType: 'url' }, { format: TEXT_FORMATS.url }),
  ip: textKind({ widget: 'text' }, { format: TEXT_FORMATS.ip }),
  password: textKind({ widget: 'password' }, { caseless: false, groupable: false }),
  integer: numberKind({
    whole: true,
    bound: int4Bound,
    column: 'integer',
    schema: { type: 'integer' },
    cast: castAsInteger,
    grouping: false,
  }),
  decimal: decimalKind(),
  // integer Rupiah: never floating point
  money: numberKind({
    whole: true,
    bound: safeIntegerBound,
    column: 'bigint',
    schema: { type: 'integer', description: 'Rupiah' },
    cast: castAsMoney,
    prefix: 'Rp ',
  }),
  percent: decimalKind(' %'),
  boolean: {
    decode: (_field, raw) => decodeBoolean(raw),
    // never null: an empty yes/no is a no
    jsonSchema: () => ({ type: 'boolean' }),
    column: column('boolean'),
    filter: { mode: 'equals', caseless: never, cast: castAsBoolean },
    input: { widget: 'boolean' },
    // two values make no duplicates worth finding
    ...other(false, MSG.boolean),
  },
  date: {
    decode: (_field, raw) => decodeDate(raw),
    encode: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    jsonSchema: (field) => nullable(field, { type: 'string', format: 'date' }),
    column: column('date'),
    filter: { mode: 'range', caseless: never, cast: castAsCalendar },
    input: { widget: 'date', showTime: false, timeOnly: false },
    ...other(true, MSG.date),
  },
  datetime: {
    decode: (_field, raw) => decodeDateTime(raw),
    jsonSchema: (field) => nullable(field, { type: 'string', format: 'date-time' }),
    column: column('timestamptz'),
    filter: { mode: 'range', caseless: never, cast: castAsCalendar },
    input: { widget: 'date', showTime: true, timeOnly: false },
    ...other(true, MSG.date),
  },
  time: {
    decode: (_field, raw) => decodeTime(raw),
    jsonSchema: (field) => nullable(field, { type: 'string', pattern: '^\\d{2}:\\d{2}(:\\d{2})?$' }),
    column: column('time'),
    filter: { mode: 'contains', caseless: never, cast: castAsTime },
    input: { widget: 'date', showTime: true, timeOnly: true },
    ...other(true, MSG.time),
  },
  select: {
    decode: decodeSelect,
    jsonSchema: (field) =>
      nullable(field, { type: isNumericSelect(field) ? 'integer' : 'string', enum: optionValues(field) }),
    column: (field) => (isNumericSelect(field) ? 'integer' : 'text'),
    filter: { mode: 'equals', caseless: (field) => !isNumericSelect(field), cast: castAsSelect },
    input: { widget: 'select' },
    // a value outside the options is the server's `validation.in`, listed apart from the format
    ...other(true),
  },
  relation: {
    decode: decodeRelation,
    jsonSchema: (field) =>
      nullable(field, {
        type: field.region ? 'string' : 'integer',
        description: `id of ${field.relation?.resource}; answered with \`_label\` (${field.relation?.labelField})`,
      }),
    column: (field, idTypeOf) =>
      field.relation && idTypeOf(field.relation.resource) === 'code' ? 'text' : 'integer',
    // region codes are text; other ids are numbers
    filter: { mode: 'equals', caseless: (field) => Boolean(field.region), cast: castAsRelation },
    input: { widget: 'relation' },
    // a missing target is the server's `validation.exists`, listed apart from the format
    ...other(true),
  },
  relations: {
    decode: decodeRelations,
    jsonSchema: (field) =>
      nullable(field, {
        type: 'array',
        items: { type: 'integer', minimum: 1 },
        uniqueItems: true,
        maxItems: RELATIONS_MAX,
        description: `ids of ${field.relation?.resource} (labels: its options, ${field.relation?.labelField}); none is null`,
      }),
    column: column('jsonb'),
    filter: { mode: 'includes', caseless: never, cast: castAsRelationsItem },
    input: { widget: 'relations' },
    // a list of ids is no value two records share by chance; missing targets are `validation.existsIds`
    ...other(false),
  },
  image: textKind({ widget: 'upload' }, { format: TEXT_FORMATS.paths, groupable: false }),
  file: textKind({ widget: 'upload' }, { format: TEXT_FORMATS.paths, groupable: false }),
  json: {
    decode: (_field, raw) => decodeJson(raw),
    // any JSON value
    jsonSchema: () => ({}),
    column: column('jsonb'),
    filter: { mode: 'contains', caseless: never, cast: castAsJson },
    input: textarea(6, { autoResize: false, mono: true, helpKey: 'list.form.json' }),
    ...other(false, MSG.json),
  },
  color: textKind({ widget: 'text' }, { format: TEXT_FORMATS.color }),
} satisfies Record<FieldKind, FieldKindSpec>;

/** Every kind's entry; `kindSpec` reads it for a field (and copes with a kind unknown at run time). */
export const FIELD_KINDS: Readonly<Record<FieldKind, FieldKindSpec>> = TABLE;
