import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/auth-support.ts';
import { MODULES, useHiddenMoneyWorld } from '../../test/hidden-money-support.ts';
import { pagesOf, textOf } from '../../test/route-walk.ts';

// Issue 32, "Hidden money leaks through reports" (rule R5): the requests, then every route of
// the money modules walked as a role with every money field hidden. The world, the amounts and the walk:
// test/hidden-money-support.ts.

const world = useHiddenMoneyWorld();
const { ctx, ids, as, hideFor, walk } = world;

// first: the walks below write (payments, copies) and would move these figures
describe('the requests as the issue gives them', () => {
  // exactly the role: `total` and `sisa` of invoices and `harga` of their lines hidden, nothing
  // else (the line's subtotal, the DPP and what was paid stay visible to it)
  let probe: string;
  beforeAll(async () => {
    const [role] = await ctx.database.query<{ id: number }>(
      "INSERT INTO roles (role_name) VALUES ('Tanpa total') RETURNING id",
    );
    const roleId = Number(role!.id);
    await ctx.database.query(
      'INSERT INTO permissions (role_id, page_name) SELECT $1, p FROM unnest($2::text[]) AS p',
      [
        roleId,
        [
          'home',
          ...new Set(
            ctx.app.routeTable
              .filter((r) => MODULES.includes(r.plugin ?? ''))
              .flatMap((r) => pagesOf(r, ['rinvoice', 'rstok'])),
          ),
        ],
      ],
    );
    for (const [resource, setup] of [
      ['rinvoice', 'total,sisa'],
      ['rsubinvoice', 'harga'],
    ] as const) {
      const rule = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
        role_id: roleId,
        nama_route: `/${resource}`,
        kategori: 'Hide Kolom',
        setup,
      });
      expect(rule.statusCode, rule.body).toBe(200);
    }
    await insertUser(ctx.database, { username: 'tanpa.total', email: 'tanpa.total@contoh.co.id', roleId });
    probe = await ctx.login('tanpa.total', 'Kopi-Tubruk-Pagi-7');
  });

  const range = 'from=2026-01-01&to=2026-12-31';
  const get = async (url: string) => {
    const answer = await as(probe, 'GET', url);
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    return answer;
  };

  it('GET /api/rinvoice/joinlist: no "total":4162500, no balance, no line price', async () => {
    const answer = await get('/api/rinvoice/joinlist');
    expect(answer.body).not.toContain('"total":4162500');
    const invoice = answer.json().records.find((r: { id: number }) => r.id === ids.invoiceA);
    expect(invoice).not.toHaveProperty('total');
    expect(invoice).not.toHaveProperty('sisa');
    expect(invoice.lines[0]).not.toHaveProperty('harga');
    // what the role may see stays: the line's name and subtotal, what was paid
    expect(invoice.lines[0]).toMatchObject({ nama_item: 'Sewa genset', subtotal: 4_162_500 });
    expect(invoice).toMatchObject({ dibayar: 1_234_567 });
  });

  it('joinlistitems, listuntukmodal, qnevt, rbdkm, countrinvoice: no total, balance or price', async () => {
    const items = (await get('/api/rsubinvoice/joinlistitems')).json().records;
    expect(items.length).toBeGreaterThan(0);
    for (const line of items) expect(line).not.toHaveProperty('harga');
    // the margin of invoice A: revenue (its DPP, visible) less its expense; nothing quotes total or sisa
    const costs = (await get('/api/rinvoice/listuntukmodal')).json().records;
    expect(costs.find((r: { id: number }) => r.id === ids.invoiceA)).toMatchObject({ margin: 1_444_219 });
    expect((await get(`/api/rsubinvoice/qnevt?${range}`)).json().records.length).toBeGreaterThan(0);
    const customers = (await get(`/api/rsubinvoice/rbdkm?${range}`)).json().records;
    expect(customers[0]).toEqual({ customer: 'CV Cahaya Abadi', invoices: 2, paid: 1_234_567 });
    const counts = (await get('/api/rinvoice/countrinvoice')).json();
    for (const row of [...counts.rows, counts.totals]) {
      expect(row).not.toHaveProperty('total');
      expect(row).not.toHaveProperty('balance');
    }
    expect(counts.totals.count).toBeGreaterThanOrEqual(2);
  });

  it('rlaporan/laporan/penjualan, CSV too: the invoice and total columns are gone, POS stays', async () => {
    const table = (await get(`/api/rlaporan/laporan/penjualan?${range}`)).json();
    expect(table.columns.map((c: { key: string }) => c.key)).toEqual(['pos']);
    expect(Object.keys(table.totals)).toEqual(['pos']);
    expect(table.chart.series).toEqual(['pos']);
    const csv = (await get(`/api/rlaporan/laporan/penjualan?${range}&format=csv`)).body;
    expect(csv).not.toContain('9446200');
    expect(csv).not.toContain('4162500');
    expect(csv.split('\n')[0]).not.toMatch(/Total/i);
  });
});

describe('hidden money stays hidden on every route of the money modules', () => {
  it('(the oracle reads each kind of answer: the admin, without rules yet, sees the amounts in them)', async () => {
    const range = 'from=2026-01-01&to=2026-12-31';
    for (const [url, amount] of [
      [`/api/documents/rinvoice/generate/${ids.invoiceA}?template=${ids.template}`, '4.162.500'],
      [`/api/rlaporan/laporan/penjualan?${range}&format=pdf`, '9446200'],
      [`/api/rlaporan/laporan/penjualan?${range}&format=xlsx`, '9446200'],
      [`/api/rlaporan/laporan/penjualan?${range}&format=csv`, '9446200'],
      [`/api/rinvoice/joinlist`, '4162500'],
    ] as const) {
      const answer = await as(ctx.admin, 'GET', url);
      expect(answer.statusCode, url).toBe(200);
      expect(textOf(answer), url).toContain(amount);
    }
  });

  it('as a role holding every page, with every amount hidden: none of the amounts in any answer', async () => {
    const seen = await walk(world.viewer);
    expect(seen.filter((s) => s.leaked.length > 0)).toEqual([]);
    // never a 500 (an undeclared column fails the answer): the walk read real answers
    expect(seen.filter((s) => s.status >= 500)).toEqual([]);
    const answered = seen.filter((s) => s.status === 200).map((s) => s.request);
    for (const must of [
      `GET /api/rinvoice/joinlist?`,
      'GET /api/rsubinvoice/joinlistitems?',
      'GET /api/rinvoice/listuntukmodal?',
      'GET /api/rsubinvoice/qnevt?',
      'GET /api/rsubinvoice/rbdkm?',
      'GET /api/rinvoice/countrinvoice?',
      'GET /api/rlaporan/laporan/penjualan?',
      'GET /api/rpemasukan/ghkpo?',
      'GET /api/rpemasukan/drtyj?',
      `GET /api/rstok/kartu/${ids.item}`,
      `GET /api/rinvoice/pembayaranvirtual/${ids.invoiceA}`,
      `GET /api/documents/rinvoice/generate/${ids.invoiceA}`,
      'POST /api/documents/rinvoice/batch',
      'GET /api/documents/jobs/',
    ])
      expect(
        answered.some((r) => r.startsWith(must)),
        must,
      ).toBe(true);
    expect(answered.some((r) => r.includes('/laporan/penjualan?') && r.endsWith('format=csv'))).toBe(true);
  });

  it('as the admin with the same rules on the admin role: the dashboard too', async () => {
    await hideFor(52);
    const seen = await walk(ctx.admin);
    expect(seen.filter((s) => s.leaked.length > 0)).toEqual([]);
    expect(seen.filter((s) => s.status >= 500)).toEqual([]);
    expect(seen.some((s) => s.request.startsWith('GET /api/dashboard/bisnis') && s.status === 200)).toBe(
      true,
    );
  });
});
