/**
 * The generic routes answer exactly the shapes core declares (packages/core/src/api): the handlers are
 * typed with them, and this checks what actually goes over the wire (serialisers, the error handler).
 */
import type {
  HistoryEntry,
  MessageAnswer,
  OptionsAnswer,
  ResourceListAnswer,
  SaveAnswer,
  ValidationErrorAnswer,
} from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

const ctx = useTestApp();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${ctx.admin}` } });

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('generic answers match the core types (roles resource)', () => {
  it('list, options, add, history, 422 and delete', async () => {
    const added = await call('POST', '/api/roles/add', { role_name: 'Penguji Bentuk' });
    expect(added.statusCode).toBe(200);
    const saved = added.json() as SaveAnswer;
    expect(keysIn(saved)).toEqual(keysOf<SaveAnswer>({ message: true, record: true }));
    const id = saved.record.id;

    const list = await call('GET', '/api/roles?limit=5');
    expect(keysIn(list.json())).toEqual(
      keysOf<ResourceListAnswer>({ records: true, totalRecords: true, page: true, limit: true, can: true }),
    );
    // the admin holds every page of roles: every action, on the screen and on each record
    const all = { view: true, edit: true, delete: true };
    expect((list.json() as ResourceListAnswer).can).toEqual({
      ...all,
      add: true,
      export: true,
      import: true,
    });
    expect((list.json() as ResourceListAnswer).records[0]?._can).toEqual(all);
    expect((await call('GET', `/api/roles/view/${id}`)).json()._can).toEqual(all);

    const options = (await call('GET', '/api/roles/options')).json() as OptionsAnswer;
    expect(keysIn(options)).toEqual(keysOf<OptionsAnswer>({ records: true }));
    expect(keysIn(options.records[0])).toEqual(['_can', 'label', 'value']);

    const history = (await call('GET', `/api/roles/history/${id}`)).json() as { records: HistoryEntry[] };
    expect(history.records.length).toBeGreaterThan(0);
    expect(keysIn(history.records[0])).toEqual(
      keysOf<HistoryEntry>({
        id: true,
        action: true,
        user_id: true,
        username: true,
        changes: true,
        created_at: true,
      }),
    );
    expect(typeof history.records[0]!.created_at).toBe('string');

    const refused = await call('POST', '/api/roles/add', {});
    expect(refused.statusCode).toBe(422);
    expect(keysIn(refused.json())).toEqual(keysOf<ValidationErrorAnswer>({ message: true, errors: true }));

    const deleted = await call('DELETE', `/api/roles/delete/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(keysIn(deleted.json())).toEqual(keysOf<MessageAnswer>({ message: true }));
  });
});
