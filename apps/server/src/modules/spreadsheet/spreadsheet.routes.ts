import type {
  MessageAnswer,
  SpreadsheetConverted,
  SpreadsheetFiles,
  SpreadsheetOpened,
  SpreadsheetSaved,
} from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../errors.ts';
import { localeOf, say } from '../../lib/i18n.ts';
import { callerOf, pageRoute } from '../../plugins/access.ts';
import { sniffFile } from '../media/index.ts';
import { writeContext } from '../resources/index.ts';
import { readSheets, SHEET_LIMITS, type SheetData } from './sheets.ts';
import * as schemas from './spreadsheet.schemas.ts';
import {
  createFile,
  inputError,
  listFiles,
  openFile,
  readName,
  readXlsx,
  removeFile,
  saveFile,
  XLSX_MIME,
} from './spreadsheet.service.ts';
import { sheetsToXlsx, TooLargeError, xlsxToSheets } from './xlsx-convert.ts';

/** Every route of the tool needs the `/excel` page (spec §2), and Blokir rules on it apply. */
const access = pageRoute('excel');
/** Sheets travel as JSON, several times the size of the XLSX they make. */
const JSON_BODY_LIMIT = 25 * 1024 * 1024;
type Params = { Params: { id: string } };

function sheetsOf(request: FastifyRequest): SheetData[] {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const result = readSheets(body.sheets);
  if (!result.ok) {
    const field = result.error.path ? `sheets.${result.error.path}` : 'sheets';
    throw inputError(field, result.error, localeOf(request));
  }
  return result.sheets;
}

function tooLarge(request: FastifyRequest, error: TooLargeError) {
  const max = error.limit === 'sheets' ? SHEET_LIMITS.sheets : SHEET_LIMITS.cells;
  return inputError('file', { key: 'validation.rangeMax', params: { max } }, localeOf(request));
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

  app.get(
    '/excel/files',
    { ...access, schema: schemas.listFilesSchema },
    async (request) =>
      ({ records: await listFiles(app.db.query, await callerOf(request)) }) satisfies SpreadsheetFiles,
  );

  const create = { ...access, bodyLimit: JSON_BODY_LIMIT, schema: schemas.createFileSchema };
  app.post('/excel/files', create, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const name = readName(body.name, localeOf(request));
    const file = await createFile(writeContext(request), uploadDir, name, sheetsOf(request));
    return { message: say(request, 'success.recordAdded'), file } satisfies SpreadsheetSaved;
  });

  app.get<Params>(
    '/excel/files/:id',
    { ...access, schema: schemas.openFileSchema },
    async (request): Promise<SpreadsheetOpened> =>
      openFile(app.db.query, await callerOf(request), uploadDir, request.params.id),
  );

  const save = { ...access, bodyLimit: JSON_BODY_LIMIT, schema: schemas.saveFileSchema };
  app.put<Params>('/excel/files/:id', save, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const name = body.name === undefined ? null : readName(body.name, localeOf(request));
    const sheets = sheetsOf(request);
    const caller = await callerOf(request);
    const file = await saveFile(writeContext(request), caller, uploadDir, request.params.id, name, sheets);
    return { message: say(request, 'success.recordUpdated'), file } satisfies SpreadsheetSaved;
  });

  app.delete<Params>('/excel/files/:id', { ...access, schema: schemas.deleteFileSchema }, async (request) => {
    await removeFile(writeContext(request), await callerOf(request), uploadDir, request.params.id);
    return { message: say(request, 'success.recordDeleted') } satisfies MessageAnswer;
  });

  const download = { ...access, schema: schemas.downloadFileSchema };
  app.get<Params>('/excel/files/:id/xlsx', download, async (request, reply) => {
    const { file, bytes } = await readXlsx(
      app.db.query,
      await callerOf(request),
      uploadDir,
      request.params.id,
    );
    attachment(reply, file.name);
    return reply.send(bytes);
  });

  // the sheets on screen as a file, saved or not
  const toXlsx = { ...access, bodyLimit: JSON_BODY_LIMIT, schema: schemas.toXlsxSchema };
  app.post('/excel/xlsx', toXlsx, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const name = readName(body.name ?? 'Spreadsheet', localeOf(request));
    const bytes = await sheetsToXlsx(sheetsOf(request));
    attachment(reply, name);
    return reply.send(bytes);
  });

  // an XLSX file (one from the computer, or a resource's export) as sheets for the page; nothing is stored
  app.post('/excel/convert', { ...access, schema: schemas.convertSchema }, async (request) => {
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
    // a zip that is no workbook is refused by the reader below
    const kind = sniffFile(bytes)?.mime;
    if (kind !== XLSX_MIME && kind !== 'application/zip')
      throw new ValidationError({ file: [say(request, 'validation.invalid')] });
    let sheets: SheetData[] | null;
    try {
      sheets = await xlsxToSheets(bytes);
    } catch (error) {
      if (error instanceof TooLargeError) throw tooLarge(request, error);
      throw error;
    }
    if (!sheets) throw new ValidationError({ file: [say(request, 'validation.invalid')] });
    if (sheets.length === 0) sheets = [{ id: 's1', name: 'Sheet1', order: 0, celldata: [], config: {} }];
    return {
      name: part.filename.replace(/\.xlsx$/i, '').slice(0, 120),
      sheets,
    } satisfies SpreadsheetConverted;
  });
}
