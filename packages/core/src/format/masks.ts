/**
 * Input masks of spec §5: '9' a digit, 'a' a letter, '*' a letter or digit, any other character a literal;
 * everything after the first '?' is optional (a later '?' is a literal). Letters are ASCII, as in the
 * masks' usual input components.
 */

type Slot = { kind: 'slot'; test: RegExp; optional: boolean };
type Literal = { kind: 'literal'; char: string; optional: boolean };
type Token = Slot | Literal;

const SLOT_TESTS: Readonly<Record<string, RegExp>> = {
  '9': /^\d$/,
  a: /^[A-Za-z]$/,
  '*': /^[A-Za-z\d]$/,
};

function tokenize(mask: string): Token[] {
  const tokens: Token[] = [];
  let optional = false;
  for (const char of mask) {
    if (char === '?' && !optional) {
      optional = true;
      continue;
    }
    const test = SLOT_TESTS[char];
    tokens.push(test ? { kind: 'slot', test, optional } : { kind: 'literal', char, optional });
  }
  return tokens;
}

type Filled = {
  formatted: string;
  /** The characters that went into slots, in order. */
  slotChars: string[];
  requiredSlots: number;
  requiredFilled: number;
  optionalSlots: number;
  optionalFilled: number;
};

/** The literal characters of the run of literal tokens starting at `start`. */
function literalRun(tokens: readonly Token[], start: number): string[] {
  const run: string[] = [];
  for (let i = start; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind !== 'literal') break;
    run.push(token.char);
  }
  return run;
}

const acceptedBySomeSlot = (tokens: readonly Token[], char: string) =>
  tokens.some((t) => t.kind === 'slot' && t.test.test(char));

/**
 * Decides, at each run of literals ('-', ') ', '+62 ') that the input repeats exactly, whether the input's
 * characters are those literals or slot values.
 * - A run holding a character no slot accepts ('-', '+', ' ') can only come from formatted input, so it is
 *   read as literals: '+62 2' stays '+62 2' under '+62 999'.
 * - A run made only of characters slots accept (the '6' of mask '699') is truly ambiguous. The reading that
 *   fills more slots wins, ties read the input as formatted: '661' stays '661', the raw '61' becomes '661'.
 *   A partly filled value may then change when masked again ('11' under '199' becomes '111'): no rule can
 *   tell that '11' apart from the raw '11'. Memoised on (token, input position), so the search stays small.
 */
function literalReader(tokens: readonly Token[], input: readonly string[]) {
  const memo = new Map<number, number>();
  const fits = (run: readonly string[], at: number) => run.every((char, k) => input[at + k] === char);

  /** How many slots the rest of the mask fills from token `i` and input position `at`, at best. */
  const slotsFilled = (i: number, at: number): number => {
    if (i >= tokens.length) return 0;
    const key = i * (input.length + 1) + at;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const token = tokens[i];
    let best: number;
    if (token.kind === 'literal') {
      const run = literalRun(tokens, i);
      const skipped = slotsFilled(i + run.length, at);
      best = fits(run, at) ? Math.max(skipped, slotsFilled(i + run.length, at + run.length)) : skipped;
    } else {
      let k = at;
      while (k < input.length && !token.test.test(input[k])) k += 1;
      best = k < input.length ? 1 + slotsFilled(i + 1, k + 1) : 0;
    }
    memo.set(key, best);
    return best;
  };

  /** Whether the run of literals starting at token `i` is read from the input at position `at`. */
  return (i: number, at: number, run: readonly string[]): boolean => {
    if (!fits(run, at)) return false;
    if (!run.every((char) => acceptedBySomeSlot(tokens, char))) return true;
    const next = i + run.length;
    return slotsFilled(next, at + run.length) >= slotsFilled(next, at);
  };
}

/**
 * Walks mask and input together. A slot takes the next input character it accepts (others are skipped);
 * where the input repeats a run of the mask's literals, it is read as those literals (see literalReader),
 * so formatted input stays as it is. Literals are written only once a later slot is filled, or at the very
 * end of the mask when nothing but literals is left, so a partial input never ends in a dangling separator.
 */
function fill(mask: string, raw: string): Filled {
  const tokens = tokenize(mask);
  const input = Array.from(raw);
  const readsLiterals = literalReader(tokens, input);
  const result: Filled = {
    formatted: '',
    slotChars: [],
    requiredSlots: 0,
    requiredFilled: 0,
    optionalSlots: 0,
    optionalFilled: 0,
  };
  for (const token of tokens) {
    if (token.kind === 'slot') {
      if (token.optional) result.optionalSlots += 1;
      else result.requiredSlots += 1;
    }
  }
  let pending = '';
  let at = 0;
  let ran = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === 'literal') {
      if (pending === '') {
        const run = literalRun(tokens, i);
        if (readsLiterals(i, at, run)) at += run.length;
      }
      pending += token.char;
      continue;
    }
    while (at < input.length && !token.test.test(input[at])) at += 1;
    if (at >= input.length) {
      ran = true;
      break;
    }
    result.formatted += pending + input[at];
    result.slotChars.push(input[at]);
    pending = '';
    at += 1;
    if (token.optional) result.optionalFilled += 1;
    else result.requiredFilled += 1;
  }
  // Trailing literals ('(999)' -> the ')') close a mask whose slots were all reached.
  if (!ran && result.slotChars.length > 0) result.formatted += pending;
  return result;
}

const asText = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * Formats raw input with a mask as far as the input goes: literals are inserted, characters a slot does
 * not accept are skipped, input beyond the mask is dropped. An empty mask returns the input unchanged.
 * @example applyMask('9999-9999-9999?9', '081234567890') // '0812-3456-7890'
 * @example applyMask('(999) 999', '12a3') // '(123'
 * @example applyMask('aa-99', 'ab12') // 'ab-12'
 */
export function applyMask(mask: string, raw: string | number | null | undefined): string {
  const text = asText(raw);
  if (!mask) return text;
  return fill(mask, text).formatted;
}

/**
 * The characters that fill the mask's slots, literals removed. An empty mask returns the value unchanged.
 * @example unmask('9999-9999-9999?9', '0812-3456-7890') // '081234567890'
 * @example unmask('(999) 999', '(021) 555') // '021555'
 */
export function unmask(mask: string, value: string | number | null | undefined): string {
  const text = asText(value);
  if (!mask) return text;
  return fill(mask, text).slotChars.join('');
}

/**
 * Whether the value, masked, fills every required slot, with the optional part either left empty or filled
 * completely (a half-filled optional part is an incomplete entry). The value may be masked or raw; like
 * {@link applyMask}, characters the mask does not accept are ignored. An empty mask is always complete.
 * @example isMaskComplete('9999-9999-9999?9', '0812-3456-7890') // true
 * @example isMaskComplete('9999-9999-9999?9', '0812-3456-789') // false
 * @example isMaskComplete('99?-99', '12-3') // false
 */
export function isMaskComplete(mask: string, value: string | number | null | undefined): boolean {
  if (!mask) return true;
  const f = fill(mask, asText(value));
  return (
    f.requiredFilled === f.requiredSlots && (f.optionalFilled === 0 || f.optionalFilled === f.optionalSlots)
  );
}

const EXAMPLE_DIGITS = '0812345678901234567890';
const EXAMPLE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A value the mask accepts, for messages and placeholders: people read `0812-3456-7890`, not the mask's
 * own notation `9999-9999-9?9999` (issue 34). Digits run from `0812…`, letters from `A`; an optional part
 * is filled but for its last slot, as a typical entry is.
 *
 * @example maskExample('9999-9999-9?9999') // '0812-3456-7890'
 * @example maskExample('99.999.999.9-999.999') // '08.123.456.7-890.123'
 */
export function maskExample(mask: string): string {
  const isSlot = (c: string) => c === '9' || c === 'a' || c === '*';
  const marker = mask.indexOf('?');
  const required = Array.from(marker === -1 ? mask : mask.slice(0, marker)).filter(isSlot).length;
  const slots = Array.from(mask.replace('?', '')).filter(isSlot);
  const count = required + Math.max(0, slots.length - required - 1);
  let digit = 0;
  let letter = 0;
  const chars = slots
    .slice(0, count)
    .map((slot) =>
      slot === 'a'
        ? EXAMPLE_LETTERS[letter++ % EXAMPLE_LETTERS.length]
        : EXAMPLE_DIGITS[digit++ % EXAMPLE_DIGITS.length],
    );
  return applyMask(mask, chars.join(''));
}
