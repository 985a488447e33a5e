import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SecretBox, secretBox, secretKeysFromEnv } from '../../lib/secret-box.ts';
import { useTestApp } from '../../test/fixture.ts';

let id: number;
const KEY = 'sk-test-PLAINTEXT-key-4f9a2c';
const NEW_KEY = 'sk-test-SECOND-key-77d1e0';

const stored = async () =>
  (
    await ctx.database.query<{ api_key: string | null }>(
      'SELECT api_key FROM promptapiopenai WHERE id = $1',
      [id],
    )
  )[0]!.api_key;

const ctx = useTestApp();
const { asAdmin: as } = ctx;
beforeAll(async () => {
  const response = await as('POST', '/api/promptapiopenai/add', {
    nama: 'Kantor AI',
    provider: 'OpenAI',
    endpoint_url: 'http://127.0.0.1:9/v1',
    model: 'gpt-4o-mini',
    api_key: KEY,
    status: 'Active',
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain(KEY);
  expect(response.json().record).toMatchObject({ nama: 'Kantor AI', api_key_set: true });
  expect(response.json().record).not.toHaveProperty('api_key');
  id = Number(response.json().record.id);
});

describe('secret fields (promptapiopenai.api_key)', () => {
  it('are stored sealed: the database holds ciphertext that opens to the key, never the key', async () => {
    const sealed = (await stored())!;
    expect(sealed).not.toContain(KEY);
    expect(sealed).toMatch(/^ks1\.[0-9a-f]{8}\./);
    expect(secretBox().open(sealed)).toBe(KEY);
    // a fresh IV each time: the same key sealed twice differs
    expect(secretBox().seal(KEY)).not.toBe(secretBox().seal(KEY));
  });

  it('never appear in list, filtered list, view, history, options or search answers', async () => {
    const sealed = (await stored())!;
    const urls = [
      '/api/promptapiopenai',
      '/api/promptapiopenai?limit=500',
      `/api/promptapiopenai/index/nama/${encodeURIComponent('Kantor AI')}`,
      `/api/promptapiopenai/view/${id}`,
      `/api/promptapiopenai/history/${id}`,
      '/api/promptapiopenai/options',
      `/api/promptapiopenai/options?id=${id}`,
      '/api/templateprompt/options',
    ];
    for (const url of urls) {
      const response = await as('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.body, url).not.toContain(KEY);
      expect(response.body, url).not.toContain(sealed);
      expect(response.body, url).not.toContain('"api_key"');
    }
    const view = await as('GET', `/api/promptapiopenai/view/${id}`);
    expect(view.json().api_key_set).toBe(true);
    // nothing can be found or filtered by it
    const search = await as('GET', `/api/promptapiopenai?search=${encodeURIComponent(KEY)}`);
    expect(search.json().totalRecords).toBe(0);
    const filter = await as('GET', `/api/promptapiopenai?api_key=${encodeURIComponent(KEY)}`);
    expect(filter.statusCode).toBe(422);
    const index = await as('GET', `/api/promptapiopenai/index/api_key/${encodeURIComponent(KEY)}`);
    expect(index.statusCode).toBe(422);
    expect(index.body).not.toContain(KEY);
  });

  it('never appear in CSV, XLSX or PDF exports', async () => {
    const sealed = (await stored())!;
    const csv = await as('GET', '/api/promptapiopenai/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Kantor AI');
    expect(csv.body).not.toContain(KEY);
    expect(csv.body).not.toContain(sealed);
    expect(csv.body.split('\n')[0]).not.toContain('api_key');
    const xlsx = await as('GET', '/api/promptapiopenai/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          cells.push(String(cell.value ?? ''));
        }),
      ),
    );
    expect(cells).toContain('Kantor AI');
    expect(cells.join('\n')).not.toContain(KEY);
    expect(cells.join('\n')).not.toContain(sealed);
    expect(cells).not.toContain('api_key');
    const pdf = await as('GET', '/api/promptapiopenai/export?format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.includes(Buffer.from(KEY))).toBe(false);
  });

  it('an edit that leaves the key empty keeps it; a new key replaces it; neither is echoed', async () => {
    const before = await stored();
    const keep = await as('PUT', `/api/promptapiopenai/edit/${id}`, { model: 'gpt-4.1-mini', api_key: '' });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(await stored()).toBe(before);
    const omitted = await as('PUT', `/api/promptapiopenai/edit/${id}`, { model: 'gpt-4.1' });
    expect(omitted.statusCode).toBe(200);
    expect(await stored()).toBe(before);

    const replace = await as('PUT', `/api/promptapiopenai/edit/${id}`, { api_key: NEW_KEY });
    expect(replace.statusCode).toBe(200);
    expect(replace.body).not.toContain(NEW_KEY);
    const after = (await stored())!;
    expect(after).not.toBe(before);
    expect(secretBox().open(after)).toBe(NEW_KEY);

    const history = await as('GET', `/api/promptapiopenai/history/${id}`);
    expect(history.body).not.toContain(NEW_KEY);
    expect(history.body).not.toContain(KEY);
    expect(history.body).not.toContain(after);
    const trail = await ctx.database.query<{ changes: unknown }>(
      "SELECT changes FROM audit_log WHERE resource = 'promptapiopenai'",
    );
    expect(JSON.stringify(trail)).not.toContain(NEW_KEY);
  });

  it('a record without a key says so (api_key_set false)', async () => {
    const response = await as('POST', '/api/promptapiopenai/add', { nama: 'Tanpa kunci', model: 'llama3' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().record.api_key_set).toBe(false);
  });
});

describe('the secret box', () => {
  it('opens values of a previous key and refuses tampered ones', () => {
    const old = new SecretBox({ current: 'an-old-secret-key-of-at-least-32-chars!', previous: [] });
    const sealed = old.seal('rahasia');
    const rotated = new SecretBox({
      current: 'a-new-secret-key-of-at-least-32-chars!!',
      previous: ['an-old-secret-key-of-at-least-32-chars!'],
    });
    expect(rotated.open(sealed)).toBe('rahasia');
    expect(rotated.isCurrent(sealed)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('rahasia'))).toBe(true);
    const alone = new SecretBox({ current: 'a-new-secret-key-of-at-least-32-chars!!', previous: [] });
    expect(() => alone.open(sealed)).toThrow(/unknown key/);
    const parts = sealed.split('.');
    parts[4] = Buffer.from('rahasib').toString('base64url');
    expect(() => old.open(parts.join('.'))).toThrow(/does not open/);
  });

  it('stops a production start on PostgreSQL without SECRET_KEY, with a message saying what to set', () => {
    const shared = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/kantor' };
    expect(() => secretKeysFromEnv(shared, '/tmp/unused')).toThrow(/SECRET_KEY is not set/);
    expect(() => secretKeysFromEnv({ NODE_ENV: 'production', SECRET_KEY: 'short' })).toThrow(/too short/);
    expect(secretKeysFromEnv({ NODE_ENV: 'production', SECRET_KEY: 'a'.repeat(64) }).current).toBe(
      'a'.repeat(64),
    );
    expect(secretKeysFromEnv({}).current).toMatch(/development/);
  });

  it('keeps a random key of its own beside the embedded database when none is set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kantor-key-'));
    try {
      const first = secretKeysFromEnv({ NODE_ENV: 'production' }, dataDir).current;
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
      // the next start reads the same key, so stored secrets still open
      expect(secretKeysFromEnv({ NODE_ENV: 'production' }, dataDir).current).toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
