/**
 * Issue 35, "What it must show": a day of field work, every screen at a phone's width (360 px).
 * The admin plans a new job's three sub jobs on the dispatch board ("Pindahkan") for two demo
 * technicians. Eko Prasetyo (the `teknisi` login) signs in on his phone, starts the timer online, loses
 * the network, records progress with a photo, fills the "Pemasangan" checklist and has the customer sign
 * on the screen; back online his phone's queue is sent once; he stops the timer. Then, against values
 * computed here by hand: the job's weighted progress, his timesheet entry and hours, the service report
 * (on the job's view, and the PDF's text), the report's link in the customer's mail (real SMTP), and
 * `/lacak/{code}` listing the report. No sideways scroll on the technician's screens, online or offline.
 */
import { addDays, weekStart } from '@kantor/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/server/src/test/pdf-text.ts';
import { firstLink } from '../apps/server/src/test/smtp-catcher.ts';
import { DateInputField } from './pages/date-input.page.ts';
import { cameraShot, FieldPhone } from './pages/field.page.ts';
import { useAdminJourney } from './support/journey.ts';
import { measureOverflow } from './support/overflow.ts';
import { TEKNISI } from './support/server.ts';

const PHONE = { width: 360, height: 740 };
const CUSTOMER = { nama: 'Ibu Sari Wulandari', email: 'sari.wulandari@contoh.test' };
const JOB = 'Pasang AC 2 PK kantor Bu Sari';
const SIGNER = 'Sari Wulandari';
const NOTE = 'Unit indoor terpasang, sinyal hilang di lantai 3';
/**
 * The three sub jobs: [name, weight, technician, start]. The weights leave 20 to the one without:
 * at 75% on the first alone the job stands at 50% × 75 = 37.5, shown rounded half up: 38.
 */
const SUBS = [
  ['Pasang unit indoor & outdoor', 50, 'Eko Prasetyo', '18:00'],
  ['Tarik pipa & kabel', 30, 'Budi Santoso', '18:00'],
  ['Uji dingin & serah terima', null, 'Eko Prasetyo', '19:00'],
] as const;
const PERCENT = 75;
const JOB_PERCENT = 38;
/** Today in Jakarta (UTC+7, no daylight saving), computed apart from the app's code. */
const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

let customerId = 0;
let jobId = 0;
let typeId = 0;
const subIds: number[] = [];

const journey = useAdminJourney({
  server: { seedDemo: true },
  mail: true,
  viewport: PHONE,
  timeout: 180_000,
  prepare: async ({ api, add }) => {
    const types = await api<{ records: { id: number; nama_type: string }[] }>(
      'GET',
      '/api/rtype?search=Pemasangan',
    );
    typeId = types.records.find((t) => t.nama_type === 'Pemasangan')!.id;
    customerId = await add('akun', {
      nama: CUSTOMER.nama,
      jenis_akun: 'Pelanggan',
      email: CUSTOMER.email,
      no_hp: '0812-7788-9900',
    });
    jobId = await add('rpekerjaan', {
      nama_pekerjaan: JOB,
      id_akun: customerId,
      id_type: typeId,
      tanggal_mulai: today,
    });
    for (const [name, weight] of SUBS)
      subIds.push(
        await add('rsubpekerjaan', {
          id_pekerjaan: jobId,
          nama_sub_pekerjaan: name,
          ...(weight === null ? {} : { bobot: weight }),
        }),
      );
  },
});

let admin: Page;
let phone: FieldPhone;
let guest: BrowserContext | undefined;
/** The timer's start and stop as the test's clock saw around each click. */
const timer = { startFrom: 0, startTo: 0, stopFrom: 0, stopTo: 0 };

beforeAll(async () => {
  admin = journey.page;
  phone = await FieldPhone.open(journey.browser, journey.server.url);
}, 60_000);

afterAll(async () => {
  await phone?.context.close();
  await guest?.close();
});

/** The page fits the window's width: nothing scrolls sideways. */
async function fits(page: Page, where: string): Promise<void> {
  const overflow = await measureOverflow(page);
  expect(overflow.widest, `${where}: ${overflow.widest.join(', ')}`).toEqual([]);
  expect(overflow.scrollWidth, where).toBeLessThanOrEqual(overflow.innerWidth);
}

type SubJob = {
  id: number;
  id_teknisi: number | null;
  tanggal_mulai: string | null;
  jam_mulai: string | null;
  progres: number;
  status: string;
};

type Report = {
  entries: { id_subpekerjaan: number; teknisi: string; mulai: string; selesai: string | null; jam: number }[];
  byTechnician: { nama: string; jam: number }[];
  byJob: { nama: string; jam: number }[];
};
/** The timesheet report of the week holding `day`, as the admin reads it. */
function weekReport(day: string): Promise<Report> {
  const monday = weekStart(day);
  return journey.api<Report>('GET', `/api/timesheets/report?from=${monday}&to=${addDays(monday, 6)}`);
}
/** The one timer entry of the technician's sub job, in the week holding `day`. */
async function timerEntry(day: string): Promise<Report['entries'][number]> {
  const mine = (await weekReport(day)).entries.filter((e) => e.id_subpekerjaan === subIds[0]);
  expect(mine).toHaveLength(1);
  return mine[0]!;
}

describe('a day of field work at 360 px', () => {
  it('the admin plans the three sub jobs on the dispatch board for two technicians', async () => {
    await admin.goto('/rpekerjaan/papan');
    const unscheduled = admin.getByRole('complementary');
    await unscheduled.getByText(SUBS[0][0]).waitFor();
    const technicians = await journey.api<{ records: { id: number; nama: string }[] }>(
      'GET',
      '/api/akun?jenis_akun=Teknisi&limit=50',
    );
    const idOf = (name: string) => technicians.records.find((r) => r.nama === name)!.id;
    for (const [name, , technician, start] of SUBS) {
      await unscheduled.getByText(name).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByLabel('Teknisi').selectOption({ label: technician });
      await new DateInputField(dialog.getByLabel('Tanggal mulai', { exact: true })).type(today);
      await new DateInputField(dialog.getByLabel('Jam mulai (opsional)', { exact: true }), 'time').type(
        start,
      );
      await dialog.getByLabel('Durasi (menit)').fill('60');
      await fits(admin, `the board's "Pindahkan" for ${name}`);
      await admin.getByTestId('move-save').click();
      await dialog.waitFor({ state: 'hidden' });
      await unscheduled.getByText(name).waitFor({ state: 'detached' });
    }
    await fits(admin, 'the dispatch board');
    for (const [i, [, , technician, start]] of SUBS.entries()) {
      const sub = await journey.api<SubJob>('GET', `/api/rsubpekerjaan/view/${subIds[i]}`);
      expect(sub).toMatchObject({ id_teknisi: idOf(technician), tanggal_mulai: today });
      expect(String(sub.jam_mulai).slice(0, 5)).toBe(start);
    }
  });

  it('the technician signs in on his phone, the device is readied, and he starts the timer online', async () => {
    const sub = subIds[0]!;
    await phone.signIn(TEKNISI);
    await phone.waitKept([
      `/api/rsubptrackprogres/trackadd/${sub}`,
      `/api/worksheets/sub/${sub}`,
      `/api/timesheets/sub/${sub}`,
    ]);
    const page = phone.page;
    await page.goto('/rsubptrackprogres/tracklist');
    await page.getByTestId('track-card').filter({ hasText: SUBS[0][0] }).waitFor();
    await fits(page, 'the work list, online');
    await phone.openProgress(sub);
    await fits(page, 'the progress screen, online');
    const timerBox = page.getByTestId('subjob-timer');
    timer.startFrom = Date.now();
    await timerBox.getByRole('button', { name: 'Mulai timer' }).click();
    await timerBox.getByRole('button', { name: 'Hentikan timer' }).waitFor();
    timer.startTo = Date.now();
  });

  it('offline, he records progress with a photo, fills the checklist and has the customer sign', async () => {
    const sub = subIds[0]!;
    const page = phone.page;
    await phone.context.setOffline(true);
    await phone.openProgress(sub);
    await page.getByTestId('offline-banner').waitFor();
    await fits(page, 'the progress screen, offline');
    await phone.recordProgress({ percent: PERCENT, note: NOTE, photo: await cameraShot('#e76f51') });
    await expect.poll(() => phone.queued()).toBe(1);
    await fits(page, 'the work list with its queue, offline');

    await phone.openWorksheet(sub);
    await page.getByTestId('offline-banner').waitFor();
    await phone.fillChecklist(await cameraShot('#2a9d8f'), (label) =>
      label.startsWith('Tekanan freon') ? '135' : label.startsWith('Suhu') ? '14,5' : 'Filter dibersihkan',
    );
    await fits(page, 'the worksheet filled, offline');
    await phone.sign(SIGNER);
    await expect.poll(() => phone.queued()).toBe(2);

    // nothing reached the server yet
    const entries = await journey.api<{ records: unknown[] }>(
      'GET',
      `/api/rsubptrackprogres?id_subpekerjaan=${sub}`,
    );
    expect(entries.records).toEqual([]);
  });

  it('back online the queue is sent once; he stops the timer', async () => {
    const sub = subIds[0]!;
    const page = phone.page;
    await phone.context.setOffline(false);
    const stored = () =>
      journey.api<{ records: { foto: string | null; catatan?: string }[] }>(
        'GET',
        `/api/rsubptrackprogres?id_subpekerjaan=${sub}`,
      );
    // the server's record, not the panel, says the queue was sent: a panel drawn anew starts empty
    // until it has read the device's queue, so its count alone could pass before anything was sent
    await expect.poll(async () => (await stored()).records.length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('field-queue').count(), { timeout: 30_000 }).toBe(0);
    await fits(page, 'the work list, online again');

    const entries = await stored();
    expect(entries.records).toHaveLength(1);
    expect(entries.records[0]!.foto).toMatch(/\S/);
    expect(entries.records[0]!.foto).not.toContain('local-photo');

    await phone.openProgress(sub);
    const timerBox = page.getByTestId('subjob-timer');
    timer.stopFrom = Date.now();
    await timerBox.getByRole('button', { name: 'Hentikan timer' }).click();
    await timerBox.getByRole('button', { name: 'Mulai timer' }).waitFor();
    timer.stopTo = Date.now();
    expect(phone.errors).toEqual([]);
  });

  it('the job stands at the weighted progress computed by hand', async () => {
    const first = await journey.api<SubJob>('GET', `/api/rsubpekerjaan/view/${subIds[0]}`);
    expect(first).toMatchObject({ progres: PERCENT, status: 'On Going' });
    const job = await journey.api<{ progres: number; status: string }>(
      'GET',
      `/api/rpekerjaan/view/${jobId}`,
    );
    expect(job).toMatchObject({ progres: JOB_PERCENT, status: 'On Going' });
    await admin.goto(`/rpekerjaan/view/${jobId}`);
    const bar = admin.getByTestId('job-progress');
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(JOB_PERCENT));
    // the sub jobs' table: the first at its percent, the others not started
    const panel = admin.getByTestId('job-progress-panel');
    expect(await panel.locator('tr', { hasText: SUBS[0][0] }).textContent()).toContain(`${PERCENT}%`);
  });

  it('the timesheet holds his entry with its hours; the admin corrects it to the time he really worked', async () => {
    const entry = await timerEntry(today);
    expect(entry.teknisi).toBe('Eko Prasetyo');
    const start = Date.parse(entry.mulai);
    const stop = Date.parse(entry.selesai ?? '');
    // the server's times, within what the test's clock saw around each click (a second's leeway)
    expect(start).toBeGreaterThanOrEqual(timer.startFrom - 1_000);
    expect(start).toBeLessThanOrEqual(timer.startTo + 1_000);
    expect(stop).toBeGreaterThanOrEqual(timer.stopFrom - 1_000);
    expect(stop).toBeLessThanOrEqual(timer.stopTo + 1_000);
    // hours to two decimals
    expect(entry.jam).toBeCloseTo(Math.round((stop - start) / 36_000) / 100, 2);

    // he started work 45 minutes before he stopped: the admin sets the start (Jakarta's wall clock,
    // to the minute, as the dialog shows the stop) and says why
    const stopWall = new Date(Math.floor(stop / 60_000) * 60_000 + 7 * 3_600_000);
    const startWall = new Date(stopWall.getTime() - 45 * 60_000).toISOString().slice(0, 16);
    await admin.goto('/rpekerjaan/timesheet');
    const page = admin.getByTestId('timesheet-page');
    const row = page.locator('tr', { hasText: `${SUBS[0][0]} (${JOB})` });
    await row.waitFor();
    expect(await row.locator('td').first().textContent()).toBe('Eko Prasetyo');
    expect(await row.locator('td.num').textContent()).toBe(String(entry.jam).replace('.', ','));
    await row.getByRole('button', { name: 'Koreksi' }).click();
    // by its name: the calendar's panel is a dialog too, and may still be fading out when this one closes
    const dialog = admin.getByRole('dialog', { name: 'Koreksi' });
    const field = (label: string) =>
      new DateInputField(dialog.getByLabel(label, { exact: true }), 'datetime');
    expect(await field('Selesai').value()).toBe(stopWall.toISOString().slice(0, 16));
    await field('Mulai').type(startWall);
    await dialog.getByLabel('Alasan koreksi (wajib)').fill('Timer baru dinyalakan setelah unit terpasang');
    await fits(admin, 'the timesheet’s correction');
    await dialog.getByRole('button', { name: 'Simpan koreksi' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // the week the corrected start falls in (the week before, just after Monday's midnight)
    const startDay = startWall.slice(0, 10);
    if (weekStart(startDay) !== weekStart(today))
      await page.getByRole('button', { name: /sebelumnya/i }).click();
    await expect.poll(() => row.locator('td.num').textContent()).toBe('0,75');
    expect(await row.textContent()).toContain('dikoreksi 1×');
    await fits(admin, 'the timesheet');
    const corrected = await timerEntry(startDay);
    expect(corrected.jam).toBe(0.75);
    const report = await weekReport(startDay);
    expect(report.byJob.find((r) => r.nama === JOB)?.jam).toBe(0.75);
    // his week: each of his entries to two decimals, added
    const his = report.entries.filter((e) => e.teknisi === 'Eko Prasetyo');
    const week = Math.round(his.reduce((sum, e) => sum + e.jam, 0) * 100) / 100;
    expect(report.byTechnician.find((r) => r.nama === 'Eko Prasetyo')?.jam).toBeCloseTo(week, 2);
  });

  it('the service report is on the job’s view, signed, and its PDF says what was done', async () => {
    const sub = subIds[0]!;
    await admin.goto(`/rpekerjaan/view/${jobId}`);
    const panel = admin.getByTestId('job-worksheets-panel');
    await panel.waitFor();
    const line = panel.locator('li', { hasText: SUBS[0][0] });
    await expect.poll(() => line.textContent()).toContain(SIGNER);
    await line.getByTestId(`report-${sub}`).waitFor();
    await fits(admin, 'the job’s view');

    const pdf = await journey.server.app.inject({
      method: 'GET',
      url: `/api/worksheets/sub/${sub}/laporan`,
      headers: { authorization: `Bearer ${journey.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const words of [
      JOB,
      SUBS[0][0],
      CUSTOMER.nama,
      SIGNER,
      'Tekanan freon',
      '135',
      'Filter dibersihkan',
    ])
      expect(text, words).toContain(words);
  });

  it('the customer’s mail holds the report’s link, and /lacak shows the report', async () => {
    const { kode_lacak: code } = await journey.api<{ kode_lacak: string }>(
      'GET',
      `/api/rpekerjaan/view/${jobId}`,
    );
    const mail = await journey.smtp.waitFor(CUSTOMER.email);
    expect(mail.subject).toContain(`Laporan Servis: ${JOB}`);
    const link = firstLink(mail);
    expect(link).toBe(`${journey.server.url}/api/lacak/${encodeURIComponent(code)}/laporan/${subIds[0]}`);
    expect(journey.smtp.count(CUSTOMER.email)).toBe(1);

    guest = await journey.browser.newContext({ baseURL: journey.server.url, viewport: PHONE });
    const page = await guest.newPage();
    await page.goto(`/lacak/${encodeURIComponent(code)}`);
    const reports = page.getByTestId('lacak-reports');
    await reports.waitFor();
    const anchor = reports.getByRole('link', { name: `Laporan Servis: ${SUBS[0][0]}` });
    expect(new URL((await anchor.getAttribute('href')) ?? '', journey.server.url).href).toBe(link);
    expect(await page.getByTestId('lacak-progress').getAttribute('aria-valuenow')).toBe(String(JOB_PERCENT));
    await fits(page, '/lacak');
    const answer = await page.request.get(link);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    expect(pdfText(await answer.body())).toContain(SIGNER);
    expect(journey.errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
