import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { f } from '../define.ts';
import { fieldDefArbitrary, inputValueArbitrary } from './arbitraries.ts';
import {
  columnTypeOf,
  decodeFieldInput,
  decodeRecord,
  encodeFieldValue,
  FIELD_KINDS,
  FILTER_MODE_OPERATORS,
  fieldJsonSchema,
  fractionDigitsOf,
  INT4_MAX,
  kindSpec,
  sqlTypeName,
} from './index.ts';

const serial = () => 'serial' as const;
const regionCodes = (target: string) => (target.startsWith('reg') ? 'code' : 'serial');

describe('decodeRecord', () => {
  const fields = {
    nama: f.text({ required: true, maxLength: 5 }),
    jumlah: f.integer({ defaultValue: 3 }),
    kunci: f.password({ required: true }),
    total: f.money({ readOnly: true }),
    data: f.json({ required: true }),
  };

  it('gives a new record its defaults, and requires what is required', () => {
    expect(decodeRecord(fields, { nama: 'Budi', data: '{"a":1}' }, { partial: false })).toEqual({
      values: { nama: 'Budi', jumlah: 3, data: { a: 1 } },
      issues: { kunci: { key: 'validation.required', params: {} } },
    });
  });

  it('on edit checks only what is given, keeps an empty password, and ignores read-only fields', () => {
    expect(decodeRecord(fields, { nama: '', kunci: '', total: 5 }, { partial: true })).toEqual({
      values: { kunci: null },
      issues: { nama: { key: 'validation.required', params: {} } },
    });
  });

  it('reads JSON text `null` as no value', () => {
    expect(decodeRecord(fields, { data: 'null' }, { partial: true }).issues.data?.key).toBe(
      'validation.required',
    );
  });

  it('answers what the field-by-field decoder answers, for any declaration and body', () => {
    fc.assert(
      fc.property(fieldDefArbitrary, inputValueArbitrary, fc.boolean(), (field, raw, partial) => {
        const body = raw === undefined ? {} : { x: raw };
        const one = decodeFieldInput(field, { given: raw !== undefined, raw }, { partial });
        const all = decodeRecord({ x: field }, body, { partial });
        expect(all.issues.x).toEqual(one.issue);
        expect(Object.hasOwn(all.values, 'x')).toBe(!one.issue && !one.absent);
      }),
      { numRuns: 3_000 },
    );
  });
});

const holdsNonFinite = (value: unknown): boolean =>
  typeof value === 'number'
    ? !Number.isFinite(value)
    : value !== null && typeof value === 'object' && Object.values(value).some(holdsNonFinite);

/** Whether a decoded value is one its column holds (what PostgreSQL would refuse with a 500). */
function fitsColumn(type: string, value: unknown): boolean {
  if (value === null) return true;
  switch (type) {
    case 'integer':
      return Number.isInteger(value) && Math.abs(value as number) <= INT4_MAX;
    case 'bigint':
      return Number.isSafeInteger(value);
    case 'numeric':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
    case 'timestamptz':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value);
    case 'time':
      return typeof value === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(value);
    case 'jsonb':
      // JSON writes a number beyond a double as null: the value would not be the one stored
      return value !== undefined && !JSON.stringify(value).includes('\\u0000') && !holdsNonFinite(value);
    default:
      return typeof value === 'string' && !value.includes('\u0000');
  }
}

describe('the field-kind table', () => {
  it('decodes only values the kind’s column can hold', () => {
    fc.assert(
      fc.property(fieldDefArbitrary, inputValueArbitrary, (field, raw) => {
        // the decoder sees non-empty input only (decodeFieldInput handles the empty)
        if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return;
        const decoded = kindSpec(field).decode(field, raw);
        if (decoded.issue) return;
        // a text kind stores text as typed; PostgreSQL's text refusing NUL is the server's own check
        const type = columnTypeOf(field, regionCodes);
        if (type === 'text' && typeof decoded.value === 'string') return;
        // a relation's id is looked up in its target before the write (references.ts)
        if (field.kind === 'relation') {
          expect(typeof decoded.value === 'string' || Number.isSafeInteger(decoded.value)).toBe(true);
          return;
        }
        expect(fitsColumn(type, decoded.value), `${field.kind} ${String(decoded.value)}`).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it('names columns as PostgreSQL does, with the decimal’s digits', () => {
    expect(sqlTypeName(f.decimal({ scale: 4 }), serial)).toBe('numeric(18,4)');
    expect(sqlTypeName(f.percent(), serial)).toBe('numeric(7,2)');
    expect(sqlTypeName(f.money(), serial)).toBe('bigint');
    expect(sqlTypeName(f.select([0, 1]), serial)).toBe('integer');
    expect(sqlTypeName(f.select(['a']), serial)).toBe('text');
    expect(sqlTypeName(f.region('province'), () => 'code')).toBe('text');
    expect(sqlTypeName(f.datetime(), serial)).toBe('timestamp with time zone');
  });

  it('describes values in JSON Schema, nullable unless required', () => {
    expect(fieldJsonSchema(f.money({ required: true }))).toEqual({
      type: 'integer',
      minimum: 0,
      maximum: 999_999_999_999_999,
      description: 'Rupiah',
    });
    expect(fieldJsonSchema(f.select([0, 1]))).toEqual({
      anyOf: [{ type: 'integer', enum: [0, 1] }, { type: 'null' }],
    });
    expect(fieldJsonSchema(f.boolean())).toEqual({ type: 'boolean' });
    expect(fieldJsonSchema(f.json())).toEqual({});
  });

  it('filters choices by equality, numbers and dates by range, text by contains', () => {
    expect(FILTER_MODE_OPERATORS[FIELD_KINDS.select.filter.mode]).toEqual(['eq']);
    expect(FIELD_KINDS.datetime.filter.mode).toBe('range');
    expect(FIELD_KINDS.time.filter.mode).toBe('contains');
    expect(FIELD_KINDS.integer.filter.cast(f.integer(), '1.5')).toBeNull();
    expect(FIELD_KINDS.money.filter.cast(f.money(), '9007199254740991')).toEqual({ value: 9007199254740991 });
    expect(FIELD_KINDS.select.filter.caseless(f.select(['Aktif']))).toBe(true);
    expect(FIELD_KINDS.select.filter.caseless(f.select([0, 1]))).toBe(false);
  });

  it('encodes numeric text as numbers and days as YYYY-MM-DD', () => {
    expect(encodeFieldValue(f.money(), '150000')).toBe(150000);
    expect(encodeFieldValue(f.date(), new Date('2026-11-22T00:00:00Z'))).toBe('2026-11-22');
    expect(encodeFieldValue(undefined, new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22T03:00:00.000Z');
    expect(encodeFieldValue(f.integer(), '7')).toBe('7');
  });

  it('gives the form a number input with the column’s fraction digits', () => {
    expect(fractionDigitsOf(f.decimal({ scale: 4 }))).toBe(4);
    expect(fractionDigitsOf(f.percent())).toBe(2);
    expect(fractionDigitsOf(f.money())).toBe(0);
    expect(kindSpec({ kind: 'unknown' as never }).input).toEqual({ widget: 'text' });
  });

  it('says what its decoder does: text and number checks, and the message of a wrong shape', () => {
    const kinds = Object.keys(FIELD_KINDS) as (keyof typeof FIELD_KINDS)[];
    for (const kind of kinds) {
      const spec = FIELD_KINDS[kind];
      // a text kind checks the length first, a number kind the number first
      const short = spec.decode({ kind, maxLength: 1 }, 'zz');
      expect(short.issue?.key === 'validation.lengthMax', kind).toBe(spec.isText);
      const word = spec.decode({ kind }, 'abc');
      expect(word.issue?.key === 'validation.numeric', kind).toBe(spec.isNumber);
      // the wrong shapes every kind can meet: a word, words with a space, a fraction
      const keys = ['abc', 'x y', '2.5'].map((raw) => spec.decode({ kind }, raw).issue?.key);
      if (spec.formatKey) expect(keys, kind).toContain(spec.formatKey);
    }
    expect(kinds.filter((kind) => FIELD_KINDS[kind].isText)).toContain('color');
    expect(FIELD_KINDS.email.formatKey).toBe('validation.email');
    expect(FIELD_KINDS.money.formatKey).toBe('validation.integer');
    expect(FIELD_KINDS.text.formatKey).toBeUndefined();
  });

  it('answers an object that cannot be made text (JSON `{"toString": ""}`) with a message, never a throw', () => {
    const odd = JSON.parse('{"toString": "", "valueOf": ""}') as unknown;
    for (const kind of Object.keys(FIELD_KINDS) as (keyof typeof FIELD_KINDS)[]) {
      const field = kind === 'select' ? f.select('jobStatus') : { kind };
      let thrown = '';
      let key: string | undefined;
      try {
        key = FIELD_KINDS[kind].decode(field, odd).issue?.key;
      } catch (error) {
        thrown = String(error);
      }
      expect(thrown, kind).toBe('');
      if (kind !== 'json') expect(key, kind).toBeTruthy();
    }
  });

  it('gives a `relations` field a jsonb array of ids, a nullable array schema and a containment filter', () => {
    const roles = f.relations('roles', 'role_name');
    expect(sqlTypeName(roles, serial)).toBe('jsonb');
    expect(fieldJsonSchema(roles)).toEqual({
      anyOf: [
        {
          type: 'array',
          items: { type: 'integer', minimum: 1 },
          uniqueItems: true,
          maxItems: 50,
          description: 'ids of roles (labels: its options, role_name); none is null',
        },
        { type: 'null' },
      ],
    });
    expect(fieldJsonSchema(f.relations('roles', 'role_name', { required: true }))).toMatchObject({
      type: 'array',
    });
    expect(FIELD_KINDS.relations.filter.mode).toBe('includes');
    expect(FILTER_MODE_OPERATORS.includes).toEqual(['eq']);
    expect(FIELD_KINDS.relations.filter.cast(roles, '5')).toEqual({ value: 5 });
    expect(FIELD_KINDS.relations.filter.cast(roles, '5,6')).toBeNull();
    expect(FIELD_KINDS.relations.filter.cast(roles, '2147483648')).toBeNull();
    expect(FIELD_KINDS.relations.input).toEqual({ widget: 'relations' });
    expect(FIELD_KINDS.relations.groupable).toBe(false);
  });

  it('decodes a `relations` input: arrays, JSON text and import cells, in order, without repeats', () => {
    const roles = f.relations('roles', 'role_name');
    const decode = (raw: unknown) => FIELD_KINDS.relations.decode(roles, raw);
    expect(decode([3, 5])).toEqual({ value: [3, 5] });
    expect(decode(['5', 3, '5', 3])).toEqual({ value: [5, 3] });
    expect(decode('3, 5')).toEqual({ value: [3, 5] });
    expect(decode(' 9 ,2,9 ')).toEqual({ value: [9, 2] });
    expect(decode('[4, "6"]')).toEqual({ value: [4, 6] });
    expect(decode(7)).toEqual({ value: [7] });
    expect(decode('2147483647')).toEqual({ value: [2147483647] });
    // nothing chosen is stored as null, never []
    expect(decode([])).toEqual({ value: null });
    expect(decode('[]')).toEqual({ value: null });
    for (const wrong of [
      [0],
      [-1],
      [1.5],
      ['x'],
      [true],
      [[1]],
      '2147483648',
      '1;2',
      '[1',
      '{"a":1}',
      { a: 1 },
    ])
      expect(decode(wrong).issue?.key, JSON.stringify(wrong)).toBe('validation.invalid');
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(decode(fifty)).toEqual({ value: fifty });
    expect(decode([...fifty, 51]).issue).toEqual({ key: 'validation.relationsMax', params: { max: 50 } });
    // 51 ids of which two are the same are 50 ids
    expect(decode([...fifty, 50])).toEqual({ value: fifty });
  });

  it('requires a required `relations` field to hold an id', () => {
    const required = f.relations('roles', 'role_name', { required: true });
    expect(decodeFieldInput(required, { given: true, raw: [] }, { partial: false })).toEqual({
      issue: { key: 'validation.required', params: {} },
    });
    expect(decodeFieldInput(f.relations('roles', 'x'), { given: true, raw: '' }, { partial: true })).toEqual({
      value: null,
    });
  });

  it('lets the duplicate finder group plain values only: no secret, file, JSON, rich text or yes/no', () => {
    const groupable = (Object.keys(FIELD_KINDS) as (keyof typeof FIELD_KINDS)[]).filter(
      (kind) => FIELD_KINDS[kind].groupable,
    );
    for (const kind of ['password', 'image', 'file', 'json', 'richtext', 'boolean'] as const)
      expect(groupable).not.toContain(kind);
    for (const kind of ['text', 'email', 'money', 'date', 'select', 'relation', 'color'] as const)
      expect(groupable).toContain(kind);
  });
});
