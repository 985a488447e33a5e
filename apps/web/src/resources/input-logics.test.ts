import { compile, type RoleRule, tes } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { expressionValues, type FormValues } from './form-values.ts';
import { planInputLogics, runInputLogics } from './input-logics.ts';

let id = 1;
const configOf = (records: Partial<RoleRule>[]) =>
  compile(
    records.map((r) => ({
      id: id++,
      role_id: 53,
      nama_route: '/tes',
      kategori: 'Logic Custom Input Add',
      ...r,
    })),
    53,
    '/tes/add',
  );
const names = ['nama', 'jumlah', 'harga', 'nilai', 'deskripsi'];
const recordOf = (values: Readonly<FormValues>) => expressionValues(tes, names, values);

describe('planInputLogics', () => {
  it('tells computations from validations', () => {
    const plan = planInputLogics(
      configOf([
        { setup: 'jumlah', logika_list: 'LEN(nama)' },
        { setup: 'harga', logika_list: 'harga <= 1000' }, // reads its own field
        { logika_list: 'jumlah > 0' }, // no target
        { setup: 'nilai', logika_list: 'jumlah > 0', nomor_logic_input: 'validasi' },
        { setup: 'deskripsi', default_add: "API_FETCH('tes', 'nama=' & nama, 'records.0.email')" },
        { setup: 'no_hp', logika_list: "'x'" }, // not an input of the form
        { setup: 'jumlah', logika_list: '99' }, // the first computation of a field wins
        { setup: 'nama', nomor_logic_input: '7' }, // a logic number alone: nothing built in
      ]),
      names,
    );
    expect(plan.computed.map((c) => [c.field, c.async])).toEqual([
      ['jumlah', false],
      ['deskripsi', true],
    ]);
    expect(plan.validations.map((v) => v.field)).toEqual(['harga', null, 'nilai']);
  });
});

describe('API_FETCH validations', () => {
  it('are planned as async validations and left out of the synchronous run', () => {
    const plan = planInputLogics(
      configOf([
        {
          setup: 'nama',
          nomor_logic_input: 'validasi',
          logika_list: "API_FETCH('tes', ['nama', nama], 'totalRecords') = 0",
        },
        { setup: 'jumlah', logika_list: "jumlah <= API_FETCH('tes', ['nama', nama], 'records.0.jumlah')" },
      ]),
      names,
    );
    expect(plan.computed).toEqual([]);
    expect(plan.validations.map((v) => [v.field, v.async])).toEqual([
      ['nama', true],
      ['jumlah', true],
    ]);
    const run = runInputLogics(plan, tes.fields, { nama: 'Budi', jumlah: 5 }, recordOf, []);
    expect(run.failedFields.size).toBe(0);
    expect(run.formFailures).toBe(0);
  });
});

describe('runInputLogics', () => {
  it('reads who is typing: user.x and role.x (null without facts)', () => {
    const plan = planInputLogics(
      configOf([
        { setup: 'deskripsi', logika_list: "user.cabang & ' / ' & role.name" },
        {
          setup: 'jumlah',
          kategori: 'Logic Custom Input Add',
          nomor_logic_input: 'validasi',
          logika_list: "jumlah <= 10 or 'Supervisor' in user.groups",
        },
      ]),
      names,
    );
    const facts = { user: { cabang: 'Bandung', groups: ['Kasir'] }, role: { name: 'Kasir' } };
    const kasir = runInputLogics(plan, tes.fields, { jumlah: 30 }, recordOf, [], {}, facts);
    expect(kasir.computed.deskripsi).toBe('Bandung / Kasir');
    expect([...kasir.failedFields]).toEqual(['jumlah']);
    const supervisor = { ...facts, user: { ...facts.user, groups: ['Kasir', 'Supervisor'] } };
    expect(
      runInputLogics(plan, tes.fields, { jumlah: 30 }, recordOf, [], {}, supervisor).failedFields.size,
    ).toBe(0);
  });

  it('computes in rule order, each computation seeing the ones before', () => {
    const plan = planInputLogics(
      configOf([
        { setup: 'jumlah', logika_list: 'LEN(nama)' },
        { setup: 'harga', logika_list: 'jumlah * 1000' },
        { setup: 'deskripsi', logika_list: "UPPER(nama) & ' / ' & harga" },
      ]),
      names,
    );
    const run = runInputLogics(plan, tes.fields, { nama: 'Budi', jumlah: null, harga: null }, recordOf, []);
    expect(run.computed).toEqual({ jumlah: 4, harga: 4000, deskripsi: 'BUDI / 4000' });
  });

  it('sums the dynamic rows and reports failed validations by field and for the form', () => {
    const plan = planInputLogics(
      configOf([
        { setup: 'harga', logika_list: 'sum_row(qty * harga_satuan)' },
        { setup: 'jumlah', logika_list: 'jumlah <= 10' },
        { logika_list: 'harga > 0' },
      ]),
      names,
    );
    const rows = [
      { qty: 2, harga_satuan: 1500 },
      { qty: '1', harga_satuan: 500 },
    ];
    const ok = runInputLogics(plan, tes.fields, { jumlah: 3 }, recordOf, rows);
    expect(ok.computed.harga).toBe(3500);
    expect(ok.failedFields.size).toBe(0);
    expect(ok.formFailures).toBe(0);
    const bad = runInputLogics(plan, tes.fields, { jumlah: 30 }, recordOf, []);
    expect([...bad.failedFields]).toEqual(['jumlah']);
    expect(bad.formFailures).toBe(1); // sum of no rows is 0
  });

  it('takes API_FETCH results from the asynchronous run, and leaves a failing computation empty', () => {
    const plan = planInputLogics(
      configOf([
        { setup: 'deskripsi', logika_list: "API_FETCH('tes', 'nama=' & nama, 'records.0.email')" },
        { setup: 'jumlah', logika_list: "'abc' * 2" },
      ]),
      names,
    );
    const run = runInputLogics(plan, tes.fields, { nama: 'A' }, recordOf, [], { deskripsi: 'a@b.co' });
    expect(run.computed).toEqual({ deskripsi: 'a@b.co', jumlah: null });
  });
});
