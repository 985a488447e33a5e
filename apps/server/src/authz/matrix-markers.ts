import type { FieldDef, Resource } from '@kantor/core';
import type { MatrixCaller } from './policy.ts';

/**
 * Values no answer may carry to some callers: `hidden` ones sit in fields a Hide Kolom rule hides from
 * every restricted role (a text field and every money and number field of each resource, R5), `scope`
 * ones in records outside a caller's domain scope. Each is distinctive enough that finding it in an
 * answer (JSON, CSV) means the field or the record leaked.
 */
export type Marker = {
  /** how the value is written into the record */
  value: string;
  /** whether an answer's text carries it */
  in: (body: string) => boolean;
  /** `resource.field` */
  where: string;
  kind: 'hidden' | 'scope';
  /** the callers that must never receive it */
  from: (caller: MatrixCaller) => boolean;
};

/** Setup whose values steer sign-in and authorisation itself: a marker there would break the run. */
export const STEERING = new Set([
  'users',
  'roles',
  'permissions',
  'grouproleid',
  'setupshowhideroleid',
  'rmenu',
  'tabelkolom',
  'supertabelakun',
]);

const markable = (resource: Resource) => !STEERING.has(resource.name) && !resource.readOnly;

/** The text field a marker goes in: the title when it is plain text, else the first plain text field. */
export function hiddenTextFieldOf(resource: Resource): string | null {
  if (!markable(resource)) return null;
  const plain = (name: string) => {
    const field = resource.fields[name];
    return !!field && (field.kind === 'text' || field.kind === 'textarea') && !field.mask && !field.readOnly;
  };
  if (plain(resource.titleField)) return resource.titleField;
  return Object.keys(resource.fields).find(plain) ?? null;
}

const NUMBER_KINDS = new Set<FieldDef['kind']>(['money', 'integer', 'decimal', 'percent']);

/** Every money and number field, computed ones included; ids of other records (`id_record`) are no amounts. */
export function numberFieldsOf(resource: Resource): string[] {
  if (!markable(resource)) return [];
  return Object.entries(resource.fields)
    .filter(([name, field]) => NUMBER_KINDS.has(field.kind) && !name.startsWith('id_'))
    .map(([name]) => name);
}

/** `Zq7H{n}x` then a row number: text no answer carries unless it leaks the field. */
export const textMarkerOf = (n: number) => `Zq7H${n}x`;

/**
 * The number alone, not inside another one; a decimal may come with trailing zeros (`6012.3700`). Not
 * the seconds of a time either (`19:05:26.37+00`, a PostgreSQL timestamp): a digit and a colon before
 * it is a clock, where JSON's `"progres":26.37` has a quote.
 */
const digitsOnly = (text: string) =>
  new RegExp(`(?<![0-9.])(?<![0-9]:)${text.replace('.', '\\.')}${text.includes('.') ? '0*' : ''}(?![0-9])`);

/**
 * A number of the field's kind that fits its column and its meaning (money 8 digits, integers 5,
 * decimals 4 with the fraction .37, percents 10.37–98.37), found as a whole number in an answer (not
 * inside another number), money also grouped the id-ID way.
 */
export function numberMarkerOf(
  kind: FieldDef['kind'],
  n: number,
): { value: string; in: (b: string) => boolean } {
  const k = String(n).padStart(3, '0');
  const value =
    kind === 'money'
      ? `7${k.padStart(5, '0')}37`
      : kind === 'integer'
        ? `9${k}7`
        : kind === 'decimal'
          ? `6${k}.37`
          : `${10 + (n % 89)}.37`;
  const plain = digitsOnly(value);
  const grouped =
    kind === 'money'
      ? new RegExp(`(?<![0-9.])${value.replace(/\B(?=(\d{3})+(?!\d))/g, '\\.')}(?![0-9])`)
      : null;
  return { value, in: (body) => plain.test(body) || (grouped?.test(body) ?? false) };
}

/** `Sc0pe{n}y`: text of a record some callers may not see at all. */
export const scopeMarkerOf = (n: number) => `Sc0pe${n}y`;
