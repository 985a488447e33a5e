import type {
  HistoryAnswer,
  ImportJobStatus,
  MessageAnswer,
  OptionsAnswer,
  QueryParams,
  Resource,
  ResourceListAnswer,
  ResourceRecord,
  SaveAnswer,
} from '@kantor/core';
import { MSG, parseColumnWords, parseYesNo, RESOURCES_ROUTES as R } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { localeOf, say } from '../../lib/i18n.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { assertRecordAccess, type ResourceAccess, stripHidden } from '../../plugins/access.ts';
import { applyRoleInput } from '../rules/index.ts';
import { messagesFor } from './codec.ts';
import {
  CONTENT_TYPES,
  csvStream,
  EXPORT_FORMATS,
  type ExportFormat,
  exportBatches,
  exportColumns,
  PDF_MAX_ROWS,
  pdfStream,
  xlsxStream,
} from './export.ts';
import { FIELD_FILTERS, OPTION_FILTERS } from './field-filters.ts';
import { assertFieldRules } from './field-rules.ts';
import { historyLabels } from './history-labels.ts';
import { readImportFile } from './import.ts';
import { ImportJobs } from './import-jobs.ts';
import { rowInWords } from './import-words.ts';
import { fieldOf, type ListParams, MAX_LIMIT, parseListParams } from './list-query.ts';
import { listOptions } from './options.ts';
import { permissionsOf, withCan } from './record-can.ts';
import { accessOf, scopeOf, writeContext } from './request-context.ts';
import { findRecord, listRecords, noQueryResults, recordHistory, viewRecord } from './resources.service.ts';
import { addRecord, deleteRecords, editRecord } from './resources.write.ts';

/** An add or edit answer; the record is encoded by the codec, so its keys are not typed here. */
type Saved = SaveAnswer<Record<string, unknown>>;

/** A list answer with what the caller may do: per record (`_can`) and on the screen (`can`). */
async function withPermissions(
  request: FastifyRequest,
  answer: Awaited<ReturnType<typeof listRecords>>,
): Promise<ResourceListAnswer<Record<string, unknown>>> {
  const ids = answer.records.map((record) => record.id);
  const permissions = await permissionsOf(request, accessOf(request), ids);
  return { ...answer, records: withCan(answer.records, permissions), can: permissions.screen };
}

/** Regions and stock are not typed in: they are seeded or derived. */
function assertWritable(resource: Resource): void {
  if (!resource.readOnly) return;
  const params = { resource: resource.name };
  throw new HttpError(
    405,
    `Records of ${resource.name} are not edited by hand`,
    {},
    MSG.resourcesReadOnly,
    params,
  );
}

/**
 * Filters and sorting on a field the role cannot see would reveal its values: they are dropped, and
 * the search skips it. The caller's row scope (domain hooks) applies to every list.
 */
function listParamsOf(request: FastifyRequest, query: QueryParams, maxLimit?: number): ListParams {
  const { resource, hidden } = accessOf(request);
  const params = parseListParams(resource, query, maxLimit, messagesFor(request.headers['accept-language']));
  const scope = scopeOf(request);
  return {
    ...params,
    hidden: [...hidden],
    filters: params.filters.filter((f) => !hidden.has(f.field)),
    sort: params.sort && hidden.has(params.sort) ? undefined : params.sort,
    scope,
  };
}

/** Export batches with the names the role may not see taken out of each row, json values included. */
async function* withoutHidden(
  batches: AsyncGenerator<Record<string, unknown>[]>,
  hidden: ReadonlySet<string>,
): AsyncGenerator<Record<string, unknown>[]> {
  for await (const batch of batches) {
    yield hidden.size === 0 ? batch : (stripHidden(batch, hidden) as Record<string, unknown>[]);
  }
}

/** Input without the fields the role may not see (what the UI hides cannot be set by hand). */
function visibleInput(access: ResourceAccess, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([k]) => !access.hidden.has(k)));
}

/**
 * The same routes for every declared resource (spec §2 route set, API conventions of the architecture):
 * list, filtered list, options, view, history, add, edit, delete, export, import. Who may call which is
 * decided once, by the access plugin, from the action each route declares; hidden fields leave every
 * answer through its serialiser.
 */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  // each route declares its action (core's api/routes/resources.ts); the access check runs it first
  serveRoute(
    app,
    R.list,
    async ({ query }, request) => {
      const { resource, ownRules } = accessOf(request);
      // the web reads all the rules of its own role at once (spec §4)
      const params = listParamsOf(request, query, ownRules ? 5000 : undefined);
      if (ownRules && query.limit === undefined) params.limit = 5000;
      return withPermissions(request, await listRecords(app.db, resource, params));
    },
    { queryPatterns: FIELD_FILTERS },
  );

  serveRoute(
    app,
    R.index,
    async ({ params: { field, value }, query }, request) => {
      const { resource } = accessOf(request);
      if (!fieldOf(resource, field)) throw notFound();
      const params = listParamsOf(request, { ...query, [field]: value });
      return withPermissions(request, await listRecords(app.db, resource, params));
    },
    { queryPatterns: FIELD_FILTERS },
  );

  serveRoute(
    app,
    R.options,
    async ({ query }, request) => {
      const access = accessOf(request);
      const rows = await listOptions(
        app.db.query,
        access,
        query,
        scopeOf(request),
        messagesFor(request.headers['accept-language']),
      );
      const permissions = await permissionsOf(
        request,
        access,
        rows.map((row) => row.value),
      );
      const owner = access.resource.owner;
      const records = rows.map(({ value, label, owner: held }) => ({
        value,
        label,
        _can: permissions.of(owner ? { id: value, [owner]: held } : { id: value }),
      }));
      return { records } satisfies OptionsAnswer;
    },
    { queryPatterns: OPTION_FILTERS },
  );

  serveRoute(app, R.view, async ({ params }, request) => {
    const access = accessOf(request);
    const record = await viewRecord(app.db, access.resource, params.id, scopeOf(request));
    const permissions = await permissionsOf(request, access, [record.id]);
    return { ...record, _can: permissions.of(record) } satisfies ResourceRecord<Record<string, unknown>>;
  });

  serveRoute(app, R.history, async ({ params }, request) => {
    const { resource, hidden } = accessOf(request);
    // the record must be reachable by the caller before its trail is
    await viewRecord(app.db, resource, params.id, scopeOf(request));
    const records = await recordHistory(app.db, resource, params.id);
    const labels = await historyLabels(app.db.query, resource, records, hidden);
    return { records, labels } satisfies HistoryAnswer;
  });

  serveRoute(app, R.add, async ({ body }, request) => {
    const access = accessOf(request);
    assertWritable(access.resource);
    const input = await applyRoleInput(app, access.config, body, {
      token: request.token,
      userId: access.caller.userId,
    });
    await assertFieldRules(request, access.config, access.resource, input, null);
    const record = await addRecord(writeContext(request), access.resource, input);
    return { message: say(request, 'success.recordAdded'), record } satisfies Saved;
  });

  serveRoute(app, R.edit, async ({ params, body }, request) => {
    const access = accessOf(request);
    const { resource } = access;
    const existing = await findRecord(app.db.query, resource, params.id, { scope: scopeOf(request) });
    // a missing record is a 404 only for callers who may edit it at all: no probing for ids
    assertRecordAccess(access, existing);
    if (!existing) throw noQueryResults(resource, params.id);
    assertWritable(resource);
    const input = visibleInput(access, body);
    await assertFieldRules(request, access.config, resource, input, existing);
    const record = await editRecord(writeContext(request), resource, params.id, input);
    return { message: say(request, 'success.recordUpdated'), record } satisfies Saved;
  });

  serveRoute(app, R.delete, async ({ params }, request) => {
    const access = accessOf(request);
    const { resource } = access;
    const ids = params.id
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 500);
    const scope = scopeOf(request);
    for (const id of ids) {
      const existing = await findRecord(app.db.query, resource, id, { scope });
      assertRecordAccess(access, existing);
      if (!existing) throw noQueryResults(resource, id);
    }
    assertWritable(resource);
    await deleteRecords(writeContext(request), resource, ids);
    return { message: say(request, 'success.recordDeleted') } satisfies MessageAnswer;
  });

  serveRoute(
    app,
    R.export,
    async ({ query }, request, reply) => {
      const { resource, hidden } = accessOf(request);
      const format = String(query.format ?? 'csv') as ExportFormat;
      if (!EXPORT_FORMATS.includes(format))
        throw new ValidationError({
          format: [say(request, MSG.resourcesExportFormat, { formats: EXPORT_FORMATS.join(', ') })],
        });
      const words = parseColumnWords(query.labels);
      if (words === 'invalid') throw new ValidationError({ labels: [say(request, MSG.invalid)] });
      const params = listParamsOf(request, query, MAX_LIMIT);
      const columns = exportColumns(resource, [...hidden], words);
      const title = words?.title ?? resource.name;
      const rows = exportBatches(app.db, resource, params, format === 'pdf' ? PDF_MAX_ROWS : undefined);
      // a json cell carries its keys: those the role may not see (admin-only ones) leave as in every answer
      const batches = withoutHidden(rows, hidden);
      const stream =
        format === 'csv'
          ? csvStream(columns, batches)
          : format === 'xlsx'
            ? xlsxStream(title, columns, batches)
            : pdfStream(title, columns, batches);
      const stamp = new Date().toISOString().slice(0, 10);
      reply.header('Content-Type', CONTENT_TYPES[format]);
      reply.header('Content-Disposition', `attachment; filename="${resource.name}-${stamp}.${format}"`);
      return reply.send(stream);
    },
    { queryPatterns: FIELD_FILTERS },
  );

  // imports run as background jobs (import-jobs.ts): the route starts one, the page polls it
  const imports = new ImportJobs(app);
  imports.watch();
  app.addHook('onClose', async () => imports.stop());

  serveRoute(app, R.import, async ({ query }, request) => {
    const access = accessOf(request);
    const { resource, caller } = access;
    assertWritable(resource);
    if (!request.isMultipart())
      throw new ValidationError({ file: [say(request, MSG.resourcesImportNotMultipart)] });
    const part = await request.file();
    if (!part) throw new ValidationError({ file: [say(request, MSG.resourcesImportNoFile)] });
    const words = parseColumnWords(query.labels);
    if (words === 'invalid') throw new ValidationError({ labels: [say(request, MSG.invalid)] });
    const file = await readImportFile(part.file, resource, localeOf(request), { words });
    const inWords = rowInWords(
      app.db.query,
      resource,
      words,
      access.hidden,
      messagesFor(request.headers['accept-language']),
    );
    // a dry run unless the caller clearly says no (core's one yes/no list)
    const dryRun = parseYesNo(query.dryRun) ?? true;
    const job = await imports.start(writeContext(request), resource, file, {
      dryRun,
      locale: localeOf(request),
      prepare: async (row) => {
        const input = await applyRoleInput(app, access.config, await inWords(visibleInput(access, row)), {
          token: request.token,
          userId: caller.userId,
        });
        // an imported row is an add: the role's Kunci Kolom and Wajib Isi rules hold for it too
        await assertFieldRules(request, access.config, resource, input, null);
        return input;
      },
    });
    // answered with the declaration's 202
    return job satisfies ImportJobStatus;
  });

  serveRoute(app, R.importJob, async ({ params }, request) => {
    const { resource, caller } = accessOf(request);
    const job = await imports.get(params.job, caller.id, resource.name, localeOf(request));
    if (!job) throw notFound();
    return job satisfies ImportJobStatus;
  });
}
