import { MessageAnswer, saveAnswer } from '@kantor/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answers } from '../lib/answer-schema.ts';
import { publicRoute } from '../plugins/access.ts';
import { answerMismatches, schemaFor } from './answer-check.ts';
import { useTestApp } from './fixture.ts';

/** The check every API test runs on every answer (test/answer-check.ts), proven on routes made to drift. */

const Dated = z.object({ day: z.string(), count: z.int() });
const Saved = saveAnswer(z.object({ id: z.int(), nama: z.string() }));

const SENT: Record<string, unknown> = {
  fits: { message: 'ok' },
  misspelt: { messag: 'ok' },
  extra: { message: 'ok', secret: 'kept by mistake' },
  wrongType: { message: 42 },
  // a Date is text once it is JSON, as the client reads it
  dated: { day: new Date('2030-02-01T00:00:00Z'), count: 3 },
  fractional: { day: '2030-02-01', count: 2.5 },
  nested: { message: 'ok', record: { id: 1, nama: null } },
};
const SCHEMA: Record<string, z.ZodType> = {
  fits: MessageAnswer,
  misspelt: MessageAnswer,
  extra: MessageAnswer,
  wrongType: MessageAnswer,
  dated: Dated,
  fractional: Dated,
  nested: Saved,
};

const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

const ctx = useTestApp(
  {},
  {
    signIn: [],
    modules: [
      {
        name: 'answerprobe',
        routes: async (app) => {
          for (const [name, body] of Object.entries(SENT))
            app.get(
              `/answerprobe/${name}`,
              { ...publicRoute, schema: answers(SCHEMA[name]!) },
              async () => body,
            );
          app.get(
            '/answerprobe/missing',
            { ...publicRoute, schema: answers(MessageAnswer) },
            async (_r, reply) => reply.code(404).send({ message: 'none here', extra: true }),
          );
        },
      },
    ],
  },
);
afterAll(async () => {
  errors.mockRestore();
});

const get = (name: string) => ctx.app.inject({ method: 'GET', url: `/api/answerprobe/${name}` });

describe('every answer checked against its route’s schema in the API tests', () => {
  it('lets an answer that fits through unchanged, a Date as its JSON text', async () => {
    expect((await get('fits')).json()).toEqual({ message: 'ok' });
    expect((await get('dated')).json()).toEqual({ day: '2030-02-01T00:00:00.000Z', count: 3 });
  });

  it('turns an answer off its schema into a 500 naming the route and the mismatch', async () => {
    for (const [name, says] of [
      ['misspelt', "must have required property 'message'"],
      ['extra', 'must NOT have additional properties'],
      ['wrongType', '/message must be string'],
      ['fractional', '/count must be integer'],
      ['nested', '/record/nama must be string'],
    ] as const) {
      errors.mockClear();
      expect((await get(name)).statusCode, name).toBe(500);
      const printed = String(errors.mock.calls[0]?.[0]);
      expect(printed, name).toContain(`GET /api/answerprobe/${name} answered 200 off its schema`);
      expect(printed, name).toContain(says);
    }
  });

  it('leaves a status the route declares no schema for alone', async () => {
    const missing = await get('missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'none here', extra: true });
  });

  it('picks the schema by status, exact before its class, and never a file’s', () => {
    const ok = { type: 'object' };
    const any2xx = { type: 'array' };
    expect(schemaFor({ 200: ok, '2xx': any2xx }, 200)).toBe(ok);
    expect(schemaFor({ 200: ok, '2xx': any2xx }, 201)).toBe(any2xx);
    expect(schemaFor({ 200: ok }, 404)).toBeUndefined();
    expect(schemaFor({ 200: { description: 'a file', content: { 'text/csv': {} } } }, 200)).toBeUndefined();
    const either = { 'application/json': { schema: ok }, 'text/csv': { schema: { type: 'string' } } };
    expect(schemaFor({ 200: { description: 'JSON or a file', content: either } }, 200)).toBe(ok);
    expect(answerMismatches({ type: 'object', required: ['a'] }, { a: undefined })).toEqual([
      '(answer) must have required property \'a\' {"missingProperty":"a"}',
    ]);
  });
});
