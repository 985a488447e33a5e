/**
 * The pure part of the detail popup (spec §2 "Detail popup", §5): reading the JSON value, turning it
 * into tree nodes PrimeReact's Tree can show, and the popup's width rules.
 */

/** Why no tree is shown; each has a `ui.detail.*` text (see DETAIL_MESSAGE_KEYS). */
export type DetailMessage = 'noData' | 'invalidFormat' | 'invalidJson' | 'empty';

export type DetailValueType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' | 'empty';

/** A node of the detail tree; structurally a PrimeReact `TreeNode`. */
export type DetailNode = {
  key: string;
  /** `name: value` for leaves, `name` for objects and arrays (for search and assistive text). */
  label: string;
  data: { name: string; value?: string; type: DetailValueType; size?: number };
  leaf: boolean;
  children?: DetailNode[];
};

export type DetailContent =
  | { kind: 'tree'; nodes: DetailNode[]; expandedKeys: Record<string, boolean> }
  | { kind: 'message'; message: DetailMessage };

/** Spec §5 texts: 'Format data tidak valid...', 'Tidak dapat memproses data JSON.', 'Tidak ada data...', '(Kosong)'. */
export const DETAIL_MESSAGE_KEYS: Readonly<Record<DetailMessage, string>> = {
  invalidFormat: 'ui.detail.invalidFormat',
  invalidJson: 'ui.detail.invalidJson',
  noData: 'ui.detail.noData',
  empty: 'ui.detail.empty',
};

/** Deeper than this is refused as a processing failure (a cycle or a runaway structure). */
export const DETAIL_MAX_DEPTH = 64;

export type DetailSize = 'xl' | 'large' | 'lg' | 'md' | 'medium' | 'sm' | 'small' | (string & {});

export const DETAIL_MAX_WIDTH = '95vw';
/** Below 960px the popup shrinks to 75vw, below 640px to 95vw. */
export const DETAIL_BREAKPOINTS: Readonly<Record<string, string>> = { '960px': '75vw', '640px': '95vw' };

/**
 * Width of the detail popup: 60rem for xl/large/lg, 30rem for sm/small, otherwise 45rem.
 * @example detailDialogWidth('lg') // '60rem'
 * @example detailDialogWidth(undefined) // '45rem'
 */
export function detailDialogWidth(size?: DetailSize | null): string {
  const name = String(size ?? '')
    .trim()
    .toLowerCase();
  if (name === 'xl' || name === 'large' || name === 'lg') return '60rem';
  if (name === 'sm' || name === 'small') return '30rem';
  return '45rem';
}

/** Style of the detail popup: its width and the 95vw cap. */
export const detailDialogStyle = (size?: DetailSize | null) => ({
  width: detailDialogWidth(size),
  maxWidth: DETAIL_MAX_WIDTH,
});

export type ParsedDetail = { ok: true; value: unknown } | { ok: false; message: DetailMessage };

/**
 * Reads the popup's value: JSON text is parsed, objects and arrays are taken as they are.
 * null, undefined, blank text and the JSON `null` carry no data.
 * @example parseDetailValue('{"a":1}') // { ok: true, value: { a: 1 } }
 * @example parseDetailValue('{a:1}') // { ok: false, message: 'invalidFormat' }
 */
export function parseDetailValue(value: unknown): ParsedDetail {
  if (value === null || value === undefined) return { ok: false, message: 'noData' };
  if (typeof value !== 'string') return { ok: true, value };
  if (value.trim() === '') return { ok: false, message: 'noData' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { ok: false, message: 'invalidFormat' };
  }
  return parsed === null ? { ok: false, message: 'noData' } : { ok: true, value: parsed };
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** What JSON.stringify would write for a value: `toJSON()` applied (dates become ISO text). */
function jsonValue(value: unknown): unknown {
  if (isContainer(value) && !Array.isArray(value)) {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return toJSON.call(value);
  }
  return value;
}

/** Entries JSON would keep: undefined, functions and symbols are left out of objects and are null in arrays. */
function entriesOf(value: Container): Array<[string, unknown]> {
  if (Array.isArray(value)) {
    return value.map((item, index) => [`[${index}]`, isSkipped(item) ? null : item]);
  }
  return Object.entries(value).filter(([, item]) => !isSkipped(item));
}

const isSkipped = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

function leafOf(value: unknown): { type: DetailValueType; value: string } {
  if (value === null) return { type: 'null', value: 'null' };
  if (typeof value === 'string') return { type: 'string', value };
  if (typeof value === 'number')
    return { type: 'number', value: Number.isFinite(value) ? String(value) : 'null' };
  if (typeof value === 'boolean') return { type: 'boolean', value: String(value) };
  if (typeof value === 'bigint') return { type: 'number', value: value.toString() };
  return { type: 'string', value: String(value) };
}

function toNode(name: string, raw: unknown, key: string, ancestors: Set<object>, depth: number): DetailNode {
  if (depth > DETAIL_MAX_DEPTH) throw new RangeError('Detail value is nested too deeply');
  const value = jsonValue(raw);
  if (!isContainer(value)) {
    const leaf = leafOf(value);
    return {
      key,
      label: name === '' ? leaf.value : `${name}: ${leaf.value}`,
      data: { name, ...leaf },
      leaf: true,
    };
  }
  if (ancestors.has(value)) throw new TypeError('Detail value contains a cycle');
  const entries = entriesOf(value);
  const type: DetailValueType = Array.isArray(value) ? 'array' : 'object';
  if (entries.length === 0) {
    return { key, label: name, data: { name, type: 'empty' }, leaf: true };
  }
  ancestors.add(value);
  const children = entries.map(([childName, child], index) =>
    toNode(childName, child, `${key}-${index}`, ancestors, depth + 1),
  );
  ancestors.delete(value);
  return { key, label: name, data: { name, type, size: entries.length }, leaf: false, children };
}

/**
 * The tree nodes of a parsed value: one node per property (or array item), nested for objects and
 * arrays; a scalar gives one unnamed node. Throws on cycles and on nesting deeper than DETAIL_MAX_DEPTH.
 * @example toDetailNodes({ a: 1 })[0].label // 'a: 1'
 */
export function toDetailNodes(value: unknown): DetailNode[] {
  const root = jsonValue(value);
  if (!isContainer(root)) return [toNode('', root, '0', new Set(), 0)];
  const ancestors = new Set<object>([root]);
  return entriesOf(root).map(([name, child], index) => toNode(name, child, String(index), ancestors, 1));
}

/** Keys of every node with children, so the tree opens fully expanded. */
export function expandAll(
  nodes: readonly DetailNode[],
  into: Record<string, boolean> = {},
): Record<string, boolean> {
  for (const node of nodes) {
    if (node.children && node.children.length > 0) {
      into[node.key] = true;
      expandAll(node.children, into);
    }
  }
  return into;
}

/**
 * Everything the popup shows for a value: the tree, or which message.
 * @example buildDetailContent({}) // { kind: 'message', message: 'empty' }
 * @example buildDetailContent('') // { kind: 'message', message: 'noData' }
 */
export function buildDetailContent(value: unknown): DetailContent {
  const parsed = parseDetailValue(value);
  if (!parsed.ok) return { kind: 'message', message: parsed.message };
  try {
    const root = jsonValue(parsed.value);
    if (isContainer(root) && entriesOf(root).length === 0) return { kind: 'message', message: 'empty' };
    const nodes = toDetailNodes(root);
    return { kind: 'tree', nodes, expandedKeys: expandAll(nodes) };
  } catch {
    return { kind: 'message', message: 'invalidJson' };
  }
}
