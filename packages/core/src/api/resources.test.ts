import { describe, expect, it } from 'vitest';
import { OptionsAnswer, ResourceListAnswer, ResourceRecord } from './resources.ts';

const can = { view: true, add: false, edit: true, delete: false, export: true, import: false };
const record = { id: 3, nama: 'CV Maju', _can: { view: true, edit: false, delete: false } };

describe('per-record permissions in the generic answers (issue 33)', () => {
  it('a list answer carries the screen’s can and each record’s _can, the record’s fields besides', () => {
    const answer = { records: [record], totalRecords: 1, page: 1, limit: 20, can };
    expect(ResourceListAnswer.parse(answer)).toEqual(answer);
  });

  it('refuses a record without _can, a _can missing an action, and a screen without can', () => {
    const { _can, ...bare } = record;
    const list = (records: object[], extra: object = { can }) => ({
      records,
      totalRecords: records.length,
      page: 1,
      limit: 20,
      ...extra,
    });
    expect(ResourceListAnswer.safeParse(list([bare])).success).toBe(false);
    expect(ResourceListAnswer.safeParse(list([{ ...bare, _can: { view: true, edit: true } }])).success).toBe(
      false,
    );
    expect(ResourceListAnswer.safeParse(list([record], {})).success).toBe(false);
    expect(ResourceRecord.safeParse({ ...record, _can: { ...record._can, edit: 'ya' } }).success).toBe(false);
  });

  it('an options choice carries its _can', () => {
    expect(OptionsAnswer.safeParse({ records: [{ value: 1, label: 'A', _can: record._can }] }).success).toBe(
      true,
    );
    expect(OptionsAnswer.safeParse({ records: [{ value: 1, label: 'A' }] }).success).toBe(false);
  });
});
