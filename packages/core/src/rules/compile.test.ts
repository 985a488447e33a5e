import { describe, expect, it } from 'vitest';
import { defaultPageConfig } from './builder.ts';
import { compile, explain } from './compile.ts';
import { noteText } from './notes.ts';
import { ROLE, rule } from './test-helpers.ts';
import type { RoleRule } from './types.ts';

// compile() by example: defaults, matching, precedence, explain and robustness. Its properties over
// random rule sets: compile.properties.test.ts.

const hide = (route: string, setup = 'x', extra: RoleRule = {}) =>
  rule('Hide Kolom', { nama_route: route, setup, ...extra });

describe('defaults', () => {
  it('no role gives the guest defaults', () => {
    expect(compile([hide('/rsupplier')], null, '/rsupplier')).toEqual(defaultPageConfig('/rsupplier'));
    expect(compile([hide('/rsupplier')], '  ', '/rsupplier').hiddenFields).toEqual([]);
    expect(compile([hide('/rsupplier')], undefined, '/rsupplier').role).toBeNull();
  });

  it('no rules give the defaults for the role', () => {
    expect(compile([], ROLE, '/x')).toEqual({ ...defaultPageConfig('/x'), role: '53' });
    expect(compile(null, ROLE, '/x').warnings).toEqual([]);
  });
});

describe('role matching', () => {
  it('compares role ids as trimmed text', () => {
    const rules = [hide('/rsupplier', 'a', { role_id: ' 53 ' }), hide('/rsupplier', 'b', { role_id: '52' })];
    expect(compile(rules, 53, '/rsupplier').hiddenFields).toEqual(['a']);
    expect(compile(rules, '53', '/rsupplier').hiddenFields).toEqual(['a']);
    expect(compile(rules, 52, '/rsupplier').hiddenFields).toEqual(['b']);
    expect(compile(rules, 1, '/rsupplier').hiddenFields).toEqual([]);
  });

  it('a rule without role_id applies to no role', () => {
    expect(compile([hide('/rsupplier', 'a', { role_id: null })], ROLE, '/rsupplier').hiddenFields).toEqual(
      [],
    );
  });
});

describe('route matching', () => {
  it.each([
    ['/rsupplier', '/rsupplier', true],
    ['/rsupplier', '/rsupplier/add', true],
    ['/rsupplier', '/rsupplier/edit/5', true],
    ['/rsupplier', '/rsupplier/list', true],
    ['/rsupplier/', '//rsupplier//index/', true],
    ['rsupplier', '/rsupplier/view/1', true],
    ['/rsupplier', '/rsuppliers', false],
    ['/rsupplier/add', '/rsupplier', false],
    ['/rsup*', '/rsupplier/add', true],
    ['/rsup*', '/rmitra', false],
    ['*', '/anything/at/all', true],
    ['/', '/', true],
    ['/', '/home', false],
    ['/setupshowhideroleid', '/setupshowhideroleid', true],
    ['/setupshowhideroleid', '/setupshowhideroleid/add', true],
    ['/setupshowhideroleid', '/setupshowhideroleid/edit/12', true],
  ])('rule on %s applies to %s: %s', (route, path, applies) => {
    expect(compile([hide(route)], ROLE, path).hiddenFields).toEqual(applies ? ['x'] : []);
  });

  it('an empty nama_route applies nowhere and is reported', () => {
    const config = compile([hide('')], ROLE, '/rsupplier');
    expect(config.hiddenFields).toEqual([]);
    expect(config.warnings.map((w) => w.code)).toEqual(['missing-route']);
  });
});

describe('order and precedence', () => {
  it('sorts by urutan, then id, whatever the input order', () => {
    const rules = [
      rule('Replace Label', { id: 9, setup: 'a', replace_label: 'id 9', urutan: 1 }),
      rule('Replace Label', { id: 3, setup: 'a', replace_label: 'id 3', urutan: 1 }),
      rule('Replace Label', { id: 1, setup: 'a', replace_label: 'no urutan' }),
      rule('Replace Label', { id: 2, setup: 'a', replace_label: 'urutan 0', urutan: '0' }),
    ];
    expect(compile(rules, ROLE, '/rsupplier').labelReplacements.a).toBe('urutan 0');
    expect(compile(rules.slice(0, 3), ROLE, '/rsupplier').labelReplacements.a).toBe('id 3');
    expect(compile(rules.slice(2), ROLE, '/rsupplier').labelReplacements.a).toBe('urutan 0');
    expect(compile([rules[2]!], ROLE, '/rsupplier').labelReplacements.a).toBe('no urutan');
  });

  it('hidden beats forced visible', () => {
    const config = compile(
      [
        hide('/rsupplier', 'no_hp'),
        rule('Replace Label', {
          setup: 'no_hp, email',
          replace_label: 'Kontak',
          tampilkaninput_yatidak: 'ya',
        }),
      ],
      ROLE,
      '/rsupplier',
    );
    expect(config.hiddenFields).toEqual(['no_hp']);
    expect(config.forcedVisibleFields).toEqual(['email']);
    expect(config.decisions.fields.no_hp!.find((d) => d.effect === 'forced-visible')).toMatchObject({
      applied: false,
    });
  });

  it('display_none hides on the field-naming categories; the ya flag forces visible', () => {
    const config = compile(
      [
        rule('Default Add If Hidden', { setup: 'status', default_add: 'Active', display_none: 'ya' }),
        rule('Upload to Camera Timestamp', { setup: 'foto', tampilkaninput_yatidak: 'Ya' }),
        rule('Replace Label', {
          setup: 'kota',
          replace_label: 'Kota',
          tampilkaninput_yatidak: 'tidak',
          display_none: '0',
        }),
      ],
      ROLE,
      '/rsupplier',
    );
    expect(config.hiddenFields).toEqual(['status']);
    expect(config.forcedVisibleFields).toEqual(['foto']);
  });

  it('a Hide Kolom rule with the ya flag still hides', () => {
    const config = compile([hide('/rsupplier', 'a', { tampilkaninput_yatidak: 'ya' })], ROLE, '/rsupplier');
    expect([config.hiddenFields, config.forcedVisibleFields]).toEqual([['a'], []]);
  });

  it('a hidden field with a Hide Dinamis Input rule is kept and recorded', () => {
    const config = compile(
      [hide('/rsupplier', 'no_rek, kota'), rule('Hide Dinamis Input', { setup: 'jenis, Tunai:no_rek' })],
      ROLE,
      '/rsupplier',
    );
    expect(config.hiddenFields).toEqual(['kota']);
    expect(config.dynamicallyControlledFields).toEqual(['no_rek']);
    expect(config.decisions.fields.no_rek!.map((d) => [d.effect, d.applied])).toEqual([
      ['hidden', false],
      ['dynamic-target', true],
      ['kept-for-dynamic-input', true],
    ]);
  });

  it('a Hide Dinamis Input rule on another route does not keep the field', () => {
    const config = compile(
      [
        hide('/rsupplier', 'no_rek'),
        rule('Hide Dinamis Input', { nama_route: '/rmitra', setup: 'jenis, Tunai:no_rek' }),
      ],
      ROLE,
      '/rsupplier',
    );
    expect(config.hiddenFields).toEqual(['no_rek']);
  });
});

describe('decisions and explain', () => {
  it('say which rule decided a field and a menu', () => {
    const h = hide('/rsupplier', 'no_hp');
    const m = rule('Hide Menu', { nama_route: '/rstok' });
    const config = compile([h, m], ROLE, '/rsupplier');
    expect(config.decisions.fields.no_hp).toEqual([
      { ruleId: String(h.id), category: 'hide-kolom', effect: 'hidden', applied: true },
    ]);
    expect(config.decisions.menus['/rstok']).toEqual([
      { ruleId: String(m.id), category: 'hide-menu', effect: 'menu-hidden', applied: true },
    ]);
  });

  it('explain traces every rule of the input', () => {
    const rules = [
      hide('/rsupplier', 'a'),
      hide('/rmitra', 'b'),
      hide('/rsupplier', 'c', { role_id: 52 }),
      rule('Hide Sesuatu', { setup: 'd' }),
      rule('Replace Label', { setup: 'e' }),
    ];
    const { config, rules: traces } = explain(rules, ROLE, '/rsupplier');
    expect(config.hiddenFields).toEqual(['a']);
    expect(traces.map((t) => [t.ruleId, t.status])).toEqual([
      [String(rules[2]!.id), 'other-role'],
      [String(rules[0]!.id), 'applied'],
      [String(rules[1]!.id), 'other-route'],
      [String(rules[3]!.id), 'skipped'],
      [String(rules[4]!.id), 'skipped'],
    ]);
    expect(traces[4]!.reason).toBe('replace_label is empty');
  });

  it("say why as a catalogue key and its values, the field's name kept as data (issue 36)", () => {
    const dynamic = rule('Hide Dinamis Input', { setup: 'status_pajak, PKP:npwp', mirror: 'ya' });
    const config = compile([dynamic, hide('/rsupplier', 'npwp')], ROLE, '/rsupplier');
    expect(config.decisions.fields.npwp!.find((d) => d.effect === 'dynamic-target')!.note).toEqual({
      key: 'controlledBy',
      params: { field: 'status_pajak' },
    });
    expect(config.decisions.fields.status_pajak![0]!.note).toEqual({ key: 'mirrorMode' });
    expect(config.decisions.fields.npwp!.at(-1)!.note).toEqual({ key: 'keptForDynamicInput' });
    // the English, for whoever needs a plain string
    const notes = config.decisions.fields.npwp!.flatMap((d) => (d.note ? [noteText(d.note)] : []));
    expect(notes).toEqual([
      'controlled by status_pajak',
      'hidden by a rule but kept: a Hide Dinamis Input rule decides its visibility',
    ]);
  });
});

describe('robustness', () => {
  it('skips records that are not objects', () => {
    const config = compile(
      [null, 5, 'x', [], hide('/rsupplier', 'a')] as unknown as RoleRule[],
      ROLE,
      '/rsupplier',
    );
    expect(config.hiddenFields).toEqual(['a']);
    expect(config.warnings.map((w) => w.code)).toEqual([
      'not-an-object',
      'not-an-object',
      'not-an-object',
      'not-an-object',
    ]);
  });

  it('reports unknown and missing categories', () => {
    const config = compile([rule('Sembunyikan'), rule('')], ROLE, '/rsupplier');
    expect(config.warnings.map((w) => w.code)).toEqual(['unknown-category', 'missing-category']);
  });

  it('ignores inherited fields and odd value types', () => {
    const inherited = Object.assign(Object.create({ setup: 'b' }), {
      id: 2,
      role_id: 53,
      nama_route: '/rsupplier',
      kategori: 'Hide Kolom',
    });
    const typed = {
      id: 3,
      role_id: 53,
      nama_route: '/rsupplier',
      kategori: 'Hide Kolom',
      setup: { toString: () => 'c' },
    };
    const config = compile([inherited, typed] as unknown as RoleRule[], ROLE, '/rsupplier');
    expect(config.hiddenFields).toEqual([]);
    expect(config.warnings.map((w) => w.code)).toEqual(['missing-field', 'missing-field']);
  });

  it('reads a throwing getter as empty', () => {
    const tricky = Object.defineProperty(
      { id: 1, role_id: 53, nama_route: '/rsupplier', kategori: 'Hide Kolom' },
      'setup',
      {
        get: () => {
          throw new Error('boom');
        },
        enumerable: true,
      },
    );
    expect(compile([tricky] as unknown as RoleRule[], ROLE, '/rsupplier').hiddenFields).toEqual([]);
  });

  it('survives a throwing proxy', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('boom');
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('boom');
        },
        has: () => {
          throw new Error('boom');
        },
      },
    );
    expect(() => compile([hostile] as unknown as RoleRule[], ROLE, '/x')).not.toThrow();
    expect(() => compile(hostile as unknown as RoleRule[], ROLE, '/x')).not.toThrow();
  });
});
