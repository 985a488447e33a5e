import { type MindmapNode, readMindmapTree } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { fromElixir, NOTE_ICON, textColorFor, toElixir, treeJson } from './mindmap-convert.ts';

const TREE: MindmapNode = {
  id: 'root',
  label: 'Pasang AC',
  children: [
    { id: 'a', label: 'Survei', color: '#cfe2f3', note: 'Bawa meteran', side: 'left' },
    { id: 'b', label: 'Material', collapsed: true, side: 'right', children: [{ id: 'c', label: 'Pipa' }] },
  ],
};

describe('mind map conversion', () => {
  it('round-trips our tree through Mind Elixir nodes', () => {
    expect(fromElixir(toElixir(TREE))).toEqual(TREE);
  });

  it('maps colours, notes, folding and sides onto Mind Elixir fields', () => {
    const root = toElixir(TREE);
    expect(root.children![0]).toMatchObject({
      topic: 'Survei',
      style: { background: '#cfe2f3', color: '#1f2937' },
      note: 'Bawa meteran',
      icons: [NOTE_ICON],
      direction: 0,
    });
    expect(root.children![1]).toMatchObject({ expanded: false, direction: 1 });
  });

  it('keeps only our fields from what the editor holds, so nothing else is ever stored', () => {
    const edited = {
      id: 'root',
      topic: 'Rencana',
      dangerouslySetInnerHTML: '<img src=x onerror=alert(1)>',
      hyperLink: 'javascript:alert(1)',
      style: { background: 'url(x)', fontWeight: 'bold' },
      children: [{ id: 'x', topic: 'Anak', expanded: false, direction: 0 as const }],
    };
    expect(fromElixir(edited)).toEqual({
      id: 'root',
      label: 'Rencana',
      children: [{ id: 'x', label: 'Anak', side: 'left' }],
    });
    expect(readMindmapTree(fromElixir(edited)).ok).toBe(true);
  });

  it('picks readable text on light and dark colours, and exports our own JSON', () => {
    expect(textColorFor('#fff2cc')).toBe('#1f2937');
    expect(textColorFor('#1e3a8a')).toBe('#ffffff');
    expect(JSON.parse(treeJson('Rencana', TREE))).toEqual({ judul: 'Rencana', data: TREE });
  });
});
