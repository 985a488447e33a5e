import { AiEvent } from '@kantor/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai.ts';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';

let fake: FakeOpenAi;
const ids: Record<string, number> = {};
const KEY = 'sk-fake-0123456789abcdef';

const run = (payload: object, token = ctx.admin) => as(token, 'POST', '/api/ai/run', payload);

/** The events of a streamed answer, in order; each one exactly as core's AiEvent has it (no key more). */
function eventsOf(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>;
      // parsing drops unknown keys: the equality catches a key the schema lacks
      expect(AiEvent.parse({ event, ...data }), block).toEqual({ event, ...data });
      return { event, data };
    });
}

beforeAll(async () => {
  fake = await startFakeOpenAi(['Pekerjaan ', 'pasang AC ', 'selesai 60%.']);
});
afterAll(async () => {
  await fake.close();
});
const ctx = useTestApp({ aiTimeoutMs: 400 });
const { as, addId: add } = ctx;
beforeAll(async () => {
  ids.setting = await add('promptapiopenai', {
    nama: 'Lokal',
    provider: 'OpenAI',
    endpoint_url: fake.baseUrl,
    model: 'kantor-test-model',
    api_key: KEY,
    system_prompt: 'Jawab singkat.',
    temperature: 0.2,
    max_tokens: 300,
    status: 'Active',
  });
  ids.customer = await add('akun', { nama: 'Ibu Ratna', jenis_akun: 'Pelanggan' });
  ids.job = await add('rpekerjaan', {
    nama_pekerjaan: 'Pasang AC ruang rapat',
    id_akun: ids.customer,
    tanggal_mulai: '2026-03-02',
  });
  ids.template = await add('templateprompt', {
    nama_template: 'Ringkas',
    kategori: 'rpekerjaan',
    isi_prompt:
      'Ringkas {{nama_pekerjaan}} untuk {{ id_akun }} mulai {{tanggal_mulai}}. Catatan: {{catatan}}',
    variabel: { catatan: '-' },
    id_promptapi: ids.setting,
    status: 'Active',
  });
});
beforeEach(() => {
  fake.mode = 'stream';
  fake.requests.length = 0;
});

describe('AI prompts answered by an OpenAI-compatible endpoint', () => {
  it('fills the placeholders from the record and streams the answer as server-sent events', async () => {
    const response = await run({ templateId: ids.template, resource: 'rpekerjaan', recordId: ids.job });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(response.body);
    const prompt = 'Ringkas Pasang AC ruang rapat untuk Ibu Ratna mulai 2026-03-02. Catatan: -';
    expect(events[0]).toEqual({ event: 'start', data: { prompt, model: 'kantor-test-model' } });
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual([
      'Pekerjaan ',
      'pasang AC ',
      'selesai 60%.',
    ]);
    // `done` carries the answer's length (core's AiEvent)
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: { length: 'Pekerjaan pasang AC selesai 60%.'.length },
    });

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({
      model: 'kantor-test-model',
      stream: true,
      temperature: 0.2,
      max_tokens: 300,
      messages: [
        { role: 'system', content: 'Jawab singkat.' },
        { role: 'user', content: prompt },
      ],
    });
    // the key went upstream only
    expect(response.body).not.toContain(KEY);
  });

  it('typed values win over the record and the defaults; an endpoint answering one JSON body works too', async () => {
    fake.mode = 'json';
    const response = await run({
      templateId: ids.template,
      resource: 'rpekerjaan',
      recordId: ids.job,
      variables: { catatan: 'unit outdoor di atap' },
    });
    expect(response.statusCode).toBe(200);
    const events = eventsOf(response.body);
    expect(String(events[0]!.data.prompt)).toContain('Catatan: unit outdoor di atap');
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual([
      'Pekerjaan pasang AC selesai 60%.',
    ]);
  });

  it('names each placeholder nobody filled (422) and calls nothing', async () => {
    const response = await run({ templateId: ids.template });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'id_akun',
      'nama_pekerjaan',
      'tanggal_mulai',
    ]);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses bad input with 422 naming the field, never a 500', async () => {
    expect((await run({})).json().errors).toHaveProperty('templateId');
    expect(
      (await run({ templateId: ids.template, resource: 'nothing', recordId: 1 })).json().errors,
    ).toHaveProperty('resource');
    expect((await run({ templateId: ids.template, resource: 'rpekerjaan' })).json().errors).toHaveProperty(
      'recordId',
    );
    const bad = await run({
      templateId: ids.template,
      resource: 'rpekerjaan',
      recordId: ids.job,
      variables: [1],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['variables']);
    // garbage names each field (the declaration, api/routes/ai.ts), never a 500
    for (const [payload, fields] of [
      [[], ['templateId']],
      ['teks', ['templateId']],
      [{ templateId: true, variables: 'nama' }, ['templateId', 'variables']],
      [{ templateId: { id: 1 } }, ['templateId']],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/ai/run',
        payload: JSON.stringify(payload),
        headers: { authorization: `Bearer ${ctx.admin}`, 'content-type': 'application/json' },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors).sort(), JSON.stringify(payload)).toEqual(fields);
    }
    const repeated = await as(ctx.admin, 'GET', '/api/ai/templates?resource=a&resource=b');
    expect(repeated.statusCode).toBe(422);
    expect(Object.keys(repeated.json().errors)).toEqual(['resource']);
    expect((await run({ templateId: 999_999 })).statusCode).toBe(404);
    expect(
      (await run({ templateId: ids.template, resource: 'rpekerjaan', recordId: 999_999 })).statusCode,
    ).toBe(404);
  });

  it('an endpoint that refuses becomes a 502 with its own reason', async () => {
    fake.mode = 'refuse';
    const response = await run({ templateId: ids.template, resource: 'rpekerjaan', recordId: ids.job });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('Incorrect API key provided');
    expect(response.json().message).toContain('401');
  });

  it('an endpoint that does not answer in time becomes a 504 saying so', async () => {
    fake.mode = 'hang';
    const response = await run({ templateId: ids.template, resource: 'rpekerjaan', recordId: ids.job });
    expect(response.statusCode).toBe(504);
    expect(response.json().message).toMatch(/did not answer within/);
  });

  it('an endpoint that breaks mid-answer ends the stream with an error event', async () => {
    fake.mode = 'break';
    const response = await run({ templateId: ids.template, resource: 'rpekerjaan', recordId: ids.job });
    expect(response.statusCode).toBe(200);
    const events = eventsOf(response.body);
    expect(events.at(-1)).toMatchObject({ event: 'error' });
    expect(String(events.at(-1)!.data.message)).toContain('The server had an error');
  });

  it('an unreachable endpoint becomes a 502; an inactive setting a 422', async () => {
    const lost = await add('promptapiopenai', {
      nama: 'Hilang',
      endpoint_url: 'http://127.0.0.1:9/v1',
      model: 'x',
      status: 'Active',
    });
    const template = await add('templateprompt', {
      nama_template: 'T2',
      isi_prompt: 'Halo',
      id_promptapi: lost,
    });
    const response = await run({ templateId: template });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/could not be reached/);
    await as(ctx.admin, 'PUT', `/api/promptapiopenai/edit/${lost}`, { status: 'Inactive' });
    const inactive = await run({ templateId: template });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors).toHaveProperty('id_promptapi');
  });

  it('lists the templates bound to a resource with their placeholders', async () => {
    const response = await as(ctx.admin, 'GET', '/api/ai/templates?resource=rpekerjaan');
    expect(response.statusCode).toBe(200);
    expect(response.json().records).toEqual([
      {
        id: ids.template,
        nama_template: 'Ringkas',
        kategori: 'rpekerjaan',
        placeholders: ['nama_pekerjaan', 'id_akun', 'tanggal_mulai', 'catatan'],
      },
    ]);
  });

  it('reads the record with the caller’s own access: without the templates page, no run', async () => {
    const teknisi = await ctx.login('teknisi', TEST_TEKNISI_PASSWORD);
    const response = await run(
      { templateId: ids.template, resource: 'rpekerjaan', recordId: ids.job },
      teknisi,
    );
    expect([403, 404]).toContain(response.statusCode);
    expect(fake.requests).toHaveLength(0);
  });
});
