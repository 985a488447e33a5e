/**
 * Our stored tree (core's MindmapNode) ⇄ Mind Elixir's nodes. Field by field in both directions, so a
 * stored map can never reach the page as markup (Mind Elixir renders `dangerouslySetInnerHTML`,
 * `hyperLink` and images, none of which is ever set from our data).
 */
import type { MindmapNode } from '@kantor/core';
import type { NodeObj } from 'mind-elixir';

/** The colours offered for a node's background, light enough for dark text. */
export const NODE_COLORS = [
  '#f4cccc',
  '#fce5cd',
  '#fff2cc',
  '#d9ead3',
  '#d0e0e3',
  '#cfe2f3',
  '#d9d2e9',
  '#ead1dc',
] as const;

/** Shown beside a label that carries a note (Mind Elixir escapes icons). */
export const NOTE_ICON = '📝';

const HEX = /^#[0-9a-f]{6}$/i;

/** Dark text on light backgrounds, white on dark ones (WCAG relative luminance). */
export function textColorFor(background: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(background.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#1f2937' : '#ffffff';
}

/** Our tree as Mind Elixir's root node. */
export function toElixir(node: MindmapNode, depth = 0): NodeObj {
  const out: NodeObj = { id: node.id, topic: node.label };
  if (node.color && HEX.test(node.color))
    out.style = { background: node.color, color: textColorFor(node.color) };
  if (node.note) {
    out.note = node.note;
    out.icons = [NOTE_ICON];
  }
  if (node.collapsed) out.expanded = false;
  if (depth === 1 && node.side) out.direction = node.side === 'left' ? 0 : 1;
  if (node.children?.length) out.children = node.children.map((child) => toElixir(child, depth + 1));
  return out;
}

/** Mind Elixir's root node as our tree (only what we keep: label, colour, note, folding, side). */
export function fromElixir(node: NodeObj, depth = 0): MindmapNode {
  const out: MindmapNode = { id: node.id, label: node.topic ?? '' };
  const background = node.style?.background;
  if (typeof background === 'string' && HEX.test(background)) out.color = background.toLowerCase();
  if (typeof node.note === 'string' && node.note.trim()) out.note = node.note;
  if (node.expanded === false && node.children?.length) out.collapsed = true;
  if (depth === 1 && (node.direction === 0 || node.direction === 1))
    out.side = node.direction === 0 ? 'left' : 'right';
  if (node.children?.length) out.children = node.children.map((child) => fromElixir(child, depth + 1));
  return out;
}

/** The tree as a JSON file's text (the export): our shape, indented. */
export function treeJson(title: string, tree: MindmapNode): string {
  return `${JSON.stringify({ judul: title, data: tree }, null, 2)}\n`;
}
