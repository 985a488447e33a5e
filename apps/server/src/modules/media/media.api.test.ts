import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { multipartFile, TEST_ADMIN_PASSWORD } from '../../test/helpers.ts';
import { sniffFile } from './sniff.ts';

const uploadDir = mkdtempSync(join(tmpdir(), 'kantor-uploads-'));

const ctx = useTestApp({ uploadDir, uploadMaxMb: 1 });
afterAll(async () => {
  rmSync(uploadDir, { recursive: true, force: true });
});

function send(name: string, content: Buffer, type: string, language = 'en-US', as = ctx.admin) {
  const form = multipartFile(content, { name, type });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: form.payload,
    headers: { authorization: `Bearer ${as}`, ...form.headers, 'accept-language': language },
  });
}

/** A login whose new role holds exactly `pages`. */
async function holding(name: string, pages: string[]): Promise<string> {
  const [role] = await ctx.database.query<{ id: number }>(
    'INSERT INTO roles (role_name) VALUES ($1) RETURNING id',
    [`media ${name}`],
  );
  for (const page of pages)
    await ctx.database.query('INSERT INTO permissions (role_id, page_name) VALUES ($1, $2)', [
      role!.id,
      page,
    ]);
  await insertUser(ctx.database, {
    username: name,
    email: `${name}@contoh.co.id`,
    password: TEST_ADMIN_PASSWORD,
    roleId: role!.id,
  });
  return ctx.login(name, TEST_ADMIN_PASSWORD);
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .jpeg()
    .toBuffer();

describe('POST /api/media/upload', () => {
  it('re-encodes an image into the original plus small and large folders and lists it in media', async () => {
    const response = await send('foto kegiatan.jpg', await photo(1800, 1200), 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    const { path, url, mime, record } = response.json();
    expect(path).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.jpg$/);
    expect(mime).toBe('image/jpeg');
    const relative = path.slice('uploads/'.length);
    const file = relative.split('/').pop();
    const dir = relative.slice(0, -file.length);
    for (const [variant, width] of [
      ['', 1800],
      ['large/', 1280],
      ['small/', 320],
    ] as const) {
      const stored = join(uploadDir, dir, variant, file);
      expect(existsSync(stored), stored).toBe(true);
      expect((await sharp(stored).metadata()).width).toBe(width);
    }
    expect(record).toMatchObject({ nama_file: 'foto kegiatan.jpg', path, tipe_mime: 'image/jpeg' });
    const served = await ctx.app.inject({ method: 'GET', url: url.replace(/\/([^/]+)$/, '/small/$1') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('judges the type by content, not by name', async () => {
    const fake = await send('bukan-gambar.jpg', Buffer.from('<script>alert(1)</script>'), 'image/jpeg');
    expect(fake.statusCode).toBe(422);
    const pdf = await send('laporan.png', Buffer.from('%PDF-1.4\n%test\n'), 'image/png');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().mime).toBe('application/pdf');
    expect(pdf.json().path).toMatch(/\.pdf$/);
  });

  it("names a refused file in the caller's language (Indonesian or English)", async () => {
    const markup = Buffer.from('<script>alert(1)</script>');
    expect((await send('x.jpg', markup, 'image/jpeg')).json().errors.file).toEqual([
      'This kind of file is not accepted',
    ]);
    expect((await send('x.jpg', markup, 'image/jpeg', 'id-ID')).json().errors.file).toEqual([
      'Jenis berkas ini tidak diterima',
    ]);
    // a JPEG whose data is cut off after its header: sniffed as an image, unreadable to sharp
    const broken = (await photo(40, 40)).subarray(0, 40);
    const unreadable = await send('rusak.jpg', broken, 'image/jpeg', 'id-ID');
    expect(unreadable.statusCode, unreadable.body).toBe(422);
    expect(unreadable.json().errors.file).toEqual(['Gambar tidak dapat dibaca']);
    const boundary = '----kantor-media';
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="catatan"\r\n\r\nx\r\n--${boundary}--\r\n`,
      ),
      headers: {
        authorization: `Bearer ${ctx.admin}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'accept-language': 'id-ID',
      },
    });
    expect(noFile.statusCode, noFile.body).toBe(422);
    expect(noFile.json().errors.file).toEqual(['Tidak ada berkas yang dikirim']);
  });

  it('refuses a file over the limit with the limit message (413)', async () => {
    const big = Buffer.alloc(1024 * 1024 + 10, 'a');
    const response = await send('besar.txt', big, 'text/plain', 'id-ID');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Batas unggahan terlampaui: maksimal 1 MB');
  });

  // an upload is attached by a form: who only reads has nothing to attach it to (route access `writes`)
  it('needs an add or edit page of something: a reader is refused (403), an extra add route is enough', async () => {
    const reader = await holding('pembaca', ['home', 'rsupplier', 'rsupplier/view', 'rsupplier/export']);
    expect((await send('a.txt', Buffer.from('halo'), 'text/plain', 'en-US', reader)).statusCode).toBe(403);
    const payer = await holding('kasir', ['home', 'rinvoice/addpembayaran']);
    const paid = await send('b.txt', Buffer.from('halo'), 'text/plain', 'en-US', payer);
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/media/upload' });
    expect(response.statusCode).toBe(401);
  });
});

describe('sniffFile', () => {
  it('recognises images, PDF, XLSX and plain text, and refuses markup and binaries', async () => {
    expect(sniffFile(await photo(4, 4))?.mime).toBe('image/jpeg');
    expect(
      sniffFile(
        await sharp({ create: { width: 2, height: 2, channels: 4, background: '#fff' } })
          .png()
          .toBuffer(),
      )?.mime,
    ).toBe('image/png');
    expect(
      sniffFile(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
      )?.mime,
    ).toBe('image/webp');
    expect(sniffFile(Buffer.from('nama,harga\nsemen,65000\n'))?.mime).toBe('text/plain');
    expect(sniffFile(Buffer.from('<html><body>x</body></html>'))).toBeNull();
    expect(sniffFile(Buffer.from([0, 1, 2, 3, 4, 5]))).toBeNull();
  });
});
