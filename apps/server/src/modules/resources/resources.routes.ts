import { getResource, type Resource } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  applyRoleInput,
  assertNotBlocked,
  pageConfigFor,
  stripHiddenFields,
} from '../rules/role-rules.service.ts';
import { assertAllowed, callerOf } from './access.ts';
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
import { importRows, readImportFile } from './import.ts';
import { fieldOf, type ListParams, MAX_LIMIT, parseListParams } from './list-query.ts';
import {
  addRecord,
  deleteRecords,
  editRecord,
  findRecord,
  listRecords,
  noQueryResults,
  recordHistory,
  viewRecord,
} from './resources.service.ts';
import { ident } from './sql.ts';

type Params = { resource: string; id?: string; field?: string; value?: string };

/** Regions and stock are not typed in: they are seeded or derived. */
function assertWritable(resource: Resource): void {
  if (resource.readOnly) throw new HttpError(405, `Records of ${resource.name} are not edited by hand`);
}

function resourceOf(name: string): Resource {
  const resource = getResource(name);
  if (!resource) throw notFound();
  return resource;
}

/** Filters and sorting on a field the role cannot see would reveal its values: they are dropped. */
function withoutHiddenFilters(params: ListParams, hidden: readonly string[]): ListParams {
  if (hidden.length === 0) return params;
  const set = new Set(hidden);
  return {
    ...params,
    hidden,
    filters: params.filters.filter((f) => !set.has(f.field)),
    sort: params.sort && set.has(params.sort) ? undefined : params.sort,
  };
}

function actorOf(request: FastifyRequest) {
  const user = request.user!;
  return { id: user.id, username: user.username, userId: user.user_id };
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * The same routes for every declared resource (spec §2 route set, API conventions of the architecture):
 * list, filtered list, view, history, add, edit, delete. Permissions on every call.
 */
/** The caller's compiled rules for an API route; a blocked route is refused before anything else. */
async function roleConfig(app: FastifyInstance, request: FastifyRequest, route: string) {
  const caller = await callerOf(request);
  const config = await pageConfigFor(app.roleRules, caller.roleId, route);
  assertNotBlocked(config, route);
  return config;
}

export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  // An unknown resource is a 404 for everyone; a known one needs a signed-in caller.
  app.addHook('preHandler', async (request) => {
    resourceOf((request.params as Params).resource);
    await requireUser(request);
  });

  app.get<{ Params: Params; Querystring: Record<string, unknown> }>('/:resource', async (request) => {
    const resource = resourceOf(request.params.resource);
    const caller = await callerOf(request);
    const query = { ...request.query };
    // Everyone reads the role rules of their own role: they shape the pages (spec §4, §7).
    const ownRules =
      resource.name === 'setupshowhideroleid' &&
      caller.roleId != null &&
      String(query.role_id) === String(caller.roleId);
    if (ownRules) {
      const params = parseListParams(resource, query, 5000);
      if (query.limit === undefined) params.limit = 5000;
      return listRecords(app.db, resource, params);
    }
    assertAllowed(caller, resource, 'index');
    const config = await roleConfig(app, request, `/${resource.name}`);
    const params = withoutHiddenFilters(parseListParams(resource, query), config.hiddenFields);
    const result = await listRecords(app.db, resource, params);
    return { ...result, records: result.records.map((r) => stripHiddenFields(config, r)) };
  });

  app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
    '/:resource/index/:field/:value',
    async (request) => {
      const resource = resourceOf(request.params.resource);
      assertAllowed(await callerOf(request), resource, 'index');
      const { field, value } = request.params;
      if (!fieldOf(resource, field!)) throw notFound();
      const params = parseListParams(resource, { ...request.query, [field!]: value });
      return listRecords(app.db, resource, params);
    },
  );

  app.get<{ Params: Params; Querystring: { search?: string; limit?: string; id?: string } }>(
    '/:resource/options',
    async (request) => {
      // Relation pickers: only id and label, to any signed-in user who can reach a form at all.
      const resource = resourceOf(request.params.resource);
      const label = ident(resource.titleField);
      const limit = Math.min(Number(request.query.limit) || 20, 100);
      const search = String(request.query.search ?? '')
        .trim()
        .slice(0, 100);
      const ids = String(request.query.id ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 100);
      const where: string[] = [];
      const values: unknown[] = [];
      if (search) {
        values.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        where.push(`${label}::text ILIKE $${values.length}`);
      }
      if (ids.length) {
        values.push(ids);
        where.push(`id::text = ANY($${values.length}::text[])`);
      }
      for (const [key, raw] of Object.entries(request.query)) {
        const field = resource.fields[key];
        if (!field || field.hidden || ['search', 'limit', 'id'].includes(key) || raw === '') continue;
        values.push(String(raw));
        where.push(`${ident(key)}::text = $${values.length}`);
      }
      const rows = await app.db.query<{ value: unknown; label: unknown }>(
        `SELECT id AS value, ${label} AS label FROM ${ident(resource.table)}
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${label} ASC NULLS LAST LIMIT ${limit}`,
        values,
      );
      return { records: rows };
    },
  );

  app.get<{ Params: Params }>('/:resource/view/:id', async (request) => {
    const resource = resourceOf(request.params.resource);
    assertAllowed(await callerOf(request), resource, 'view');
    const config = await roleConfig(app, request, `/${resource.name}/view`);
    return stripHiddenFields(config, await viewRecord(app.db, resource, request.params.id!));
  });

  app.get<{ Params: Params }>('/:resource/history/:id', async (request) => {
    const resource = resourceOf(request.params.resource);
    assertAllowed(await callerOf(request), resource, 'view');
    return { records: await recordHistory(app.db, resource, request.params.id!) };
  });

  app.post<{ Params: Params }>('/:resource/add', async (request) => {
    const resource = resourceOf(request.params.resource);
    const caller = await callerOf(request);
    assertAllowed(caller, resource, 'add');
    assertWritable(resource);
    const config = await roleConfig(app, request, `/${resource.name}/add`);
    const input = await applyRoleInput(app, config, bodyOf(request), {
      token: request.token,
      userId: caller.userId,
    });
    const record = await addRecord(
      { db: app.db, actor: actorOf(request), acceptLanguage: request.headers['accept-language'] },
      resource,
      input,
    );
    return { message: 'Record added successfully', record: stripHiddenFields(config, record) };
  });

  app.put<{ Params: Params }>('/:resource/edit/:id', async (request) => {
    const resource = resourceOf(request.params.resource);
    const caller = await callerOf(request);
    const existing = await findRecord(app.db.query, resource, request.params.id!);
    // a missing record is a 404 only for callers who may edit at all: no probing for ids
    assertAllowed(caller, resource, 'edit', existing);
    if (!existing) throw noQueryResults(resource, request.params.id!);
    assertWritable(resource);
    const config = await roleConfig(app, request, `/${resource.name}/edit`);
    const record = await editRecord(
      { db: app.db, actor: actorOf(request), acceptLanguage: request.headers['accept-language'] },
      resource,
      request.params.id!,
      stripHiddenFields(config, bodyOf(request)),
    );
    return { message: 'Record updated successfully', record: stripHiddenFields(config, record) };
  });

  app.delete<{ Params: Params }>('/:resource/delete/:id', async (request) => {
    const resource = resourceOf(request.params.resource);
    const caller = await callerOf(request);
    const ids = request.params
      .id!.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 500);
    for (const id of ids) {
      const existing = await findRecord(app.db.query, resource, id);
      assertAllowed(caller, resource, 'delete', existing);
      if (!existing) throw noQueryResults(resource, id);
    }
    assertWritable(resource);
    await roleConfig(app, request, `/${resource.name}/delete`);
    await deleteRecords({ db: app.db, actor: actorOf(request) }, resource, ids);
    return { message: 'Record deleted successfully' };
  });

  app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
    '/:resource/export',
    async (request, reply) => {
      const resource = resourceOf(request.params.resource);
      assertAllowed(await callerOf(request), resource, 'export');
      await roleConfig(app, request, `/${resource.name}/export`);
      const config = await roleConfig(app, request, `/${resource.name}`);
      const format = String(request.query.format ?? 'csv') as ExportFormat;
      if (!EXPORT_FORMATS.includes(format))
        throw new ValidationError({ format: [`Use one of ${EXPORT_FORMATS.join(', ')}`] });
      const params = withoutHiddenFilters(
        parseListParams(resource, request.query, MAX_LIMIT),
        config.hiddenFields,
      );
      const columns = exportColumns(resource, config.hiddenFields);
      const batches = exportBatches(app.db, resource, params, format === 'pdf' ? PDF_MAX_ROWS : undefined);
      const stream =
        format === 'csv'
          ? csvStream(columns, batches)
          : format === 'xlsx'
            ? xlsxStream(resource.name, columns, batches)
            : pdfStream(resource.name, columns, batches);
      const stamp = new Date().toISOString().slice(0, 10);
      reply.header('Content-Type', CONTENT_TYPES[format]);
      reply.header('Content-Disposition', `attachment; filename="${resource.name}-${stamp}.${format}"`);
      return reply.send(stream);
    },
  );

  app.post<{ Params: Params; Querystring: { dryRun?: string } }>('/:resource/import', async (request) => {
    const resource = resourceOf(request.params.resource);
    const caller = await callerOf(request);
    assertAllowed(caller, resource, 'import');
    assertAllowed(caller, resource, 'add');
    assertWritable(resource);
    const config = await roleConfig(app, request, `/${resource.name}/add`);
    if (!request.isMultipart()) throw new ValidationError({ file: ['Send the file as multipart/form-data'] });
    const part = await request.file();
    if (!part) throw new ValidationError({ file: ['No file was sent'] });
    const file = await readImportFile(await part.toBuffer());
    const dryRun = !['0', 'false', 'no'].includes(String(request.query.dryRun ?? 'true').toLowerCase());
    return importRows(app.db, resource, file, {
      dryRun,
      actor: actorOf(request),
      acceptLanguage: request.headers['accept-language'],
      prepare: (row) => applyRoleInput(app, config, row, { token: request.token, userId: caller.userId }),
    });
  });
}
