import { messageLocaleOf } from '@kantor/core';
import type { FastifyRequest } from 'fastify';

/** The AI module's own messages (Indonesian first, English for English callers), kept beside it. */
const MESSAGES = {
  noConfig: {
    id: 'Template ini belum terhubung ke pengaturan AI (promptapiopenai).',
    en: 'This template is not linked to an AI setting (promptapiopenai).',
  },
  configInactive: {
    id: 'Pengaturan AI "{name}" tidak aktif.',
    en: 'The AI setting "{name}" is inactive.',
  },
  noKey: {
    id: 'Kunci API untuk "{name}" belum diisi.',
    en: 'The API key of "{name}" is not set.',
  },
  missing: { id: 'Isi nilai untuk {{{name}}}.', en: 'Give a value for {{{name}}}.' },
  unreachable: {
    id: 'Layanan AI tidak dapat dihubungi. Periksa alamat endpoint di pengaturan AI.',
    en: 'The AI service could not be reached. Check the endpoint address in the AI setting.',
  },
  timeout: {
    id: 'Layanan AI tidak menjawab dalam {seconds} detik. Coba lagi nanti.',
    en: 'The AI service did not answer within {seconds} seconds. Try again later.',
  },
  refused: {
    id: 'Layanan AI menolak permintaan ({status}): {detail}',
    en: 'The AI service refused the request ({status}): {detail}',
  },
  protocol: {
    id: 'Jawaban layanan AI tidak dapat dibaca ({detail}).',
    en: 'The AI service answered in a form that could not be read ({detail}).',
  },
  failed: {
    id: 'Layanan AI tidak dapat menjawab. Minta administrator memeriksa pengaturan AI.',
    en: 'The AI service could not answer. Ask an administrator to check the AI setting.',
  },
  keyUnreadable: {
    id: 'Kunci API tersimpan tidak dapat dibuka dengan SECRET_KEY server. Isi ulang kunci API.',
    en: 'The stored API key does not open with the server SECRET_KEY. Enter the API key again.',
  },
} as const;

export type AiMessage = keyof typeof MESSAGES;

export function aiWord(
  request: FastifyRequest,
  key: AiMessage,
  params: Record<string, string | number> = {},
): string {
  const locale = messageLocaleOf(request.headers['accept-language']) === 'en-US' ? 'en' : 'id';
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
