import type { Locator, Page } from 'playwright-core';

/** What one focus stop showed: the element, and why its focus indicator is not good enough (or null). */
export type FocusStop = { element: string; indicator: string; problem: string | null };

/** WCAG 2.1 AA non-text contrast (1.4.11): a focus ring needs 3:1 against what is behind it. */
export const MIN_RING_CONTRAST = 3;

/**
 * Waits until the page has drawn the last key press and no CSS transition is running (the theme fades
 * borders and shadows in over 0.2 s; a style read half-way would measure a colour in between).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.waitForFunction(
    () => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * Measures the focused element's indicator: the styles of the element and the boxes around it (three
 * ancestors, and its parent's subtree, where PrimeReact draws the ring of a hidden native input) while
 * focused, then blurred, then focuses it again. An indicator is an outline or box-shadow that appears
 * with focus on a visible box; it is good when one of its colours has 3:1 against the background
 * behind it and no scrolling box cuts it off on two opposite sides. Chromium's own `outline: auto`
 * ring (dark with a white halo) counts as good.
 */
export async function probeFocus(page: Page): Promise<FocusStop> {
  await settle(page);
  const element = await page.evaluate(() => {
    type Probe = { el: HTMLElement; nodes: Element[]; focused: string[][] };
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const nodes = new Set<Element>([el]);
    for (let up = el.parentElement, n = 0; up && up !== document.body && n < 3; up = up.parentElement, n++) {
      nodes.add(up);
    }
    for (const inside of Array.from(el.parentElement?.querySelectorAll('*') ?? []).slice(0, 80)) {
      nodes.add(inside);
    }
    const style = (node: Element) => {
      const s = getComputedStyle(node);
      return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.outlineOffset];
    };
    const list = Array.from(nodes);
    (window as unknown as { __focusProbe: Probe }).__focusProbe = {
      el,
      nodes: list,
      focused: list.map(style),
    };
    const label = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? el.textContent ?? '';
    const classes = Array.from(el.classList)
      .slice(0, 3)
      .map((c) => `.${c}`)
      .join('');
    const role = el.getAttribute('role');
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}${role ? `[role=${role}]` : ''} "${label.trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  });
  if (element === null)
    return { element: '(nothing: the page body)', indicator: '', problem: 'no element has focus' };

  await page.evaluate(() =>
    (window as unknown as { __focusProbe: { el: HTMLElement } }).__focusProbe.el.blur(),
  );
  await settle(page);
  const measured = await page.evaluate((minimum) => {
    type Probe = { el: HTMLElement; nodes: Element[]; focused: string[][] };
    const probe = (window as unknown as { __focusProbe: Probe }).__focusProbe;
    const parse = (colour: string): number[] | null => {
      const m = colour.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r = 0, g = 0, b = 0, a = 1] = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const over = (top: number[], bottom: number[]) => {
      const a = top[3]!;
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1);
    };
    const luminance = (c: number[]) => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    /** The opaque colour behind a box: its own and its ancestors' backgrounds laid over white. */
    const backdrop = (from: Element | null): number[] => {
      const layers: number[][] = [];
      for (let node = from; node; node = node.parentElement) {
        const c = parse(getComputedStyle(node).backgroundColor);
        if (c && c[3]! > 0) {
          layers.push(c);
          if (c[3] === 1) break;
        }
      }
      return layers.reduceRight((under, layer) => over(layer, under), [255, 255, 255, 1]);
    };
    const visible = (node: Element) => {
      const box = node.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) return false;
      for (let up: Element | null = node; up; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.opacity === '0' || s.visibility === 'hidden' || s.clipPath === 'inset(50%)') return false;
      }
      return true;
    };
    /** A box-shadow's layers, split at the commas outside `rgb(...)`. */
    const layers = (value: string) => {
      const out: string[] = [];
      let depth = 0;
      let current = '';
      for (const ch of value) {
        if (ch === '(') depth++;
        if (ch === ')') depth--;
        if (ch === ',' && depth === 0) {
          out.push(current);
          current = '';
        } else current += ch;
      }
      return out.concat(current);
    };
    /**
     * The rings a box-shadow draws, inside or outside: layers with a spread of 1px or more (the fourth
     * length) in a colour that is not transparent. A blurred drop shadow is no ring.
     */
    const shadowColours = (value: string) =>
      value === 'none'
        ? []
        : layers(value).flatMap((layer) => {
            const c = parse(layer);
            const sizes = layer.replace(/rgba?\([^)]+\)/, '').match(/-?[\d.]+px/g) ?? [];
            const spread = Number.parseFloat(sizes[3] ?? '0');
            return c && c[3]! > 0 && spread >= 1
              ? [{ colour: c, inset: layer.includes('inset'), spread }]
              : [];
          });
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${Array.from(node.classList)
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('')}`;

    /**
     * The scrolling or clipping box that hides the ring on two opposite sides (a full-width link in a
     * scrolling panel), or null. One side cut is allowed: focus scrolls a control just into view.
     */
    const cutOff = (node: Element, reach: number): string | null => {
      if (reach <= 0) return null;
      const box = node.getBoundingClientRect();
      for (let up = node.parentElement; up && up !== document.documentElement; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const r = up.getBoundingClientRect();
        const left = r.left + up.clientLeft;
        const top = r.top + up.clientTop;
        const sideways =
          s.overflowX !== 'visible' &&
          box.left - reach < left - 0.5 &&
          box.right + reach > left + up.clientWidth + 0.5;
        const upright =
          s.overflowY !== 'visible' &&
          box.top - reach < top - 0.5 &&
          box.bottom + reach > top + up.clientHeight + 0.5;
        if (sideways || upright)
          return `cut off ${sideways ? 'left and right' : 'top and bottom'} by ${describe(up)}`;
      }
      return null;
    };

    const findings: string[] = [];
    let good = false;
    let cut = false;
    /** A ring with enough contrast counts when nothing cuts it off. */
    const judge = (node: Element, ratio: number, reach: number): string => {
      if (ratio < minimum) return '';
      const hidden = cutOff(node, reach);
      if (hidden) {
        cut = true;
        return ` (${hidden})`;
      }
      good = true;
      return '';
    };
    probe.nodes.forEach((node, i) => {
      const [outlineStyle, outlineWidth, outlineColour, boxShadow, outlineOffset] = probe.focused[i]!;
      const now = getComputedStyle(node);
      const outlineOn = outlineStyle !== 'none' && Number.parseFloat(outlineWidth!) > 0;
      const outlineChanged =
        outlineOn &&
        (now.outlineStyle !== outlineStyle ||
          now.outlineWidth !== outlineWidth ||
          now.outlineColor !== outlineColour);
      const shadowChanged = boxShadow !== 'none' && now.boxShadow !== boxShadow;
      if ((!outlineChanged && !shadowChanged) || !visible(node)) return;
      if (outlineChanged) {
        if (outlineStyle === 'auto') {
          good = true;
          findings.push(`${describe(node)} outline auto (browser ring)`);
        } else {
          const colour = parse(outlineColour!);
          const behind = backdrop(node.parentElement);
          const ratio = colour ? contrast(over(colour, behind), behind) : 0;
          const reach = Number.parseFloat(outlineOffset!) + Number.parseFloat(outlineWidth!);
          const note = judge(node, ratio, reach);
          findings.push(
            `${describe(node)} outline ${outlineWidth} ${outlineColour} ${ratio.toFixed(2)}:1${note}`,
          );
        }
      }
      if (shadowChanged) {
        const rings = shadowColours(boxShadow!).map(({ colour, inset, spread }) => {
          const behind = backdrop(inset ? node : node.parentElement);
          return { ratio: contrast(over(colour, behind), behind), reach: inset ? 0 : spread };
        });
        const best = rings.reduce((max, r) => Math.max(max, r.ratio), 0);
        const reach = rings.reduce((max, r) => Math.max(max, r.reach), 0);
        const note = judge(node, best, reach);
        findings.push(`${describe(node)} box-shadow ${boxShadow} best ${best.toFixed(2)}:1${note}`);
      }
    });
    probe.el.focus({ preventScroll: true });
    return { good, cut, indicator: findings.join('; ') };
  }, MIN_RING_CONTRAST);
  await settle(page);
  const restored = await page.evaluate(() => {
    const el = (window as unknown as { __focusProbe: { el: HTMLElement } }).__focusProbe.el;
    return document.activeElement === el;
  });
  if (!restored) throw new Error(`focus did not return to ${element} after the measure`);

  let problem: string | null = null;
  if (!measured.indicator) problem = 'no outline or box-shadow appears with focus';
  else if (!measured.good && measured.cut) problem = 'the focus ring is cut off';
  else if (!measured.good) problem = `the focus ring has less than ${MIN_RING_CONTRAST}:1 contrast`;
  return { element, indicator: measured.indicator, problem };
}

/** Whether the focused element is one the locator finds. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((els) => els.some((el) => el === document.activeElement));
}
