import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from '../../test/helpers.ts';
import { invoiceBanks, invoiceCustomer } from './parties.ts';

let ctx: TestContext;
let admin: string;

async function add(resource: string, payload: object): Promise<Record<string, unknown>> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/${resource}/add`,
    payload,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
  return response.json().record;
}

const bank = (n: number, status = 'Active') =>
  add('bankrekening', {
    nama_rekening: `Rekening ${n}`,
    nama_bank: `Bank ${n}`,
    no_rekening: `100${n}`,
    atas_nama: 'CV Sinar Teknik',
    status,
  });

/** What the invoice PDF printed before it read through the engine: the statement it ran itself. */
const bySql = (chosen: number) =>
  ctx.database.query(
    `SELECT nama_bank, no_rekening, atas_nama FROM bankrekening WHERE status = 'Active'
      ORDER BY (id = $1) DESC, id LIMIT 3`,
    [chosen],
  );

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
});
afterAll(() => closeTestApp(ctx));

describe('the parties an invoice PDF names', () => {
  it('lists three active accounts, the invoice’s own first, never an inactive one', async () => {
    const made = [await bank(1), await bank(2, 'Inactive'), await bank(3), await bank(4), await bank(5)];
    const chosen = Number(made[4]!.id);
    const banks = await invoiceBanks(ctx.database, { id_bankrekening: chosen });
    expect(banks).toHaveLength(3);
    expect(banks[0]!.nama_bank).toBe('Bank 5');
    expect(banks.map((b) => b.nama_bank)).not.toContain('Bank 2');
    expect(banks).toEqual(await bySql(chosen));
    // an inactive own account is left out like any other
    const inactive = Number(made[1]!.id);
    expect(await invoiceBanks(ctx.database, { id_bankrekening: inactive })).toEqual(await bySql(inactive));
    expect(await invoiceBanks(ctx.database, { id_bankrekening: null })).toEqual(await bySql(0));
  });

  it('names the customer by name, address and phone, or nobody', async () => {
    const customer = await add('akun', {
      nama: 'Ibu Sari',
      jenis_akun: 'Pelanggan',
      alamat: 'Jl. Merdeka 1',
      no_hp: '0812-3456-7890',
    });
    expect(await invoiceCustomer(ctx.database.query, { id_akun: customer.id })).toEqual({
      nama: 'Ibu Sari',
      alamat: 'Jl. Merdeka 1',
      no_hp: '0812-3456-7890',
    });
    expect(await invoiceCustomer(ctx.database.query, { id_akun: null })).toBeNull();
    expect(await invoiceCustomer(ctx.database.query, { id_akun: 999_999 })).toBeNull();
  });
});
