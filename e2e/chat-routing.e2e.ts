/**
 * Browser journey of the chat's routing (issue 35, docs/chat.md "Routing, working hours, tickets"): the
 * admin is the CS agent (an `rchatadmin` row of their own) with the console open. Outside the agent's
 * working hours a visitor on the public page sees the away message with the hours and leaves a ticket,
 * which the console tags "Tiket" and the bell announces; within the hours a second visitor's chat is
 * given to the agent at once (no "Ambil"); the agent replies and closes it, the visitor rates it, the
 * console shows the stars, the visitor has the transcript mailed to the address they gave (received by
 * an in-process SMTP peer), and "Jadikan pekerjaan" makes the job.
 *
 * "Now" against the hours is controlled without waiting: the agent's row gets hours computed here from
 * the Jakarta time (UTC+7, no daylight saving) that exclude it, then hours that include it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchErrors } from './support/browser.ts';
import { useAdminJourney } from './support/journey.ts';

const AGENT = 'Sekar (CS)';
type Visitor = { nama: string; no_hp: string; email?: string; pesan: string };
const TICKET: Visitor = {
  nama: 'Wahyu Pratama',
  no_hp: '0813-5566-7788',
  pesan: 'Malam, CCTV di gudang mati sejak sore.',
};
const CHAT: Visitor = {
  nama: 'Ratna Kusuma',
  no_hp: '0857-1122-3344',
  email: 'ratna.kusuma@contoh.test',
  // two lines: the job is named after the first
  pesan: 'Mau pasang AC 1 PK di kamar tidur.\nKapan teknisi bisa survei?',
};
const REPLY = 'Bisa besok pukul 09.00, Bu Ratna.';
const COMMENT = 'Cepat dibalas, terima kasih';

/** The hour in Jakarta now, computed apart from the server's code. */
const jakartaHour = () => (new Date().getUTCHours() + 7) % 24;
const hh = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
/** Today's date in Jakarta. */
const jakartaToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

let rowId = 0;
let agentId = 0;
let hoursFrom = '';
let hoursTo = '';

const journey = useAdminJourney({
  mail: true,
  prepare: async ({ api, add, server }) => {
    // a read: which login is the admin (the row itself is added through the API, as an admin would)
    const [admin] = await server.app.db.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'admin'",
    );
    agentId = admin!.id;
    // three to five hours from now: now is outside the agent's hours
    const h = jakartaHour();
    hoursFrom = hh(h + 3);
    hoursTo = hh(h + 5);
    rowId = await add('rchatadmin', {
      id_agen: agentId,
      nama_tampilan: AGENT,
      kanal: 'Website',
      maks_percakapan: 3,
      status: 'Active',
      jam_mulai: hoursFrom,
      jam_selesai: hoursTo,
    });
    expect(await api('GET', '/api/chat/availability')).toEqual({
      open: false,
      hours: [{ from: hoursFrom, to: hoursTo }],
    });
  },
  timeout: 180_000,
});

let browser: Browser;
const visitors: BrowserContext[] = [];
const errors: string[][] = [];
let agent: Page;
let ratna: Page;
let ratnaCode = '';

/** A visitor on a phone-sized screen of their own (a fresh context: no stored conversation). */
async function newVisitor(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: journey.server.url,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  visitors.push(context);
  const page = await context.newPage();
  const pageErrors = watchErrors(page);
  errors.push(pageErrors);
  // the widget loads its own build (`/chat-widget/`), never a file of the signed-in app's (its entry
  // `main-*.js` mounts itself on a `#root` the public page does not have; its framework and core chunks
  // are what issue 35 took out of the widget's download)
  page.on('request', (request) => {
    if (/^\/assets\/.+\.(js|css)$/.test(new URL(request.url()).pathname))
      pageErrors.push(`loaded ${request.url()}`);
  });
  return page;
}

/** Opens the widget on the public page; answers once its availability has been read. */
async function openWidget(page: Page): Promise<void> {
  await page.goto('/');
  const availability = page.waitForResponse((r) => r.url().endsWith('/api/chat/availability'));
  await page.getByTestId('chat-launcher').click();
  await page.getByTestId('chat-start').waitFor();
  expect((await availability).status()).toBe(200);
}

async function fillStart(page: Page, who: Visitor): Promise<void> {
  await page.getByTestId('chat-start-nama').fill(who.nama);
  await page.getByTestId('chat-start-no_hp').fill(who.no_hp);
  if (who.email) await page.getByTestId('chat-start-email').fill(who.email);
  await page.getByTestId('chat-start-pesan').fill(who.pesan);
  await page.getByTestId('chat-start-submit').click();
}

const queueItem = (name: string) => agent.getByTestId('chat-queue-item').filter({ hasText: name });
const bellCount = async () => {
  const badge = agent.getByTestId('notification-count');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
};

beforeAll(async () => {
  browser = journey.browser;
  agent = journey.page;
  errors.push(journey.errors);
  await agent.goto('/rchatadmin/admincs');
  await agent.getByTestId('chat-console').waitFor();
  // the channel is registered: the agent is online from here on
  await agent.locator('[data-testid="notification-bell"][data-live="true"]').waitFor();
}, 60_000);

afterAll(async () => {
  for (const context of visitors) await context.close();
});

describe('chat routing, tickets, rating and "Jadikan pekerjaan" in the browser', () => {
  it('outside the hours the widget is away with the hours; the message is a ticket the console tags and the bell announces', async () => {
    const before = await bellCount();
    const wahyu = await newVisitor();
    await openWidget(wahyu);
    await expect
      .poll(() => wahyu.getByTestId('chat-away').textContent())
      .toContain(`Kami sedang tutup. Jam layanan CS: ${hoursFrom}–${hoursTo} WIB.`);
    await expect.poll(() => wahyu.getByTestId('chat-start-submit').textContent()).toContain('Kirim pesan');
    await fillStart(wahyu, TICKET);
    await expect
      .poll(() => wahyu.getByTestId('chat-ticket').textContent())
      .toBe('Pesan Anda sudah kami terima. Tim CS akan membalas pada jam layanan berikutnya.');

    const item = queueItem(TICKET.nama);
    await item.waitFor({ timeout: 15_000 });
    await expect.poll(() => item.getByTestId('chat-ticket-tag').textContent()).toBe('Tiket');
    // nobody was given it, although the agent is online
    await expect.poll(() => item.textContent()).toContain('Belum ditangani');
    await expect.poll(bellCount, { timeout: 15_000 }).toBe(before + 1);
    await agent.getByTestId('notification-bell').click();
    await agent.locator('.notification-panel').getByText(`Tiket baru dari ${TICKET.nama}`).waitFor();
    await agent.keyboard.press('Escape');
    await agent.locator('.notification-panel').waitFor({ state: 'hidden' });
  });

  it('within the hours a new chat is given to the online agent at once; the agent replies and closes it', async () => {
    // an hour ago to two hours on: now is within
    const h = jakartaHour();
    await journey.api('PUT', `/api/rchatadmin/edit/${rowId}`, {
      jam_mulai: hh(h - 1),
      jam_selesai: hh(h + 2),
    });
    expect(await journey.api('GET', '/api/chat/availability')).toEqual({
      open: true,
      hours: [{ from: hh(h - 1), to: hh(h + 2) }],
    });

    ratna = await newVisitor();
    await openWidget(ratna);
    expect(await ratna.getByTestId('chat-away').count()).toBe(0);
    await fillStart(ratna, CHAT);
    await ratna.getByText(`Dilayani oleh ${AGENT}`).waitFor({ timeout: 15_000 });
    expect(await ratna.getByTestId('chat-ticket').count()).toBe(0);

    // "Milik saya": the agent holds it without taking it
    await agent.getByTestId('chat-queue').getByText('Milik saya').click();
    const item = queueItem(CHAT.nama);
    await item.waitFor({ timeout: 15_000 });
    expect(await queueItem(TICKET.nama).count()).toBe(0);
    ratnaCode = (await item.getAttribute('data-code')) ?? '';
    expect(ratnaCode).toMatch(/^CS-/);
    expect(await item.getByTestId('chat-ticket-tag').count()).toBe(0);
    await item.click();
    const conversation = agent.getByTestId('agent-conversation');
    await expect.poll(() => conversation.textContent()).toContain(`Ditangani ${AGENT}`);
    expect(await agent.getByTestId('chat-assign-me').count()).toBe(0);

    await agent.getByTestId('chat-input').fill(REPLY);
    await agent.getByTestId('chat-send').click();
    await ratna.getByText(REPLY).waitFor({ timeout: 15_000 });
    await agent.getByTestId('chat-close').click();
    await ratna.getByText('Percakapan ini sudah ditutup.').waitFor({ timeout: 15_000 });
  });

  it('the visitor rates the closed chat; the console shows the stars and the comment', async () => {
    await ratna.getByTestId('chat-star-4').click();
    await ratna.getByTestId('chat-rating-comment').fill(COMMENT);
    await ratna.getByTestId('chat-rating-submit').click();
    await expect
      .poll(() => ratna.getByTestId('chat-rated').textContent(), { timeout: 15_000 })
      .toBe('★★★★☆ Terima kasih atas penilaian Anda.');
    await expect
      .poll(() => agent.getByTestId('chat-conv-rating').textContent(), { timeout: 15_000 })
      .toBe(`★★★★☆ “${COMMENT}”`);
    expect(await agent.getByTestId('chat-conv-rating').getByRole('img').getAttribute('aria-label')).toBe(
      '4 dari 5',
    );
  });

  it('after rating, the visitor has the transcript mailed to the address they gave', async () => {
    const email = CHAT.email!;
    expect(journey.smtp.count(email)).toBe(0);
    await ratna.getByTestId('chat-transcript').click();
    await expect
      .poll(() => ratna.getByTestId('chat-transcript-said').textContent(), { timeout: 15_000 })
      .toBe(`Transkrip dikirim ke ${email}.`);
    const mail = await journey.smtp.waitFor(email);
    // in the language the widget speaks
    expect(mail.subject).toBe(`Kantor: Transkrip percakapan ${ratnaCode}`);
    // every message, oldest first: the visitor's question, then the agent's reply
    const lines = mail.text.split(/\r?\n/);
    const asked = lines.findIndex((l) => l.endsWith(`${CHAT.nama}: ${CHAT.pesan.split('\n')[0]}`));
    const replied = lines.findIndex((l) => l.endsWith(`: ${REPLY}`));
    expect(asked, mail.text).toBeGreaterThanOrEqual(0);
    expect(replied, mail.text).toBeGreaterThan(asked);
    expect(journey.smtp.messages.filter((m) => m.subject.includes('Transkrip'))).toHaveLength(1);
  });

  it('"Jadikan pekerjaan" makes the job for a new customer and links the conversation to it', async () => {
    await agent.getByTestId('chat-to-job').click();
    const link = agent.getByTestId('chat-job-link');
    await link.waitFor({ timeout: 15_000 });
    const href = (await link.getAttribute('href')) ?? '';
    const jobId = Number(href.match(/^\/rpekerjaan\/view\/(\d+)$/)?.[1]);
    expect(jobId).toBeGreaterThan(0);
    expect(await link.textContent()).toBe(`Pekerjaan #${jobId}`);

    type Job = { nama_pekerjaan: string; id_akun: number; tanggal_mulai: string; status: string };
    const job = await journey.api<Job>('GET', `/api/rpekerjaan/view/${jobId}`);
    expect(job.nama_pekerjaan).toBe(`Chat ${CHAT.nama}: Mau pasang AC 1 PK di kamar tidur.`);
    expect(String(job.tanggal_mulai).slice(0, 10)).toBe(jakartaToday());
    expect(job.status).toBe('On Going');
    // nobody had this phone number: a new customer account from what the visitor gave
    type Account = { nama: string; jenis_akun: string; no_hp: string };
    const account = await journey.api<Account>('GET', `/api/akun/view/${job.id_akun}`);
    expect(account).toMatchObject({ nama: CHAT.nama, jenis_akun: 'Pelanggan', no_hp: CHAT.no_hp });

    const closed = await journey.api<{ records: { code: string; job_id: number | null }[] }>(
      'GET',
      '/api/chat/queue?status=closed',
    );
    expect(closed.records.find((c) => c.code === ratnaCode)?.job_id).toBe(jobId);
    // the link opens the job
    await link.click();
    await agent.waitForURL(`**/rpekerjaan/view/${jobId}`);
    expect(errors.flat()).toEqual([]);
  });
});
