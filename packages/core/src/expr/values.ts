import { FORBIDDEN_NAMES, type Value } from './ast.ts';

const MAX_VALUE_DEPTH = 8;

/**
 * Reads an own data property of a plain record. Never reads inherited properties, never runs a
 * getter, never reads `__proto__`, `constructor` or `prototype`.
 *
 * @example readOwn({ qty: 2 }, 'qty') // 2
 * @example readOwn({}, 'toString') // undefined
 */
export function readOwn(target: unknown, key: string): unknown {
  if (target === null || typeof target !== 'object' || FORBIDDEN_NAMES.has(key)) return undefined;
  try {
    if (!Object.hasOwn(target, key)) return undefined;
    const d = Object.getOwnPropertyDescriptor(target, key);
    return d && 'value' in d ? d.value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Converts anything coming from a record, a row or the network into a language value: text,
 * finite numbers, booleans, null and lists of those. Dates become ISO text; other objects,
 * functions and symbols become null, so no object ever enters an evaluation.
 *
 * @example toValue([1, 'a', {}]) // [1, 'a', null]
 */
export function toValue(input: unknown, depth = 0): Value {
  switch (typeof input) {
    case 'string':
    case 'boolean':
      return input;
    case 'number':
      return Number.isFinite(input) ? input : null;
    case 'bigint': {
      const n = Number(input);
      return Number.isFinite(n) ? n : null;
    }
    case 'object': {
      if (input === null) return null;
      if (input instanceof Date) {
        const t = Date.prototype.getTime.call(input);
        return Number.isFinite(t) ? new Date(t).toISOString() : null;
      }
      if (Array.isArray(input) && depth < MAX_VALUE_DEPTH) {
        const out: Value[] = [];
        for (let i = 0; i < input.length; i++) out.push(toValue(readOwn(input, String(i)), depth + 1));
        return out;
      }
      return null;
    }
    default:
      return null;
  }
}

/** Null and the empty string both count as "empty". */
export const isEmpty = (v: Value): boolean => v === null || v === '';

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/** Whether a value is a number or text that reads as one (form and database values are often text). */
export function isNumberLike(v: Value): boolean {
  return typeof v === 'number' || (typeof v === 'string' && NUMERIC.test(v));
}

/**
 * Numeric reading for arithmetic: numbers, numeric text, booleans (1/0) and empty (0).
 * Anything else is NaN, which makes the arithmetic result null.
 *
 * @example toNumber(' 12.5 ') // 12.5
 */
export function toNumber(v: Value): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v === null || v === '') return 0;
  if (typeof v === 'string' && NUMERIC.test(v)) return Number(v);
  return Number.NaN;
}

/** A finite number or null. */
export const numberOrNull = (n: number): number | null => (Number.isFinite(n) ? n : null);

/**
 * Text reading: null is empty, lists are joined with ", ".
 *
 * @example toText([1, 'a']) // '1, a'
 */
export function toText(v: Value): string {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v.map(toText).join(', ');
}

/**
 * Falsy: null, false, 0, '' and the empty list. Everything else is truthy.
 *
 * @example truthy('0') // true
 */
export function truthy(v: Value): boolean {
  if (Array.isArray(v)) return v.length > 0;
  return v !== null && v !== false && v !== 0 && v !== '';
}

/**
 * Equality as admins expect it: empty equals empty; a number equals numeric text of the same
 * value; booleans equal 1/0; text compares exactly; lists compare item by item.
 *
 * @example equals(5, '5') // true
 * @example equals(null, '') // true
 */
export function equals(a: Value, b: Value): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => equals(x, b[i]!));
  }
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b;
  if (typeof a === 'boolean' || typeof b === 'boolean') {
    const other = typeof a === 'boolean' ? b : a;
    return isNumberLike(other) && toNumber(a) === toNumber(b);
  }
  if (isNumberLike(a) && isNumberLike(b)) return toNumber(a) === toNumber(b);
  return false;
}

/**
 * Ordering: numerically when both sides read as numbers, otherwise as text (code-unit order).
 * Returns null when a side is empty or a list: every ordering comparison with it is false.
 *
 * @example compare('10', '9') // 1
 */
export function compare(a: Value, b: Value): -1 | 0 | 1 | null {
  if (isEmpty(a) || isEmpty(b) || Array.isArray(a) || Array.isArray(b)) return null;
  if (isNumberLike(a) && isNumberLike(b)) {
    const x = toNumber(a);
    const y = toNumber(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'boolean' || typeof b === 'boolean') {
    const x = toNumber(a);
    const y = toNumber(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return null;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = toText(a);
  const y = toText(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
