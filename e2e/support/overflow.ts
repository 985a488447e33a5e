import type { Page } from 'playwright-core';

export type Overflow = { scrollWidth: number; innerWidth: number; widest: string[] };

/**
 * The page's width against the window's, and the elements whose right edge passes the window's,
 * outermost first (an element inside a frame that scrolls or clips on its own does not count: it does
 * not widen the page).
 */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    // clipped by a frame of its own: an ancestor that scrolls or clips and holds it. An absolutely placed
    // element (a visually hidden label) is held only from its containing block up, its nearest placed
    // ancestor: a scrolling frame below that one does not hold it, and it widens the page
    const clipped = (el: Element): boolean => {
      const own = getComputedStyle(el).position;
      if (own === 'fixed') return false;
      let escaping = own === 'absolute';
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (escaping && style.position === 'static') continue;
        escaping = false;
        if (style.overflowX !== 'visible') return true;
        if (style.position === 'absolute') escaping = true;
        if (style.position === 'fixed') return false;
      }
      return false;
    };
    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const classes = Array.from(el.classList)
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('');
      const testid = el.getAttribute('data-testid');
      const right = Math.round(el.getBoundingClientRect().right);
      return `${el.tagName.toLowerCase()}${id}${classes}${testid ? `[data-testid=${testid}]` : ''} (right edge ${right}px)`;
    };
    const over = Array.from(document.body.querySelectorAll('*')).filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > limit + 1 && !clipped(el);
    });
    // the outermost offenders: their parent still fits, so they are where the overflow starts
    const roots = over.filter((el) => !el.parentElement || !over.includes(el.parentElement));
    roots.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: limit,
      widest: roots.slice(0, 5).map(describe),
    };
  });
}
