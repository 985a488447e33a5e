import { describe, expect, it } from 'vitest';
import { evaluate } from '../expr/evaluator.ts';
import { parse } from '../expr/parser.ts';
import { mergePageConfigs } from './merge-roles.ts';
import { rule, run } from './test-helpers.ts';

/** Whether a merged field rule's condition holds for a record (through the product's evaluator). */
const holds = (condition: string | null, record: Record<string, unknown>) =>
  condition === null || Boolean(evaluate(parse(condition), { record }));

describe('mergePageConfigs (several roles per user)', () => {
  const kasir = run(
    rule('Hide Kolom', { setup: 'harga_pokok, catatan' }),
    rule('Replace Label', { setup: 'nama', replace_label: 'Nama toko', tampilkaninput_yatidak: 'ya' }),
    rule('Ganti Title Header', { setup: 'Pemasok kasir' }),
  );
  const gudang = run(
    rule('Hide Kolom', { setup: 'catatan, email' }),
    rule('Replace Label', { setup: 'nama', replace_label: 'Nama gudang', tampilkaninput_yatidak: 'ya' }),
    rule('Replace Label', { setup: 'email', replace_label: 'Surel', tampilkaninput_yatidak: 'ya' }),
  );

  it('is the one configuration itself for one role', () => {
    expect(mergePageConfigs([kasir])).toBe(kasir);
  });

  it('hides only what every role hides', () => {
    expect(mergePageConfigs([kasir, gudang]).hiddenFields).toEqual(['catatan']);
    expect(mergePageConfigs([gudang, kasir]).hiddenFields).toEqual(['catatan']);
  });

  it('takes labels and the title from the first role that sets them', () => {
    const merged = mergePageConfigs([kasir, gudang]);
    expect(merged.labelReplacements).toEqual({ nama: 'Nama toko', email: 'Surel' });
    expect(merged.headerTitle).toBe('Pemasok kasir');
    expect(mergePageConfigs([gudang, kasir]).labelReplacements.nama).toBe('Nama gudang');
    expect(mergePageConfigs([gudang, kasir]).headerTitle).toBe('Pemasok kasir');
  });

  it('blocks a page only when every role blocks it', () => {
    const blocked = run(rule('Blokir JSX', { setup: 'Tidak untuk kasir' }));
    expect(mergePageConfigs([blocked, gudang]).blocked).toBeNull();
    expect(mergePageConfigs([blocked, blocked]).blocked?.message).toBe('Tidak untuk kasir');
  });

  it('locks a field only where every role locks it, each role by any of its conditions', () => {
    const a = run(
      rule('Kunci Kolom', { setup: 'diskon', logika_list: 'diskon > 10' }),
      rule('Kunci Kolom', { setup: 'diskon', logika_list: "status == 'Lunas'" }),
      rule('Kunci Kolom', { setup: 'harga' }),
      rule('Wajib Isi', { setup: 'cabang' }),
    );
    const b = run(rule('Kunci Kolom', { setup: 'diskon', logika_list: 'diskon > 20' }));
    const merged = mergePageConfigs([a, b]).fieldRules;
    // harga and cabang: b does not lock or require them
    expect(merged.map((r) => `${r.rule}:${r.field}`)).toEqual(['readOnly:diskon']);
    const [diskon] = merged;
    // locked when (a: diskon > 10 or Lunas) and (b: diskon > 20), by hand
    const cases: [Record<string, unknown>, boolean][] = [
      [{ diskon: 15, status: 'Draft' }, false],
      [{ diskon: 25, status: 'Draft' }, true],
      [{ diskon: 5, status: 'Lunas' }, false],
      [{ diskon: 30, status: 'Lunas' }, true],
    ];
    for (const [record, locked] of cases) expect(holds(diskon!.condition, record)).toBe(locked);
    // unconditional in both: unconditional
    const c = run(rule('Kunci Kolom', { setup: 'harga' }));
    expect(mergePageConfigs([a, c]).fieldRules).toEqual([
      { field: 'harga', rule: 'readOnly', condition: null, ruleId: expect.anything() },
    ]);
  });

  it('unites what roles add: actions, colours, camera fields', () => {
    const one = run(rule('Upload to Camera Timestamp', { setup: 'foto' }));
    const two = run(rule('Upload to Camera Timestamp', { setup: 'bukti' }));
    expect(mergePageConfigs([one, two]).cameraTimestampFields.sort()).toEqual(['bukti', 'foto']);
  });

  it('explains a list scoped by each role as either scope', () => {
    const a = run(rule('Batasi Baris', { setup: "cabang == 'Bekasi'" }));
    const b = run(rule('Batasi Baris', { setup: 'total > 10000000' }));
    const merged = mergePageConfigs([a, b]).rowScopes;
    expect(merged).toHaveLength(1);
    const scope = parse(merged[0]!.condition);
    expect(evaluate(scope, { record: { cabang: 'Bekasi', total: 5 } })).toBe(true);
    expect(evaluate(scope, { record: { cabang: 'Pusat', total: 20_000_000 } })).toBe(true);
    expect(evaluate(scope, { record: { cabang: 'Pusat', total: 5 } })).toBe(false);
    expect(mergePageConfigs([a, gudang]).rowScopes).toEqual([]);
  });
});
