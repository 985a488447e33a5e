import { describe, expect, it } from 'vitest';
import enUi from '../locales/en-US/ui.json';
import idUi from '../locales/id-ID/ui.json';
import {
  buildDetailContent,
  DETAIL_BREAKPOINTS,
  DETAIL_MAX_DEPTH,
  DETAIL_MAX_WIDTH,
  DETAIL_MESSAGE_KEYS,
  detailDialogStyle,
  detailDialogWidth,
  expandAll,
  parseDetailValue,
  toDetailNodes,
} from './detail-tree.ts';

describe('parseDetailValue', () => {
  it.each([null, undefined, '', '   ', 'null'])('%j carries no data', (value) => {
    expect(parseDetailValue(value)).toEqual({ ok: false, message: 'noData' });
  });

  it.each(['{a:1}', '{"a":', 'not json', "{'a':1}"])('%j is an invalid format', (value) => {
    expect(parseDetailValue(value)).toEqual({ ok: false, message: 'invalidFormat' });
  });

  it('parses JSON text and passes objects and arrays through', () => {
    expect(parseDetailValue('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    const object = { b: 1 };
    expect(parseDetailValue(object)).toEqual({ ok: true, value: object });
    expect(parseDetailValue([1])).toEqual({ ok: true, value: [1] });
  });
});

describe('buildDetailContent: the messages of spec §5', () => {
  it.each([null, undefined, ''])('%j → no data', (value) => {
    expect(buildDetailContent(value)).toEqual({ kind: 'message', message: 'noData' });
  });

  it('bad JSON text → invalid format', () => {
    expect(buildDetailContent('{oops}')).toEqual({ kind: 'message', message: 'invalidFormat' });
  });

  it.each([{}, '{}', [], '[]', '  {  }  '])('%j → empty', (value) => {
    expect(buildDetailContent(value)).toEqual({ kind: 'message', message: 'empty' });
  });

  it('a cycle → processing failure', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(buildDetailContent(cyclic)).toEqual({ kind: 'message', message: 'invalidJson' });
  });

  it('runaway nesting → processing failure', () => {
    let deep: unknown = 1;
    for (let i = 0; i < DETAIL_MAX_DEPTH + 5; i++) deep = { d: deep };
    expect(buildDetailContent(deep)).toEqual({ kind: 'message', message: 'invalidJson' });
  });

  it('a throwing toJSON → processing failure', () => {
    const value = {
      a: {
        toJSON() {
          throw new Error('boom');
        },
      },
    };
    expect(buildDetailContent(value)).toEqual({ kind: 'message', message: 'invalidJson' });
  });

  it('every message has its Indonesian and English text', () => {
    expect(idUi.detail.invalidFormat).toBe('Format data tidak valid dan tidak dapat ditampilkan.');
    expect(idUi.detail.invalidJson).toBe('Tidak dapat memproses data JSON.');
    expect(idUi.detail.noData).toBe('Tidak ada data untuk ditampilkan.');
    expect(idUi.detail.empty).toBe('(Kosong)');
    for (const key of Object.values(DETAIL_MESSAGE_KEYS)) {
      const name = key.replace('ui.detail.', '') as keyof typeof idUi.detail;
      expect(idUi.detail[name]).toBeTruthy();
      expect(enUi.detail[name]).toBeTruthy();
    }
  });
});

describe('toDetailNodes', () => {
  it('turns nested objects and arrays into nested nodes with unique keys', () => {
    const nodes = toDetailNodes({
      nama: 'Budi',
      umur: 30,
      aktif: true,
      alamat: { kota: 'Bandung', kode: null },
      tags: ['a', 'b'],
    });
    expect(nodes.map((node) => node.label)).toEqual([
      'nama: Budi',
      'umur: 30',
      'aktif: true',
      'alamat',
      'tags',
    ]);
    expect(nodes[0].data).toEqual({ name: 'nama', value: 'Budi', type: 'string' });
    expect(nodes[1].data.type).toBe('number');
    expect(nodes[2].data).toEqual({ name: 'aktif', value: 'true', type: 'boolean' });
    const alamat = nodes[3];
    expect(alamat.leaf).toBe(false);
    expect(alamat.data).toEqual({ name: 'alamat', type: 'object', size: 2 });
    expect(alamat.children?.map((node) => node.label)).toEqual(['kota: Bandung', 'kode: null']);
    expect(alamat.children?.[1].data.type).toBe('null');
    const tags = nodes[4];
    expect(tags.data).toEqual({ name: 'tags', type: 'array', size: 2 });
    expect(tags.children?.map((node) => node.label)).toEqual(['[0]: a', '[1]: b']);
    const keys = [...nodes, ...(alamat.children ?? []), ...(tags.children ?? [])].map((node) => node.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('arrays at the root, arrays of objects, deep nesting', () => {
    const nodes = toDetailNodes([{ id: 1, sub: [{ x: [1, [2]] }] }]);
    expect(nodes[0].label).toBe('[0]');
    const sub = nodes[0].children?.[1];
    expect(sub?.label).toBe('sub');
    const x = sub?.children?.[0].children?.[0];
    expect(x?.label).toBe('x');
    expect(x?.children?.[1].children?.[0].label).toBe('[0]: 2');
  });

  it('empty nested objects and arrays become "empty" leaves', () => {
    const nodes = toDetailNodes({ a: {}, b: [] });
    expect(nodes.map((node) => [node.data.type, node.leaf])).toEqual([
      ['empty', true],
      ['empty', true],
    ]);
  });

  it('follows JSON: dates as ISO text, undefined and functions dropped (null in arrays)', () => {
    const nodes = toDetailNodes({
      d: new Date('2024-01-02T03:04:05Z'),
      u: undefined,
      f: () => 1,
      list: [undefined],
    });
    expect(nodes.map((node) => node.label)).toEqual(['d: 2024-01-02T03:04:05.000Z', 'list']);
    expect(nodes[1].children?.[0].label).toBe('[0]: null');
  });

  it('a scalar root gives one unnamed node', () => {
    expect(toDetailNodes(42)).toEqual([
      { key: '0', label: '42', data: { name: '', value: '42', type: 'number' }, leaf: true },
    ]);
    expect(buildDetailContent('"teks"')).toMatchObject({ kind: 'tree', nodes: [{ label: 'teks' }] });
  });

  it('expands every node that has children', () => {
    const content = buildDetailContent('{"a":{"b":{"c":1}},"d":[1],"e":2}');
    expect(content.kind).toBe('tree');
    if (content.kind !== 'tree') return;
    expect(content.expandedKeys).toEqual({ '0': true, '0-0': true, '1': true });
    expect(expandAll(content.nodes)).toEqual(content.expandedKeys);
  });
});

describe('detail popup width rules', () => {
  it.each(['xl', 'large', 'lg', 'LG', ' Large '])('%j → 60rem', (size) => {
    expect(detailDialogWidth(size)).toBe('60rem');
  });

  it.each(['sm', 'small', 'SMALL'])('%j → 30rem', (size) => {
    expect(detailDialogWidth(size)).toBe('30rem');
  });

  it.each([undefined, null, '', 'md', 'medium', 'xs', 'huge'])('%j → 45rem', (size) => {
    expect(detailDialogWidth(size)).toBe('45rem');
  });

  it('caps the width at 95vw and shrinks below 960px and 640px', () => {
    expect(DETAIL_MAX_WIDTH).toBe('95vw');
    expect(detailDialogStyle('lg')).toEqual({ width: '60rem', maxWidth: '95vw' });
    expect(detailDialogStyle()).toEqual({ width: '45rem', maxWidth: '95vw' });
    expect(DETAIL_BREAKPOINTS).toEqual({ '960px': '75vw', '640px': '95vw' });
  });
});
