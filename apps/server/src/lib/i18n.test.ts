import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MSG } from '@kantor/core';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { inlineMessageProblems } from '../test/inline-messages.ts';
import { localeOf, say } from './i18n.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Keyed catalogues of one module each: their text pairs are the point, read through core's negotiation. */
const CATALOGUES = new Set([
  'modules/documents/messages.ts',
  'modules/ai/ai-messages.ts',
  'modules/chat/chat.words.ts',
  // the embeddable widget's button label, chosen in the visitor's browser by the host page's lang
  'modules/chat/widget-script.ts',
  // a notice mail's subject per kind and language, beside the mail module's own templates
  'modules/mail/notice-templates.ts',
]);
const HELPER_HOME = 'lib/i18n.ts';

const requestWith = (acceptLanguage?: string) =>
  ({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } }) as FastifyRequest;

describe('localeOf and say', () => {
  it('answer in Indonesian unless the caller prefers English', () => {
    expect(localeOf(requestWith())).toBe('id-ID');
    expect(localeOf(requestWith(''))).toBe('id-ID');
    expect(localeOf(requestWith('en-US,en;q=0.9'))).toBe('en-US');
    expect(localeOf(requestWith('en;q=0.3, id;q=0.9'))).toBe('id-ID');
    expect(say(requestWith(), MSG.rolesUnknownPages, { pages: 'x' })).toBe('Halaman tidak dikenal: x');
    expect(say(requestWith('en'), MSG.rolesUnknownPages, { pages: 'x' })).toBe('Unknown pages: x');
  });
});

describe('the inline-message checker', () => {
  const rules = (source: string, options = {}) => inlineMessageProblems(source, options).map((p) => p.rule);

  it('finds a module of its own language helper, however it is written', () => {
    expect(rules("const english = (r: R) => localeOf(r) === 'en-US';")).toEqual(['helper']);
    expect(rules("const lang = (r: R) => r.headers['accept-language'];")).toEqual(['helper']);
    expect(rules('function localeOf(r: R) {\n  return messageLocaleOf(r.headers.x);\n}')).toEqual(['helper']);
    expect(rules('const say = (k: string) => defaultMessage(k, locale);')).toEqual(['helper']);
    // the shared helper may; a CLI's `say` that prints is no language helper
    expect(
      rules('function localeOf(r: R) { return messageLocaleOf(r.headers.x); }', { helperHome: true }),
    ).toEqual([]);
    expect(rules('const say = (line: string) => process.stdout.write(line);')).toEqual([]);
  });

  it('finds a text written in both languages in place', () => {
    expect(rules("throw new E(409, pick({ id: 'Panel belum diatur.', en: 'No panel yet.' }));")).toEqual([
      'pair',
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template literal
    expect(rules("const t = {\n  'en-US': `Hello ${name}`,\n  'id-ID': 'Halo',\n};")).toEqual(['pair']);
    expect(rules("const m = en\n  ? 'The mailbox was created.'\n  : 'Kotak surat dibuat.';")).toEqual([
      'ternary',
    ]);
    expect(rules('const m = lang(request) === \'en-US\' ? "Saved" : `Tersimpan`;')).toEqual(['ternary']);
    expect(rules("const i = locale === 'id-ID' ? 1 : 2;\nconst t = i === 1 ? 'Rekap' : 'Recap';")).toEqual([
      'ternary',
    ]);
    expect(rules("say(lang, 'Pilih peran lain', 'Choose another role');")).toEqual(['call']);
    // a keyed catalogue file may hold pairs
    expect(rules("const M = { a: { id: 'Halo', en: 'Hello' } };", { catalogue: true })).toEqual([]);
  });

  it('finds a text picked by the language from [id, en] lists', () => {
    const tuples =
      "const H: Record<string, [string, string]> = { total: ['Jumlah', 'Total'] };\n" +
      "const i = messageLocaleOf(header) === 'id-ID' ? 0 : 1;\n" +
      'const heading = (key: string) => H[key]?.[i] ?? key;';
    expect(inlineMessageProblems(tuples)).toEqual([{ rule: 'index', line: 3, text: 'H[key]?.[i]' }]);
    expect(rules("const t = ['Halo', 'Hello'][english ? 1 : 0];")).toEqual(['index']);
    // a catalogue file may; a list read by an ordinary index is no language switch
    expect(rules(tuples, { catalogue: true })).toEqual([]);
    expect(rules("const H = [['Jumlah', 'Total']];\nconst t = H[row]?.[column];")).toEqual([]);
    // a record keyed by the locale is a catalogue's shape, not a tuple
    expect(rules("const t = texts[locale];\nconst h = request.headers['accept-language'];")).toEqual([]);
  });

  it('finds an English-only text handed straight to an answered error or a reply', () => {
    expect(rules("throw new ValidationError({ file: ['No file was sent'] });")).toEqual(['answer']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template literal
    expect(rules('throw new ValidationError({ [name]: [`Invalid filter value ${value}`] });')).toEqual([
      'answer',
    ]);
    expect(rules("throw new HttpError(401, 'Invalid signature');")).toEqual(['answer']);
    expect(
      rules("throw new HttpError(413, big, { errors: { file: [ok ? 'Too big' : 'Way too big'] } });"),
    ).toEqual(['answer', 'answer']);
    expect(rules("throw errors.notFound('Nothing here');")).toEqual(['answer']);
    expect(
      rules("return reply.status(404).header('Cache-Control', 'no-cache').send({ message: 'Not found' });"),
    ).toEqual(['answer']);
    expect(rules('reply.code(400).send({ message: (`Bad request`) });')).toEqual(['answer']);
  });

  it('leaves an answer worded from the catalogue alone', () => {
    expect(rules("throw new ValidationError({ file: [say(request, 'validation.mediaNoFile')] });")).toEqual(
      [],
    );
    expect(rules("throw new ValidationError({ id: ['validation.required'] });")).toEqual([]);
    // a key as the fourth argument words the answer; the English beside it is only the error's own text
    expect(rules("throw new HttpError(401, 'Invalid signature', {}, MSG.invoicingBadSignature);")).toEqual(
      [],
    );
    // data beside the message is no text for the caller; a text from a variable is not looked into
    expect(
      rules("throw new HttpError(403, say(request, MSG.accountBlocked), { status: 'Blocked' });"),
    ).toEqual([]);
    expect(rules("return reply.status(503).send({ status: 'unavailable', checks });")).toEqual([]);
    expect(rules('throw new HttpError(400, message);')).toEqual([]);
    expect(rules("throw new ValidationError({ file: ['No file'] });", { catalogue: true })).toEqual([]);
  });

  it('leaves ordinary code alone', () => {
    expect(rules("const where = id === null ? '' : 'AND id = $2';")).toEqual([]);
    expect(rules("const mode = smtp ? 'smtp' : 'log';")).toEqual([]);
    expect(rules("const s = { id: 7, en: 'x' };")).toEqual([]);
    // a route's access names the parameter holding a record's id: data, not a language
    expect(
      rules("resourceRoute('rinvoice', 'view', { record: { resource: 'rinvoice', param: 'id' } });"),
    ).toEqual([]);
    expect(rules("say(request, MSG.hostingConnected, { detail: 'x' });")).toEqual([]);
  });
});

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('server messages', () => {
  it('are all in the catalogue: no inline text pairs and no language helper but lib/i18n.ts', () => {
    const files = serverSources(SRC);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((path) => {
      const name = relative(SRC, path).split('\\').join('/');
      return inlineMessageProblems(readFileSync(path, 'utf8'), {
        fileName: name,
        catalogue: CATALOGUES.has(name),
        helperHome: name === HELPER_HOME,
      }).map((p) => `${name}:${p.line} ${p.rule}: ${p.text}`);
    });
    expect(problems).toEqual([]);
  });
});
