// The resources module's surface: what other modules and app.ts may import. Every other file here is internal.
export { type AuditRow, audit, auditInsert, auditRow } from './audit.ts';
export type { Msg } from './codec.ts';
export { encodeRow, messageLocale, messagesFor } from './codec.ts';
export type { DomainModule } from './domain-module.ts';
export type { ExportColumn, ExportFormat } from './export.ts';
export { CONTENT_TYPES, csvStream, EXPORT_FORMATS, exportBatches, pdfStream, xlsxStream } from './export.ts';
export { FIELD_FILTERS } from './field-filters.ts';
export type { Actor, DomainHooks, HookContext, ResourceHooks, StateEffects } from './hooks.ts';
export { HookRegistry } from './hooks.ts';
export { parseListParams } from './list-query.ts';
export { accessOf, registerResourceHooks, scopeOf, writeContext } from './request-context.ts';
export { resourceRoutes } from './resources.routes.ts';
export type { Scope } from './resources.service.ts';
export { findRecord, listRecords, viewRecord } from './resources.service.ts';
export type { TxContext, WriteContext } from './resources.write.ts';
export {
  addRecord,
  deleteRecords,
  editRecord,
  hookContext,
  insertRecord,
  inTransaction,
  removeRecord,
  updateRecord,
} from './resources.write.ts';
export { readsOf, scopedReads } from './scoped-reads.ts';
export { readSecret, resealSecrets } from './secrets.ts';
export { ident, likeEscape, Params } from './sql.ts';
