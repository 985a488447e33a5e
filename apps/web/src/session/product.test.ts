import { afterEach, describe, expect, it } from 'vitest';
import { productKey } from './product.ts';

describe('productKey', () => {
  afterEach(() => {
    for (const meta of document.querySelectorAll('meta[name="kantor-product"]')) meta.remove();
  });

  it('reads the key the server wrote into the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'kantor-product';
    meta.content = 'TOKOBUDI';
    document.head.append(meta);
    expect(productKey()).toBe('TOKOBUDI');
  });

  it('falls back to the default without one (dev server, tests)', () => {
    expect(productKey()).toBe('KANTOR');
  });
});
