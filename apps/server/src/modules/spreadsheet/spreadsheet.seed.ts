import type { SeedContext } from '../../db/demo/seed-demo.ts';
import type { SheetCell, SheetData } from './sheets.ts';
import { createFile, listFiles } from './spreadsheet.service.ts';

export const DEMO_SPREADSHEET = 'Rekap Penjualan Bulanan';

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni'];
const CATEGORIES = ['Servis AC', 'Pasang Baru', 'Sparepart', 'Kontrak Perawatan'];
const RUPIAH = '"Rp"#,##0';
const col = (index: number) => String.fromCharCode(65 + index);

type Cells = SheetData['celldata'];
const text = (r: number, c: number, v: string, style: Partial<SheetCell> = {}): Cells[number] => ({
  r,
  c,
  v: { v, m: v, ct: { fa: 'General', t: 'g' }, ...style },
});
const money = (
  r: number,
  c: number,
  v: number,
  f?: string,
  style: Partial<SheetCell> = {},
): Cells[number] => ({
  r,
  c,
  v: { v, ...(f && { f }), ct: { fa: RUPIAH, t: 'n' }, ...style },
});

/**
 * The demo spreadsheet of the admin: six months of sales per category with row and column totals
 * (formulas), and a second sheet comparing each month with its target (a formula across sheets).
 */
export function demoSalesSheets(rand: SeedContext['rand']): SheetData[] {
  const head = { bl: 1 as const, bg: '#ffe599' };
  const recap: Cells = [
    text(0, 0, 'Bulan', head),
    ...CATEGORIES.map((name, i) => text(0, i + 1, name, head)),
  ];
  const totalCol = CATEGORIES.length + 1;
  recap.push(text(0, totalCol, 'Total', head));
  const totals: number[] = [];
  MONTHS.forEach((month, m) => {
    const r = m + 1;
    recap.push(text(r, 0, month));
    let sum = 0;
    CATEGORIES.forEach((_, i) => {
      const amount = rand.int(8, 60) * 250_000;
      sum += amount;
      recap.push(money(r, i + 1, amount));
    });
    totals.push(sum);
    recap.push(money(r, totalCol, sum, `=SUM(B${r + 1}:${col(totalCol - 1)}${r + 1})`, { bl: 1 }));
  });
  const last = MONTHS.length + 1;
  recap.push(text(last, 0, 'Jumlah', { bl: 1, bg: '#d9ead3' }));
  for (let c = 1; c <= totalCol; c++) {
    const values = recap.filter((d) => d.c === c && d.r > 0 && d.r < last).map((d) => Number(d.v.v));
    const sum = values.reduce((a, b) => a + b, 0);
    recap.push(money(last, c, sum, `=SUM(${col(c)}2:${col(c)}${last})`, { bl: 1, bg: '#d9ead3' }));
  }

  const target: Cells = [
    text(0, 0, 'Bulan', head),
    text(0, 1, 'Target', head),
    text(0, 2, 'Realisasi', head),
    text(0, 3, 'Capaian', head),
  ];
  MONTHS.forEach((month, m) => {
    const r = m + 1;
    const goal = rand.int(30, 50) * 1_000_000;
    target.push(text(r, 0, month));
    target.push(money(r, 1, goal));
    target.push(money(r, 2, totals[m]!, `=Rekap!${col(totalCol)}${r + 1}`));
    target.push({
      r,
      c: 3,
      v: { v: totals[m]! / goal, f: `=C${r + 1}/B${r + 1}`, ct: { fa: '0.0%', t: 'n' } },
    });
  });
  return [
    {
      id: 's1',
      name: 'Rekap',
      order: 0,
      celldata: recap,
      config: { columnlen: { 0: 110, 1: 120, 2: 120, 3: 120, 4: 140, 5: 140 } },
    },
    { id: 's2', name: 'Target', order: 1, celldata: target, config: { columnlen: { 1: 140, 2: 140 } } },
  ];
}

/** The admin's demo spreadsheet, written through the tool's own service (once). */
export async function seedSpreadsheet(s: SeedContext): Promise<void> {
  const mine = await listFiles(s.app.db.query, {
    id: s.write.actor.id,
    userId: s.write.actor.userId ?? null,
  });
  if (mine.some((file) => file.name === DEMO_SPREADSHEET)) return;
  await createFile(
    s.write,
    s.app.config.uploadDir,
    DEMO_SPREADSHEET,
    demoSalesSheets(s.rand),
    (input, extra) => s.add('media', input, extra),
  );
}
