import { describe, expect, it } from 'vitest';
import { countMindmapNodes, MINDMAP_LIMITS, newMindmapTree, readMindmapTree } from './tree.ts';

describe('readMindmapTree', () => {
  it('keeps the known keys, gives missing ids from the position and drops everything else', () => {
    const result = readMindmapTree({
      label: 'Rencana pasang AC',
      dangerouslySetInnerHTML: '<img src=x onerror=alert(1)>',
      children: [
        { id: 'survei', label: 'Survei', color: '#FFAA00', note: 'Cek jalur pipa', side: 'left' },
        { label: 'Pasang', collapsed: true, children: [{ label: 'Unit indoor' }] },
        { label: 'Kosong', collapsed: false, children: [] },
      ],
    });
    expect(result).toEqual({
      ok: true,
      tree: {
        id: 'n',
        label: 'Rencana pasang AC',
        children: [
          { id: 'survei', label: 'Survei', color: '#ffaa00', note: 'Cek jalur pipa', side: 'left' },
          { id: 'n-1', label: 'Pasang', collapsed: true, children: [{ id: 'n-1-0', label: 'Unit indoor' }] },
          { id: 'n-2', label: 'Kosong' },
        ],
      },
    });
  });

  it('names the path of the first problem with its catalogue message', () => {
    expect(readMindmapTree(null)).toEqual({ ok: false, error: { path: '', key: 'validation.invalid' } });
    expect(readMindmapTree({ children: [] })).toMatchObject({
      error: { path: 'label', key: 'validation.required' },
    });
    expect(readMindmapTree({ label: 'a', children: [{ label: 5 }] })).toMatchObject({
      error: { path: 'children.0.label', key: 'validation.invalid' },
    });
    expect(readMindmapTree({ label: 'a', children: [{ label: 'b', color: 'red' }] })).toMatchObject({
      error: { path: 'children.0.color', key: 'validation.invalid' },
    });
    expect(readMindmapTree({ label: 'a', children: 'x' })).toMatchObject({ error: { path: 'children' } });
    expect(readMindmapTree({ label: 'a', collapsed: 'ya' })).toMatchObject({
      error: { path: 'collapsed', key: 'validation.boolean' },
    });
    expect(readMindmapTree({ label: 'a', side: 'up' })).toMatchObject({ error: { path: 'side' } });
    expect(readMindmapTree({ id: 'a b', label: 'a' })).toMatchObject({ error: { path: 'id' } });
    expect(readMindmapTree({ id: 'x', label: 'a', children: [{ id: 'x', label: 'b' }] })).toMatchObject({
      error: { path: 'children.0.id', key: 'validation.unique' },
    });
    expect(readMindmapTree({ label: 'x'.repeat(MINDMAP_LIMITS.label + 1) })).toMatchObject({
      error: { path: 'label', key: 'validation.lengthMax', params: { max: MINDMAP_LIMITS.label } },
    });
  });

  it('bounds the number of nodes and the depth', () => {
    const wide = {
      label: 'r',
      children: Array.from({ length: MINDMAP_LIMITS.nodes }, () => ({ label: 'x' })),
    };
    expect(readMindmapTree(wide)).toMatchObject({ ok: false, error: { key: 'validation.rangeMax' } });
    let deep: Record<string, unknown> = { label: 'leaf' };
    for (let i = 0; i < MINDMAP_LIMITS.depth; i++) deep = { label: `l${i}`, children: [deep] };
    expect(readMindmapTree(deep)).toMatchObject({
      ok: false,
      error: { params: { max: MINDMAP_LIMITS.depth } },
    });
  });

  it('reads its own output unchanged', () => {
    const first = readMindmapTree({ label: 'r', children: [{ label: 'a', children: [{ label: 'b' }] }] });
    if (!first.ok) throw new Error('expected a tree');
    expect(readMindmapTree(JSON.parse(JSON.stringify(first.tree)))).toEqual(first);
    expect(countMindmapNodes(first.tree)).toBe(3);
  });
});

describe('newMindmapTree', () => {
  it('starts with the root labelled by the title', () => {
    expect(newMindmapTree('  Servis AC ')).toEqual({ id: 'root', label: 'Servis AC' });
    expect(newMindmapTree('')).toEqual({ id: 'root', label: '-' });
  });
});
