/**
 * The mind map tree stored in `rmindmap.data`: our own small shape, independent of the drawing library,
 * so the JSON export stays readable and a stored map can never carry markup into the page (the web
 * converts it to the library's nodes field by field).
 */
import { type MessageKey, MSG } from '../i18n/messages.ts';
import { isPlainObject } from '../values.ts';
import type { MindmapNode } from './schemas.ts';

export const MINDMAP_LIMITS = {
  nodes: 2000,
  depth: 32,
  label: 500,
  note: 2000,
} as const;

/** A refusal: where in the tree (`children.0.label`), which catalogue message, its parameters. */
export type MindmapTreeError = { path: string; key: MessageKey; params?: Record<string, string | number> };

export type MindmapTreeResult = { ok: true; tree: MindmapNode } | { ok: false; error: MindmapTreeError };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

class TreeError extends Error {
  constructor(readonly detail: MindmapTreeError) {
    super(detail.key);
  }
}

function fail(path: string, key: MessageKey, params?: MindmapTreeError['params']): never {
  throw new TreeError({ path, key, params });
}

function text(value: unknown, path: string, max: number, required: boolean): string | undefined {
  if (value === undefined || value === null) {
    if (required) fail(path, MSG.required);
    return undefined;
  }
  if (typeof value !== 'string') fail(path, MSG.invalid);
  if (value.length > max) fail(path, MSG.lengthMax, { max });
  return value;
}

/**
 * Checks and normalises a stored or posted tree: known keys only (anything else is dropped), labels
 * and notes bounded, colours `#rrggbb`, at most {@link MINDMAP_LIMITS} nodes and depth; a node without
 * an id gets one from its position, a repeated id is refused.
 *
 * @example readMindmapTree({ label: 'Rencana', children: [{ label: 'Survei' }] })
 * // { ok: true, tree: { id: 'n', label: 'Rencana', children: [{ id: 'n-0', label: 'Survei' }] } }
 */
export function readMindmapTree(value: unknown): MindmapTreeResult {
  const seen = new Set<string>();
  let count = 0;
  const node = (raw: unknown, path: string, autoId: string, depth: number): MindmapNode => {
    const at = (key: string) => (path ? `${path}.${key}` : key);
    if (!isPlainObject(raw)) fail(path, MSG.invalid);
    count += 1;
    if (count > MINDMAP_LIMITS.nodes) fail(path, MSG.rangeMax, { max: MINDMAP_LIMITS.nodes });
    if (depth > MINDMAP_LIMITS.depth) fail(path, MSG.rangeMax, { max: MINDMAP_LIMITS.depth });
    const id = raw.id === undefined || raw.id === null || raw.id === '' ? autoId : raw.id;
    if (typeof id !== 'string' || !ID.test(id)) fail(at('id'), MSG.invalid);
    if (seen.has(id)) fail(at('id'), MSG.unique);
    seen.add(id);
    const out: MindmapNode = { id, label: text(raw.label, at('label'), MINDMAP_LIMITS.label, true)! };
    if (raw.color !== undefined && raw.color !== null && raw.color !== '') {
      if (typeof raw.color !== 'string' || !COLOR.test(raw.color)) fail(at('color'), MSG.invalid);
      out.color = raw.color.toLowerCase();
    }
    const note = text(raw.note, at('note'), MINDMAP_LIMITS.note, false);
    if (note) out.note = note;
    if (raw.collapsed !== undefined && raw.collapsed !== null) {
      if (typeof raw.collapsed !== 'boolean') fail(at('collapsed'), MSG.boolean);
      if (raw.collapsed) out.collapsed = true;
    }
    if (raw.side !== undefined && raw.side !== null) {
      if (raw.side !== 'left' && raw.side !== 'right') fail(at('side'), MSG.invalid);
      out.side = raw.side;
    }
    if (raw.children !== undefined && raw.children !== null) {
      if (!Array.isArray(raw.children)) fail(at('children'), MSG.invalid);
      if (raw.children.length > 0)
        out.children = raw.children.map((child, i) =>
          node(child, at(`children.${i}`), `${autoId}-${i}`, depth + 1),
        );
    }
    return out;
  };
  try {
    return { ok: true, tree: node(value, '', 'n', 1) };
  } catch (error) {
    if (error instanceof TreeError) return { ok: false, error: error.detail };
    throw error;
  }
}

/** Number of nodes of a tree, the root included. */
export function countMindmapNodes(tree: MindmapNode): number {
  return 1 + (tree.children ?? []).reduce((sum, child) => sum + countMindmapNodes(child), 0);
}

/**
 * A new map: the root alone, labelled `label` (cut to the label limit).
 *
 * @example newMindmapTree('Servis AC') // { id: 'root', label: 'Servis AC' }
 */
export function newMindmapTree(label: string): MindmapNode {
  return { id: 'root', label: label.trim().slice(0, MINDMAP_LIMITS.label) || '-' };
}

// the shapes as zod schemas live in ./schemas.ts: a screen that imports this module's logic does not load zod
export type { MindmapNode };
