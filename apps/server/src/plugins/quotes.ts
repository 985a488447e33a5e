/**
 * Where every value of a composed answer comes from (rule R5 of docs/architecture.md): a report, a
 * recap, an invoice view or a dashboard declares, for each key it answers, the resource fields that
 * value is read or computed from. A value quoting a field the caller's role may not see (Hide Kolom on
 * `/resource`) leaves the answer — a sum of hidden totals is the hidden value, a count of rows chosen by
 * a hidden value tells it too — and a key the declaration does not name is a programming error (the
 * answer fails rather than leak an undeclared column).
 *
 * A route declares its answer's shape with {@link quoting}; the access plugin applies it to every 2xx
 * JSON answer of that route. A route answering a file (CSV, XLSX, PDF) calls {@link withhold} on what it
 * is about to write.
 */
import { getResource, MSG } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { callerOf, hiddenFieldsOf } from './access.ts';

/** One field of a resource (or of a page whose rules name fields): `rinvoice.total`. */
export type FieldRef = `${string}.${string}`;

const QUOTE = Symbol('quote');
const KEYED = Symbol('keyed');
const EACH = Symbol('each');
const RECORD = Symbol('record');
const VARIANT = Symbol('variant');

/** A value (number, text, or a whole sub-value) read or computed from these fields. */
export type Quote = { readonly [QUOTE]: readonly FieldRef[] };
/** An object whose keys are data (a category per key): the keys quote `keys`, each value has `value`'s shape. */
export type Keyed = { readonly [KEYED]: { readonly keys: Quote; readonly value: Shape } };
/**
 * An array whose items all have one shape. `order`: the items are ordered by a value quoting `by`;
 * when the role may not see it, they are ordered by the key `otherwise` instead (the order of a list
 * sorted by a hidden amount tells that amount's ranking).
 */
export type Each = { readonly [EACH]: { readonly item: Shape; readonly order?: ListOrder } };
export type ListOrder = { readonly by: Quote; readonly otherwise: string };
/** A record of a resource as its own routes answer it: its hidden fields (and their labels) leave. */
export type RecordOf = { readonly [RECORD]: string };
/**
 * An object whose shape depends on the value of one of its keys, a plain tag (a template copied from
 * an earlier job or from the unit rates quotes different fields): `shapes[value[key]]`, a tag without
 * a shape fails the answer as an undeclared key does.
 */
export type Variant = {
  readonly [VARIANT]: { readonly key: string; readonly shapes: Readonly<Record<string, Shape>> };
};
/** The declared shape of an answer: every key of every object in it is named. */
export type Shape = Quote | Keyed | Each | RecordOf | Variant | { readonly [key: string]: Shape };

/** A value read or computed from `fields`; withheld when the role may not see any of them. */
export const quote = (...fields: FieldRef[]): Quote => ({ [QUOTE]: fields });
/** A value that quotes no resource field: an id, a count of rows, the range asked for, a constant. */
export const plain: Quote = quote();
export const keyed = (keys: Quote, value: Shape): Keyed => ({ [KEYED]: { keys, value } });
export const each = (item: Shape, order?: ListOrder): Each => ({ [EACH]: { item, order } });
export const recordOf = (resource: string): RecordOf => ({ [RECORD]: resource });
export const variant = (key: string, shapes: Readonly<Record<string, Shape>>): Variant => ({
  [VARIANT]: { key, shapes },
});

const isQuote = (shape: Shape): shape is Quote => QUOTE in shape;
const isKeyed = (shape: Shape): shape is Keyed => KEYED in shape;
const isEach = (shape: Shape): shape is Each => EACH in shape;
const isRecordOf = (shape: Shape): shape is RecordOf => RECORD in shape;
const isVariant = (shape: Shape): shape is Variant => VARIANT in shape;

/** The answer has a key its declaration does not name (a 500: nothing undeclared leaves). */
export class UndeclaredAnswerKey extends Error {}

/** The resources a shape names (a quote's or a whole record's): their hidden fields are read once. */
function resourcesOf(shape: Shape, into: Set<string>): Set<string> {
  if (isQuote(shape)) for (const ref of shape[QUOTE]) into.add(ref.slice(0, ref.indexOf('.')));
  else if (isRecordOf(shape)) into.add(shape[RECORD]);
  else if (isKeyed(shape)) {
    resourcesOf(shape[KEYED].keys, into);
    resourcesOf(shape[KEYED].value, into);
  } else if (isEach(shape)) {
    resourcesOf(shape[EACH].item, into);
    if (shape[EACH].order) resourcesOf(shape[EACH].order.by, into);
  } else if (isVariant(shape)) {
    for (const inner of Object.values(shape[VARIANT].shapes)) resourcesOf(inner, into);
  } else for (const inner of Object.values(shape)) resourcesOf(inner, into);
  return into;
}

/** Per resource, the fields (and relation labels) the caller's role may not see. */
type HiddenByResource = ReadonlyMap<string, ReadonlySet<string>>;

async function hiddenByResource(
  request: FastifyRequest,
  resources: Iterable<string>,
): Promise<HiddenByResource> {
  const out = new Map<string, ReadonlySet<string>>();
  for (const name of resources) {
    const hidden = new Set(await hiddenFieldsOf(request, name));
    const resource = getResource(name);
    if (resource) {
      const caller = await callerOf(request);
      for (const label of await request.server.roleRules.hiddenLabels(caller.roles, resource))
        hidden.add(label);
    }
    out.set(name, hidden);
  }
  return out;
}

/** Which of `refs` the caller's role may not see (one rules read per resource named). */
export async function hiddenRefs(
  request: FastifyRequest,
  refs: Iterable<FieldRef>,
): Promise<ReadonlySet<FieldRef>> {
  const list = [...refs];
  const byResource = await hiddenByResource(
    request,
    new Set(list.map((ref) => ref.slice(0, ref.indexOf('.')))),
  );
  return new Set(list.filter((ref) => isHidden(ref, byResource)));
}

function isHidden(ref: FieldRef, byResource: HiddenByResource): boolean {
  const dot = ref.indexOf('.');
  return byResource.get(ref.slice(0, dot))?.has(ref.slice(dot + 1)) ?? false;
}

/** Whether a value quoting `q` is withheld. */
const withheld = (q: Quote, hidden: HiddenByResource) => q[QUOTE].some((ref) => isHidden(ref, hidden));

const GONE = Symbol('gone');

/** Items ordered by `key`'s text, numbers by value (or, when that is gone too, by what is left of them). */
function reordered(items: unknown[], key: string): unknown[] {
  const text = (item: unknown) => {
    const v = item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
    return v === undefined || v === null ? JSON.stringify(item) : String(v);
  };
  return items
    .map((item) => ({ item, text: text(item) }))
    .sort((a, b) => a.text.localeCompare(b.text, 'id', { numeric: true }))
    .map((entry) => entry.item);
}

function apply(shape: Shape, value: unknown, hidden: HiddenByResource, path: string): unknown {
  if (isQuote(shape)) return withheld(shape, hidden) ? GONE : value;
  if (value === null || value === undefined || typeof value !== 'object') return value;
  if (isRecordOf(shape)) {
    if (Array.isArray(value)) throw new UndeclaredAnswerKey(`${path} is a list, declared a record`);
    const gone = hidden.get(shape[RECORD]) ?? new Set<string>();
    return Object.fromEntries(
      Object.entries(value).filter(
        ([key]) => !gone.has(key) && !(key.endsWith('_label') && gone.has(key.slice(0, -6))),
      ),
    );
  }
  if (isVariant(shape)) {
    const { key, shapes } = shape[VARIANT];
    const tag = Array.isArray(value) ? undefined : (value as Record<string, unknown>)[key];
    const chosen = typeof tag === 'string' && Object.hasOwn(shapes, tag) ? shapes[tag] : undefined;
    if (!chosen) throw new UndeclaredAnswerKey(`${path}.${key} is no declared variant`);
    return apply(chosen, value, hidden, path);
  }
  if (isEach(shape)) {
    if (!Array.isArray(value)) throw new UndeclaredAnswerKey(`${path} is declared a list`);
    const { item, order } = shape[EACH];
    const items = value.map((v, i) => {
      const out = apply(item, v, hidden, `${path}[${i}]`);
      return out === GONE ? null : out;
    });
    return order && withheld(order.by, hidden) ? reordered(items, order.otherwise) : items;
  }
  if (Array.isArray(value)) throw new UndeclaredAnswerKey(`${path} is a list, declared otherwise`);
  const out: Record<string, unknown> = {};
  if (isKeyed(shape)) {
    const { keys, value: inner } = shape[KEYED];
    if (withheld(keys, hidden)) return GONE;
    for (const [key, v] of Object.entries(value)) {
      const kept = apply(inner, v, hidden, `${path}.${key}`);
      if (kept !== GONE) out[key] = kept;
    }
    return out;
  }
  for (const [key, v] of Object.entries(value)) {
    if (!Object.hasOwn(shape, key)) throw new UndeclaredAnswerKey(`${path}.${key} is not declared`);
    const kept = apply((shape as Record<string, Shape>)[key]!, v, hidden, `${path}.${key}`);
    if (kept !== GONE) out[key] = kept;
  }
  return out;
}

/**
 * `answer` as the caller's role may see it: every value quoting a hidden field removed (from an
 * object: the key goes; in a list: null). Throws {@link UndeclaredAnswerKey} for a key `shape` does
 * not declare.
 */
export async function withhold<T>(request: FastifyRequest, shape: Shape, answer: T): Promise<T> {
  const hidden = await hiddenByResource(request, resourcesOf(shape, new Set()));
  const out = apply(shape, answer, hidden, '(answer)');
  return (out === GONE ? null : out) as T;
}

/**
 * Applies each route's declared answer shape to its 2xx JSON answers. Registered before the access
 * plugin's serialiser (app.ts), which then strips the resource call's hidden fields: quotes.ts reads
 * access.ts, so the hook lives here rather than access.ts importing this file back.
 */
export function registerQuotes(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const shape = request.routeOptions.config.quotes;
    return shape && reply.statusCode < 300 ? withhold(request, shape, payload) : payload;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared shape of the route's JSON answer: applied to every 2xx answer (plugins/quotes.ts). */
    quotes?: Shape;
  }
}

/** Route options with the answer's declared shape added to the route's access options. */
export function quoting<T extends { config: Record<string, unknown> }>(
  shape: Shape,
  options: T,
): T & { config: T['config'] & { quotes: Shape } } {
  return { ...options, config: { ...options.config, quotes: shape } };
}

/** Which keys of `declared` quote a field the caller's role may not see (for answers shaped otherwise). */
export async function withheldKeys(
  request: FastifyRequest,
  declared: Readonly<Record<string, Quote>>,
): Promise<ReadonlySet<string>> {
  const hidden = await hiddenByResource(request, resourcesOf(declared, new Set()));
  return new Set(Object.keys(declared).filter((key) => withheld(declared[key]!, hidden)));
}

/**
 * For what must show every one of `fields` whole or not at all (a document handed to a customer: the
 * invoice PDF and its WhatsApp link, the e-Faktur file, a POS receipt; the POS counter that prices a
 * sale): 403 when the caller's role may not see one of them. A withheld amount there would be a wrong
 * document, or a link that shows it to anyone.
 */
export async function assertSeesAll(request: FastifyRequest, fields: readonly FieldRef[]): Promise<void> {
  if ((await hiddenRefs(request, fields)).size > 0)
    throw new HttpError(403, 'This shows fields your role may not see', {}, MSG.fieldsHiddenFromRole);
}
