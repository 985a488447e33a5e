import type { ImportJobStatus } from '@kantor/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipartFile } from './helpers.ts';

/** Posts `content` as an import file (multipart field `file`) to `url` (`/api/x/import?dryRun=…`). */
export function postImport(
  app: FastifyInstance,
  token: string,
  url: string,
  content: Buffer | string,
  { name = 'data.csv', type = 'text/csv', headers = {} as Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const form = multipartFile(Buffer.isBuffer(content) ? content : Buffer.from(content), { name, type });
  return app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { authorization: `Bearer ${token}`, ...form.headers, ...headers },
  });
}

/** Polls an import job (as its starter) until it is no longer running; answers its last status. */
export async function awaitImport(
  app: FastifyInstance,
  token: string,
  resource: string,
  job: string,
  headers: Record<string, string> = {},
): Promise<ImportJobStatus> {
  for (;;) {
    const poll = await app.inject({
      method: 'GET',
      url: `/api/${resource}/import/${job}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    if (poll.statusCode !== 200) throw new Error(`poll of import ${job}: ${poll.statusCode} ${poll.body}`);
    const status = poll.json() as ImportJobStatus;
    if (status.status !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * An import as the page runs it: the file posted (202, a job), then polled to its end. Answers the
 * start's answer and the finished job (`job.report` is the import's report); a refusal at the start
 * (422 for a file, 403, 429) comes back as `start` with `job` null.
 */
export async function runImport(
  app: FastifyInstance,
  token: string,
  url: string,
  content: Buffer | string,
  options: { name?: string; type?: string; headers?: Record<string, string> } = {},
): Promise<{ start: LightMyRequestResponse; job: ImportJobStatus | null }> {
  const start = await postImport(app, token, url, content, options);
  if (start.statusCode !== 202) return { start, job: null };
  const resource = new URL(url, 'http://x').pathname.split('/')[2]!;
  const job = await awaitImport(app, token, resource, start.json().id, options.headers);
  return { start, job };
}
