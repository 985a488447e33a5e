import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, RULE_CATEGORIES } from './categories.ts';
import { compile } from './compile.ts';
import { ROLE } from './test-helpers.ts';
import type { RoleRule } from './types.ts';

// compile()'s properties over random rule sets (fast-check). The examples: compile.test.ts.

const anyValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.boolean(),
  fc.constant(undefined),
);
const FIELD_NAMES = [
  'id',
  'role_id',
  'nama_route',
  'kategori',
  'setup',
  'replace_label',
  'url_replace_route',
  'link_action',
  'url_action',
  'label_action',
  'logika_list',
  'warna_kolom_list',
  'default_add',
  'display_none',
  'tampilkaninput_yatidak',
  'mirror',
  'urutan',
  'keterangan',
  'persamaan_api_lain',
  'url_redirect',
  'layer',
  'nama_tab',
  '__proto__',
  'constructor',
];
const categoryName = fc.oneof(
  fc.constantFrom(...RULE_CATEGORIES.map((c) => CATEGORY_NAMES[c])),
  fc.string({ maxLength: 10 }),
);
const arbitraryRule = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 6 })), anyValue),
  fc.record({
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 3 })),
    role_id: fc.constantFrom(53, '53', 52, null),
    nama_route: fc.constantFrom('/rsupplier', '/rsupplier/add', '*', '/', '', '/rs*', 'rmitra', '//x//'),
    kategori: categoryName,
    setup: fc.oneof(
      fc.constantFrom('a, b', 'jenis, X:a|b, default:c', '__proto__', 'a:"x, y"|[z]'),
      fc.string({ maxLength: 20 }),
    ),
    urutan: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant(null), fc.string({ maxLength: 2 })),
    default_add: fc.oneof(fc.constantFrom('=1 +', '=sum_row(qty)', 'x'), fc.string({ maxLength: 10 })),
    warna_kolom_list: fc.oneof(
      fc.constantFrom('a => red', 'x ==> y', 'a => url(x)'),
      fc.string({ maxLength: 10 }),
    ),
    display_none: fc.constantFrom('ya', '', '0', null),
    tampilkaninput_yatidak: fc.constantFrom('ya', 'tidak', ''),
  }),
  anyValue,
);

describe('properties', () => {
  it('compile never throws on arbitrary rule records', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryRule, { maxLength: 12 }),
        fc.constantFrom(53, '53', 52, null),
        fc.constantFrom('/rsupplier', '/', '/rsupplier/add', ''),
        (rules, role, route) => {
          const config = compile(rules as RoleRule[], role, route);
          expect(Array.isArray(config.hiddenFields)).toBe(true);
          expect(config.warnings.every((w) => w.code !== 'internal-error')).toBe(true);
          expect(() => JSON.stringify(config)).not.toThrow();
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('hidden always beats forced visible', () => {
    const fieldRule = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      role_id: fc.constant(53),
      nama_route: fc.constant('/rsupplier'),
      kategori: fc.constantFrom(
        'Hide Kolom',
        'Replace Label',
        'Default Add If Hidden',
        'Upload to Camera Timestamp',
        'Logic Custom Input Add',
      ),
      setup: fc.subarray(['a', 'b', 'c', 'd']).map((f) => f.join(', ')),
      replace_label: fc.constant('L'),
      default_add: fc.constant('v'),
      logika_list: fc.constant('1'),
      display_none: fc.constantFrom('ya', '', 'tidak'),
      tampilkaninput_yatidak: fc.constantFrom('ya', '', 'tidak'),
    });
    fc.assert(
      fc.property(fc.array(fieldRule, { maxLength: 10 }), (rules) => {
        const config = compile(rules, ROLE, '/rsupplier');
        const shouldHide = new Set(
          rules.flatMap((r) =>
            r.kategori === 'Hide Kolom' || r.display_none === 'ya' ? r.setup.split(', ').filter(Boolean) : [],
          ),
        );
        for (const f of shouldHide) {
          expect(config.hiddenFields).toContain(f);
          expect(config.forcedVisibleFields).not.toContain(f);
        }
        for (const f of config.forcedVisibleFields) expect(config.hiddenFields).not.toContain(f);
      }),
      { numRuns: 1000 },
    );
  });

  it('compile is deterministic whatever the input order', () => {
    const distinctRules = fc
      .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 10 })
      .chain((ids) =>
        fc.tuple(
          ...ids.map((id) =>
            arbitraryRule.map((r) =>
              r !== null && typeof r === 'object' ? { ...r, id, role_id: 53 } : { id, role_id: 53 },
            ),
          ),
        ),
      )
      .chain((rules) =>
        fc.tuple(
          fc.constant(rules),
          fc.shuffledSubarray(rules, { minLength: rules.length, maxLength: rules.length }),
        ),
      );
    fc.assert(
      fc.property(distinctRules, ([rules, shuffled]) => {
        const a = JSON.stringify(compile(rules as RoleRule[], ROLE, '/rsupplier'));
        const b = JSON.stringify(compile(shuffled as RoleRule[], ROLE, '/rsupplier'));
        expect(b).toBe(a);
      }),
      { numRuns: 500 },
    );
  });
});
