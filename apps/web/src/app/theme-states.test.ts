import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * theme-states.css repeats lara-light-teal's focus and hover rules with Kantor's variables. These tests
 * read both files: every rule of the theme that draws a focus ring in its light colours, or an input's
 * hover or focus border in teal-500, must have its selector in theme-states.css setting the same
 * property from a variable; a PrimeReact upgrade that adds one fails here, naming it.
 */
const LARA = readFileSync(
  createRequire(import.meta.url).resolve('primereact/resources/themes/lara-light-teal/theme.css'),
  'utf8',
);
const STATES = readFileSync(join(import.meta.dirname, 'theme-states.css'), 'utf8');

/** The theme's ring colours: teal-200 and the light 2px rings of each button severity. */
const RING =
  /#99f6e4|#75f0e3|#b0b9c6|#88eaac|#83d3f8|#fcb98b|#d4aafb|#f7a2a2|#e2e8f0|#bfdbfe|#bbf7d0|#fde68a|#e9d5ff|#fecaca/i;

type Rule = { selectors: string[]; declarations: Map<string, string> };

/** Splits at the commas outside parentheses. */
function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  return [...parts, current].map((p) => p.trim().replace(/\s+/g, ' ')).filter(Boolean);
}

/** `.a:is(.b, .c) d` as `.a.b d` and `.a.c d`, so a compact selector meets the theme's long form. */
function expand(selector: string): string[] {
  const start = selector.indexOf(':is(');
  if (start < 0) return [selector];
  let depth = 0;
  let end = start + 3;
  for (; end < selector.length; end++) {
    if (selector[end] === '(') depth++;
    if (selector[end] === ')' && --depth === 0) break;
  }
  const options = splitTop(selector.slice(start + 4, end));
  return options.flatMap((o) => expand(selector.slice(0, start) + o + selector.slice(end + 1)));
}

/** The innermost `selector { declarations }` blocks of a stylesheet (comments dropped). */
function rules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return Array.from(text.matchAll(/([^{}]+)\{([^{}]*)\}/g), ([, selector, body]) => ({
    selectors: splitTop(selector!).flatMap(expand),
    declarations: new Map(
      body!
        .split(';')
        .map((d) => d.split(/:(.*)/s).map((p) => p.trim()))
        .filter(([property, value]) => property && value)
        .map(([property, value]) => [property!, value!]),
    ),
  }));
}

/** The theme's rules that need a Kantor colour: selector and property. */
function themeStates(): { selector: string; property: string }[] {
  return rules(LARA).flatMap((rule) =>
    [...rule.declarations].flatMap(([property, value]) => {
      const ring = ['box-shadow', 'outline', 'outline-color'].includes(property) && RING.test(value);
      const border = property === 'border-color' && /#14b8a6/i.test(value);
      return rule.selectors
        .filter((selector) => ring || (border && /:hover|:focus|\.p-focus/.test(selector)))
        .map((selector) => ({ selector, property }));
    }),
  );
}

describe('theme-states.css against lara-light-teal', () => {
  const ours = rules(STATES);

  it('finds the theme rules it checks (the parse works)', () => {
    const states = themeStates();
    expect(states.length).toBeGreaterThan(80);
    expect(states).toContainEqual({ selector: '.p-inputtext:enabled:focus', property: 'box-shadow' });
    expect(states).toContainEqual({ selector: '.p-inputtext:enabled:hover', property: 'border-color' });
  });

  it('repeats every focus ring and hover or focus border of the theme with a variable', () => {
    const missing = themeStates().filter(
      ({ selector, property }) =>
        !ours.some(
          (rule) =>
            rule.selectors.includes(selector) && /var\(--kantor-/.test(rule.declarations.get(property) ?? ''),
        ),
    );
    expect(missing.map((m) => `${m.selector} { ${m.property} }`)).toEqual([]);
  });

  it('repeats the selected tab’s teal (TabView, TabMenu) with a variable', () => {
    const tabs = rules(LARA).flatMap((rule) =>
      [...rule.declarations]
        .filter(([property, value]) => ['color', 'border-color'].includes(property) && /#14b8a6/i.test(value))
        .flatMap(([property]) =>
          rule.selectors
            .filter((s) => /\.p-tab(view|menu)\b/.test(s))
            .map((selector) => ({ selector, property })),
        ),
    );
    expect(tabs).toContainEqual({
      selector: '.p-tabview .p-tabview-nav li.p-highlight .p-tabview-nav-link',
      property: 'color',
    });
    const missing = tabs.filter(
      ({ selector, property }) =>
        !ours.some(
          (rule) =>
            rule.selectors.includes(selector) && /var\(--kantor-/.test(rule.declarations.get(property) ?? ''),
        ),
    );
    expect(missing.map((m) => `${m.selector} { ${m.property} }`)).toEqual([]);
  });

  it('has no light teal left in its own rules', () => {
    const code = STATES.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code).not.toMatch(RING);
    expect(code).not.toMatch(/#14b8a6/i);
  });
});
