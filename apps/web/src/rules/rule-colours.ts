/**
 * Colours of role rules (Warnai List JSX, colour list, dynamic-row validity) as CSS classes. Only the
 * whitelist of core's `colourKind` ever reaches CSS: a PrimeReact severity word, one of the named
 * colours, or a validated `#rgb`/`#rrggbb`. Anything else gives no colour at all.
 */
import { colourKind } from '@kantor/core';

export type RuleColour = {
  /** A CSS-class-safe token: `success`, `n-red`, `h-ff0000`. */
  token: string;
  kind: 'severity' | 'named' | 'hex';
  /** The CSS value (a named colour or `#rrggbb`); the severity word for severities. */
  value: string;
};

/** Tints of the severities (PrimeReact's palette), so rows keep readable text. */
const SEVERITY_VALUES: Readonly<Record<string, string>> = {
  success: '#22c55e',
  info: '#3b82f6',
  warning: '#f59e0b',
  danger: '#ef4444',
};

/**
 * Reads a rule colour; null when it is empty or not allowed.
 *
 * @example ruleColour('#F00') // { token: 'h-ff0000', kind: 'hex', value: '#ff0000' }
 * @example ruleColour('red; background: url(x)') // null
 */
export function ruleColour(colour: string | null | undefined): RuleColour | null {
  if (typeof colour !== 'string') return null;
  const value = colour.trim().toLowerCase();
  const kind = colourKind(value);
  if (kind === null) return null;
  if (kind === 'hex') {
    const hex = value.slice(1);
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    if (!/^[0-9a-f]{6}$/.test(full)) return null;
    return { token: `h-${full}`, kind, value: `#${full}` };
  }
  if (kind === 'severity') return { token: value, kind, value };
  if (!/^[a-z]+$/.test(value)) return null;
  return { token: `n-${value}`, kind, value };
}

/** The class that colours a table row (`<tr>`) or one cell (`<td>`). */
export function ruleColourClass(colour: RuleColour | null): string | undefined {
  return colour ? `rule-colour rule-colour-${colour.token}` : undefined;
}

/** The CSS colour behind a rule colour (severities mapped to their tint). */
export function cssColourOf(colour: RuleColour): string {
  return colour.kind === 'severity' ? (SEVERITY_VALUES[colour.value] ?? '#3b82f6') : colour.value;
}

/**
 * Style rules for the colours in use: a light tint of the colour behind the row's cells or the cell,
 * and a bar of the full colour on the left. Tokens and values are whitelisted (see {@link ruleColour}),
 * so the text can be put in a `<style>` element safely.
 */
export function ruleColourStyleSheet(colours: Iterable<RuleColour | null>): string {
  const seen = new Map<string, RuleColour>();
  for (const colour of colours) if (colour && !seen.has(colour.token)) seen.set(colour.token, colour);
  return [...seen.values()]
    .map((colour) => {
      const css = cssColourOf(colour);
      const cls = `.rule-colour-${colour.token}`;
      return (
        `tr${cls} > td, td${cls}, div${cls} { background-color: color-mix(in srgb, ${css} 22%, transparent); }\n` +
        `tr${cls} > td:first-child, td${cls}, div${cls} { box-shadow: inset 4px 0 0 ${css}; }`
      );
    })
    .join('\n');
}
