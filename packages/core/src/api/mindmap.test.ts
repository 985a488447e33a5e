import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { readMindmapTree } from '../mindmap/index.ts';
import { MindmapNode } from '../mindmap/schemas.ts';
import { MindmapListAnswer, type MindmapRecord, MindmapSaved } from './mindmap.ts';

/** Every node of a tree, the root first. */
function* nodesOf(node: MindmapNode): Generator<MindmapNode> {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
}

describe('MindmapNode', () => {
  it('describes every node of a tree the server normalised, at any depth', () => {
    const read = readMindmapTree({
      label: 'Rencana',
      children: [
        { label: 'Survei', color: '#FFAA00', note: 'Cek jalur', side: 'left' },
        {
          label: 'Pasang',
          collapsed: true,
          children: [{ label: 'Unit indoor', children: [{ label: 'Bracket' }] }],
        },
      ],
    });
    if (!read.ok) throw new Error('expected a tree');
    const nodes = [...nodesOf(read.tree)];
    expect(nodes).toHaveLength(5);
    for (const node of nodes) expect(MindmapNode.safeParse(node).success).toBe(true);
  });

  it('refuses a node off the shape: no label, or a side other than left and right', () => {
    expect(MindmapNode.safeParse({ id: 'a' }).success).toBe(false);
    expect(MindmapNode.safeParse({ id: 'a', label: 'x', side: 'top' }).success).toBe(false);
  });

  it('keeps the recursion in the type, where the schema cannot have it', () => {
    expectTypeOf<NonNullable<MindmapNode['children']>[number]>().toEqualTypeOf<MindmapNode>();
    expectTypeOf<MindmapRecord['data']>().toEqualTypeOf<MindmapNode>();
  });

  it('gives answer schemas without a $ref (a route cannot declare a recursive one)', () => {
    for (const answer of [MindmapListAnswer, MindmapSaved])
      expect(JSON.stringify(z.toJSONSchema(answer, { io: 'output' }))).not.toContain('$ref');
  });
});
