import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ExprInput } from './ExprInput.tsx';
import { checkExpression, type ExprKind } from './expr-check.ts';
import { createRolesI18n } from './test-support.tsx';

afterEach(cleanup);

function Harness({ kind, fields }: { kind: ExprKind; fields?: string[] }) {
  const [value, setValue] = useState('');
  return (
    <ExprInput id="rule-logika_list" kind={kind} value={value} onChange={setValue} knownFields={fields} />
  );
}

function setup(kind: ExprKind, fields?: string[], lng: 'id-ID' | 'en-US' = 'id-ID') {
  render(
    <I18nextProvider i18n={createRolesI18n(lng)}>
      <Harness kind={kind} fields={fields} />
    </I18nextProvider>,
  );
  const input = screen.getByRole('textbox') as HTMLTextAreaElement;
  const status = screen.getByTestId('expr-status-rule-logika_list');
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { input, status, type };
}

describe('expressions validated as they are typed', () => {
  it('reports the error and its position at every keystroke, then accepts the finished expression', () => {
    const { input, status, type } = setup('expr', ['stok', 'nama_barang']);
    expect(status.dataset.state).toBe('empty');
    type('stok <');
    expect(status.dataset.state).toBe('error');
    expect(status.textContent).toContain('Ekspresi berakhir terlalu cepat');
    expect(status.textContent).toContain('baris 1, kolom 7');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type("IF(stok < 5, 'Menipis'");
    expect(status.dataset.state).toBe('error');
    type("IF(stok < 5, 'Menipis', 'Aman')");
    expect(status.dataset.state).toBe('ok');
    expect(status.textContent).toContain('Sah');
    expect(status.textContent).toContain('membaca stok');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('names an unknown field of the route and points at it', () => {
    const { status, type } = setup('expr', ['stok'], 'en-US');
    type('stok * harga');
    expect(status.textContent).toContain('Unknown field');
    expect(status.textContent).toContain("Unknown field 'harga'");
    expect(status.textContent).toContain('line 1, column 8');
    expect(status.querySelector('pre')?.textContent).toBe('stok * harga\n       ^');
  });

  it('refuses what could reach a global or a prototype', () => {
    const { status, type } = setup('expr', undefined, 'en-US');
    type('constructor');
    expect(status.textContent).toContain('This name is not allowed');
    type("eval('1')");
    expect(status.textContent).toContain('Unknown function');
    type('row.a.b');
    expect(status.dataset.state).toBe('error');
  });

  it('colour rules: a colour outside the whitelist is pointed at', () => {
    const { status, type } = setup('colourRules', undefined, 'en-US');
    type("status == 'Done' => success; qty < 5 => url(x)");
    expect(status.dataset.state).toBe('error');
    expect(status.textContent).toMatch(/Colour not allowed|Write condition => colour/);
    type("status == 'Done' => success\nqty < 5 => #ff0000");
    expect(status.dataset.state).toBe('ok');
  });

  it('formulas: a plain value is accepted as is; a formula is parsed, positions count the =', () => {
    const { status, type } = setup('formula', undefined, 'en-US');
    type('Active');
    expect(status.dataset.state).toBe('value');
    type('=sum_row(qty * ');
    expect(status.dataset.state).toBe('error');
    expect(status.textContent).toContain('column 15');
    type('=sum_row(qty * harga)');
    expect(status.dataset.state).toBe('ok');
    type("API_FETCH('rstok/cari', 'kode=' & kode, 'data.qty')");
    expect(status.dataset.state).toBe('ok');
  });
});

describe('checkExpression', () => {
  it('only list and input logic are held to the route fields', () => {
    expect(checkExpression('expr', 'qty', ['harga']).state).toBe('error');
    expect(checkExpression('formula', '=user_id', ['harga']).state).toBe('ok');
    expect(checkExpression('expr', 'qty + id', ['qty']).state).toBe('ok');
  });

  it('positions are into the text as typed, on the right line', () => {
    const result = checkExpression('colourRules', 'a == 1 => red\nb == => blue');
    expect(result).toMatchObject({ state: 'error', line: 2 });
  });
});
