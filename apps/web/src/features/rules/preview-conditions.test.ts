import { compile, compileExpr, type RoleRule } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { NO_FACTS } from '../../session/use-user-facts.ts';
import { contextPaths, previewConditions } from './preview-conditions.ts';

const configOf = (records: Partial<RoleRule>[]) =>
  compile(
    records.map((r, i) => ({ id: i + 1, role_id: 53, nama_route: '/tes', ...r })),
    53,
    '/tes',
  );

describe('previewConditions', () => {
  it('names the user facts a condition reads, once each, in the order written', () => {
    expect(
      contextPaths(compileExpr("user.cabang == cabang and role.name != 'x' or user.cabang == 'y'").ast),
    ).toEqual(['user.cabang', 'role.name']);
    expect(contextPaths(compileExpr('jumlah > 1').ast)).toEqual([]);
  });

  it('answers a user-only condition for the user, and says which record fields the others read', () => {
    const config = configOf([
      { kategori: 'Logika List JSX', setup: 'jumlah', logika_list: "role.name & ' di ' & user.cabang" },
      { kategori: 'Logika List JSX', setup: 'harga', logika_list: 'harga * 2' },
      { kategori: 'Wajib Isi', setup: 'email', logika_list: 'user.id == 7' },
    ]);
    const facts = { user: { id: 7, cabang: 'Bandung' }, role: { name: 'Kasir' } };
    const lines = previewConditions(config, facts);
    const by = (kind: string, target: string) => lines.find((l) => l.kind === kind && l.target === target)!;
    expect(by('logic', 'jumlah')).toMatchObject({ verdict: 'value', value: 'Kasir di Bandung' });
    expect(by('logic', 'harga')).toMatchObject({ verdict: 'record', fields: ['harga'], facts: [] });
    expect(by('required', 'email')).toMatchObject({
      verdict: 'holds',
      facts: [{ path: 'user.id', value: '7' }],
    });
    expect(previewConditions(config, NO_FACTS).find((l) => l.kind === 'required')).toMatchObject({
      verdict: 'fails',
      facts: [{ path: 'user.id', value: null }],
    });
  });
});
