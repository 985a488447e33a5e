import type {
  MessageAnswer,
  SpreadsheetConverted,
  SpreadsheetFiles,
  SpreadsheetOpened,
  SpreadsheetSaved,
} from '@kantor/core';
import { MSG, SPREADSHEET_ROUTES as R, SHEET_LIMITS, XLSX_MIME } from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../errors.ts';
import { ArchiveError, archiveHttpError } from '../../lib/archive.ts';
import { localeOf, say } from '../../lib/i18n.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { OutOfTimeError } from '../../lib/time-budget.ts';
import { callerOf } from '../../plugins/access.ts';
import { sniffFile } from '../media/index.ts';
import { writeContext } from '../resources/index.ts';
import { createFile, listFiles, openFile, readXlsx, removeFile, saveFile } from './spreadsheet.service.ts';
import { sheetsToXlsx, TooLargeError, xlsxToSheets } from './xlsx-convert.ts';

/** Sheets travel as JSON, several times the size of the XLSX they make. */
const JSON_BODY_LIMIT = { bodyLimit: SHEET_LIMITS.jsonBytes };

/**
 * The answer to a workbook refused while converting it, naming the bound: the archive's (413, or 422
 * when it is no zip), the page's (422; 413 when the sheets would be larger than a save may send), time
 * (422). Null for an error that is not the file's.
 */
function conversionProblem(request: FastifyRequest, error: unknown): HttpError | null {
  const file = (message: string, status = 422) =>
    new HttpError(status, message, { errors: { file: [message] } });
  if (error instanceof ArchiveError) return archiveHttpError(error, localeOf(request));
  if (error instanceof OutOfTimeError) return file(say(request, MSG.fileTooSlow, { seconds: error.seconds }));
  if (!(error instanceof TooLargeError)) return null;
  switch (error.limit) {
    case 'sheets':
      return file(say(request, MSG.rangeMax, { max: SHEET_LIMITS.sheets }));
    case 'cells':
      return file(say(request, MSG.spreadsheetCells, { max: SHEET_LIMITS.cells }));
    case 'text':
      return file(say(request, MSG.spreadsheetCellText, { max: SHEET_LIMITS.text }));
    case 'merged':
      return file(say(request, MSG.spreadsheetMerged, { max: SHEET_LIMITS.cells }));
    case 'answer':
      return file(
        say(request, MSG.spreadsheetAnswerTooLarge, { max: SHEET_LIMITS.jsonBytes / 1024 / 1024 }),
        413,
      );
  }
}

/** Runs a conversion, answering its refusals as {@link conversionProblem} words them. */
async function converting<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw conversionProblem(request, error) ?? error;
  }
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(reply: FastifyReply, name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply.header('Content-Type', XLSX_MIME);
  reply.header(
    'Content-Disposition',
    `attachment; filename="${ascii}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${name}.xlsx`)}`,
  );
}

/** `/excel`: the caller's own files (list, open, save, delete, download) and XLSX conversion. */
export async function spreadsheetRoutes(app: FastifyInstance): Promise<void> {
  const uploadDir = app.config.uploadDir;

  serveRoute(
    app,
    R.files,
    async (_input, request) =>
      ({ records: await listFiles(app.db.query, await callerOf(request)) }) satisfies SpreadsheetFiles,
  );

  serveRoute(
    app,
    R.create,
    async ({ body }, request) => {
      const file = await createFile(writeContext(request), uploadDir, body.name, body.sheets);
      return { message: say(request, 'success.recordAdded'), file } satisfies SpreadsheetSaved;
    },
    JSON_BODY_LIMIT,
  );

  serveRoute(app, R.open, async ({ params }, request): Promise<SpreadsheetOpened> => {
    const caller = await callerOf(request);
    return converting(request, () => openFile(app.db.query, caller, uploadDir, params.id));
  });

  serveRoute(
    app,
    R.save,
    async ({ params, body }, request) => {
      const caller = await callerOf(request);
      const name = body.name ?? null;
      const file = await saveFile(writeContext(request), caller, uploadDir, params.id, name, body.sheets);
      return { message: say(request, 'success.recordUpdated'), file } satisfies SpreadsheetSaved;
    },
    JSON_BODY_LIMIT,
  );

  serveRoute(app, R.remove, async ({ params }, request) => {
    await removeFile(writeContext(request), await callerOf(request), uploadDir, params.id);
    return { message: say(request, 'success.recordDeleted') } satisfies MessageAnswer;
  });

  serveRoute(app, R.download, async ({ params }, request, reply) => {
    const { file, bytes } = await readXlsx(app.db.query, await callerOf(request), uploadDir, params.id);
    attachment(reply, file.name);
    return reply.send(bytes);
  });

  // the sheets on screen as a file, saved or not
  serveRoute(
    app,
    R.toXlsx,
    async ({ body }, _request, reply) => {
      const bytes = await sheetsToXlsx(body.sheets);
      attachment(reply, body.name);
      return reply.send(bytes);
    },
    JSON_BODY_LIMIT,
  );

  // an XLSX file (one from the computer, or a resource's export) as sheets for the page; nothing is stored
  serveRoute(app, R.convert, async (_input, request) => {
    const tooBig = () => {
      const message = say(request, 'validation.uploadLimit', { limit: `${app.config.uploadMaxMb} MB` });
      return new HttpError(413, message, { errors: { file: [message] } });
    };
    const codeOf = (error: unknown) => (error as { code?: string }).code;
    const part = await request.file().catch((error: unknown) => {
      if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
      if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return null;
      throw error;
    });
    if (!part) throw new ValidationError({ file: [say(request, 'validation.required')] });
    const bytes = await part.toBuffer().catch((error: unknown) => {
      throw codeOf(error) === 'FST_REQ_FILE_TOO_LARGE' ? tooBig() : error;
    });
    // a file of another kind (an old .xls, a CSV, a PDF) or a zip that is no workbook: said so, with
    // what to do, not a bare "invalid value" (issue 36)
    const notXlsx = () =>
      new ValidationError({
        file: [say(request, MSG.spreadsheetNotXlsx, { name: part.filename.slice(0, 120) || 'file' })],
      });
    const kind = sniffFile(bytes)?.mime;
    if (kind !== XLSX_MIME && kind !== 'application/zip') throw notXlsx();
    let sheets = await converting(request, () => xlsxToSheets(bytes));
    if (!sheets) throw notXlsx();
    if (sheets.length === 0) sheets = [{ id: 's1', name: 'Sheet1', order: 0, celldata: [], config: {} }];
    return {
      name: part.filename.replace(/\.xlsx$/i, '').slice(0, 120),
      sheets,
    } satisfies SpreadsheetConverted;
  });
}
