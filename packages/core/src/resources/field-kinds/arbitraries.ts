/**
 * Test support, never imported by the app: random field declarations and random input values for the
 * property tests of the field kinds (the web form and the server must give the same verdict). Uses
 * fast-check, a dev dependency of the workspace.
 */
import fc from 'fast-check';
import type { FieldDef, FieldKind, Resource } from '../define.ts';
import { FIELD_KINDS } from './table.ts';

const KINDS = Object.keys(FIELD_KINDS) as FieldKind[];

const optional = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.option(arbitrary, { nil: undefined, freq: 2 });

const bound = fc.oneof(
  fc.integer({ min: -1_000, max: 1_000_000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, 2_147_483_647, Number.MAX_SAFE_INTEGER),
);

const options = fc.oneof(
  fc.constantFrom('yesNo', 'paymentStatus'),
  fc.uniqueArray(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('Ya', 'Aktif', ' a ')), {
    minLength: 1,
    maxLength: 4,
  }),
  fc.uniqueArray(fc.integer({ min: -3, max: 5 }), { minLength: 1, maxLength: 4 }),
);

/**
 * A field declaration of any kind with any combination of the declaration's checks: required,
 * length and numeric bounds, masks, scales, options, relations (serial ids or region codes), defaults.
 */
export const fieldDefArbitrary: fc.Arbitrary<FieldDef> = fc
  .record({
    kind: fc.constantFrom(...KINDS),
    required: fc.boolean(),
    minLength: optional(fc.integer({ min: 0, max: 12 })),
    maxLength: optional(fc.integer({ min: 0, max: 40 })),
    min: optional(bound),
    max: optional(bound),
    mask: optional(fc.constantFrom('9999-9999-9?9999', '99.999.999.9-999.999', 'aa-99', '**?*')),
    scale: optional(fc.integer({ min: 0, max: 6 })),
    options: optional(options),
    region: fc.boolean(),
    defaultValue: optional(
      fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null)),
    ),
  })
  .map((r) => {
    const field: FieldDef = { kind: r.kind, required: r.required };
    for (const key of [
      'minLength',
      'maxLength',
      'min',
      'max',
      'mask',
      'scale',
      'options',
      'defaultValue',
    ] as const)
      if (r[key] !== undefined) Object.assign(field, { [key]: r[key] });
    if (r.kind === 'relations')
      Object.assign(field, { relation: { resource: 'roles', labelField: 'role_name' } });
    if (r.kind === 'relation')
      Object.assign(
        field,
        r.region
          ? { relation: { resource: 'regprovinces', labelField: 'name' }, region: 'province' }
          : { relation: { resource: 'rsupplier', labelField: 'nama_supplier' } },
      );
    return field;
  });

const textLike = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(
    '',
    '   ',
    'null',
    'true',
    'Ya',
    'tidak',
    '0812-3456-7890',
    '12.345.678.9-012.345',
    'budi@example.co.id',
    'budi@',
    '192.168.0.1',
    '::1',
    'https://example.com/a',
    '/relative',
    '#0f766e',
    'uploads/a.jpg, uploads/b.png',
    '../etc/passwd',
    '{"a": 1}',
    '[1, 2]',
    '"text"',
    '{"a": "\\u0000"}',
    '1e309',
    '[1, -1e309]',
    '{"a":',
    '08:30',
    '24:00',
    '2026-02-28',
    '2026-02-30',
    '0000-01-01',
    '9999-12-31T23:59:59-10:00',
    '2026-11-22T03:00:00.000Z',
    '2026-11-22 10:00',
    // id lists of a `relations` field, as an import cell or JSON text holds them
    '3, 5',
    '5,3,5',
    ' 7 ',
    '0',
    '-1, 2',
    '3,,5',
    '[4, "6"]',
    '[1.5]',
  ),
);

const numberLike = fc.oneof(
  fc.integer(),
  fc.integer({ min: -3, max: 5 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -0, 2.5, 1e21, 1e-7, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 999_999_999_999_999),
  fc.stringMatching(/^\s?-?\d{1,20}(\.\d{1,8})?\s?$/),
  fc.constantFrom('1e3', '.5', '+1', '1,5', '1.000,50', 'Infinity', 'NaN', '0x1f'),
);

/** Junk a client may send whatever the form does: objects, arrays, nested NULs. */
const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant([]),
  fc.jsonValue({ maxDepth: 2 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  // id lists: repeats, and past the bound of a `relations` field (RELATIONS_MAX)
  fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 60 }),
  fc.constant({ a: 'x\u0000' }),
);

/** Any input value: text of every kind's shape, numbers, yes/no, dates, null and junk. */
export const inputValueArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: textLike },
  { weight: 3, arbitrary: numberLike },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: junk },
);

/** A value a form input holds (text, a number, a yes/no, a date, or nothing). */
export const formValueArbitrary: fc.Arbitrary<string | number | boolean | Date | null> = fc.oneof(
  { weight: 4, arbitrary: textLike },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(2.5, 1e21)) },
  { weight: 1, arbitrary: fc.boolean() },
  {
    weight: 2,
    arbitrary: fc.date({ min: new Date(-70_000_000_000_000), max: new Date(300_000_000_000_000) }),
  },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** One to `max` fields under distinct short names. */
export const declarationsArbitrary = (max: number): fc.Arbitrary<[string, FieldDef][]> =>
  fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fieldDefArbitrary), {
    minLength: 1,
    maxLength: max,
    selector: ([name]) => name,
  });

/** A resource holding the given fields (a declaration's defaults filled in, as `defineResource` would). */
export function resourceOfFields(fields: Record<string, FieldDef>): Resource {
  const fieldNames = Object.keys(fields);
  return {
    name: 'fuzz',
    table: 'fuzz',
    purpose: 'property test',
    labelKey: 'resources.fuzz.title',
    titleField: fieldNames[0] ?? 'id',
    idType: 'serial',
    owner: null,
    fields,
    fieldNames,
  };
}
