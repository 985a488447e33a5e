import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../ui/test-i18n.tsx';
import { toast } from '../../ui/toast.ts';
import { CALCULATOR_STORAGE_KEY, CalculatorPage } from './CalculatorPage.tsx';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  act(() => toast.clear());
  vi.unstubAllGlobals();
  localStorage.clear();
});

const output = () => screen.getByTestId('calculator-output').textContent;
const status = () => screen.getByTestId('calculator-status').textContent?.trim();
const previous = () => screen.getByTestId('calculator-previous').textContent?.trim();

/** Types on the physical keyboard, one `keydown` per character or named key (`{Enter}`). */
function type(text: string, target: Element = document.body) {
  for (const match of text.matchAll(/\{(\w+)\}|./g)) {
    fireEvent.keyDown(target, { key: match[1] ?? match[0] });
  }
}

/**
 * Clicks on-screen keys by their accessible names (the id-ID aria-labels). The keys are read once per
 * call rather than through a role query per click, which jsdom makes slow on a busy machine.
 */
function click(...names: string[]) {
  const keypad = screen.getByRole('group', { name: 'Tombol kalkulator' });
  const keys = new Map([...keypad.querySelectorAll('button')].map((b) => [b.getAttribute('aria-label'), b]));
  for (const name of names) {
    const key = keys.get(name);
    if (!key) throw new Error(`no key named ${name}`);
    fireEvent.click(key);
  }
}

const historyLines = () =>
  within(screen.getByTestId('calculator-history'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('CalculatorPage', () => {
  it('types with the keyboard and applies the shop percent rule', () => {
    renderWithI18n(<CalculatorPage />);
    expect(output()).toBe('0');
    type('200000+10%');
    expect(output()).toBe('200.000 + 10%');
    expect(status()).toBe('= 220.000'); // live result while typing
    type('{Enter}');
    expect(output()).toBe('220.000');
    expect(previous()).toBe('200.000 + 10% =');
    expect(historyLines()).toEqual(['200.000 + 10% =220.000']);
  });

  it('reads both decimal separators, Backspace and Escape, and ignores keys with Ctrl', () => {
    renderWithI18n(<CalculatorPage />);
    type('1,5*2.5');
    expect(output()).toBe('1,5 × 2,5');
    type('{Backspace}{Backspace}{Backspace}4=');
    expect(output()).toBe('6');
    type('{Escape}');
    expect(output()).toBe('0');
    fireEvent.keyDown(document.body, { key: '7', ctrlKey: true });
    expect(output()).toBe('0');
  });

  it('leaves keys typed into a text field alone', () => {
    renderWithI18n(
      <>
        <input aria-label="cari" />
        <CalculatorPage />
      </>,
    );
    type('12', screen.getByRole('textbox', { name: 'cari' }));
    expect(output()).toBe('0');
  });

  it('works with the on-screen keys, whose names say what they do', () => {
    renderWithI18n(<CalculatorPage />);
    click('5', '0', 'Kali', '1', '0', 'Persen', 'Sama dengan');
    expect(output()).toBe('5');
    expect(previous()).toBe('50 × 10% =');
    click('Kosongkan');
    expect(output()).toBe('0');
    click('Kurung buka', '2', 'Tambah', '3', 'Kurung tutup', 'Kali', '4', 'Sama dengan');
    expect(output()).toBe('20');
    click('1', 'Koma desimal', '5', 'Dua nol', 'Hapus karakter terakhir');
    expect(output()).toBe('1,50');
    for (const key of screen.getAllByRole('button'))
      expect(key.getAttribute('aria-label') ?? key.textContent).toBeTruthy();
  });

  it('says plainly when a calculation cannot be done, never NaN or Infinity', () => {
    renderWithI18n(<CalculatorPage />);
    type('5/0{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Tidak bisa dibagi dengan nol.');
    expect(output()).toBe('5 ÷ 0');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    type('{Backspace}2{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(output()).toBe('2,5');
    type('5+{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Perhitungan belum lengkap.');
  });

  it('keeps a memory with M+, M−, MR and MC and shows that it holds something', () => {
    renderWithI18n(<CalculatorPage />);
    expect(screen.queryByTestId('calculator-memory')).toBeNull();
    type('100');
    click('Tambahkan ke memori');
    type('30');
    click('Kurangi dari memori');
    expect(screen.getByTestId('calculator-memory').textContent).toContain('Memori: 70');
    type('{Escape}2*');
    click('Panggil memori');
    expect(output()).toBe('2 × 70');
    type('{Enter}');
    expect(output()).toBe('140');
    click('Hapus memori');
    expect(screen.queryByTestId('calculator-memory')).toBeNull();
  });

  it('shows results as Rupiah on request and remembers the choice', () => {
    const first = renderWithI18n(<CalculatorPage />);
    type('1234567,5=');
    expect(output()).toBe('1.234.567,5');
    const toggle = screen.getByRole('button', { name: 'Tampilkan hasil dalam Rupiah (Rp)' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(output()).toBe('Rp\u00a01.234.568');
    first.unmount();
    renderWithI18n(<CalculatorPage />);
    expect(
      screen.getByRole('button', { name: 'Tampilkan hasil dalam Rupiah (Rp)' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('copies the result as shown', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithI18n(<CalculatorPage />);
    const copy = screen.getByRole('button', { name: 'Salin' });
    expect(copy.hasAttribute('disabled')).toBe(true);
    type('1000*3{Enter}');
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan hasil dalam Rupiah (Rp)' }));
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith('Rp 3.000');
  });

  it('keeps the history in this browser, reuses a result on tap, and clears it', () => {
    const first = renderWithI18n(<CalculatorPage />);
    expect(screen.getByText('Belum ada perhitungan. Hasil muncul di sini setelah =.')).toBeTruthy();
    type('2+3{Enter}10*10{Enter}');
    expect(historyLines()).toEqual(['10 × 10 =100', '2 + 3 =5']);
    const stored = JSON.parse(localStorage.getItem(CALCULATOR_STORAGE_KEY) ?? '{}');
    expect(stored.history).toEqual([
      { expression: '10*10', result: 100 },
      { expression: '2+3', result: 5 },
    ]);
    first.unmount();

    renderWithI18n(<CalculatorPage />);
    expect(historyLines()).toEqual(['10 × 10 =100', '2 + 3 =5']);
    type('7*');
    fireEvent.click(screen.getByRole('button', { name: 'Gunakan hasil 2 + 3: 5' }));
    expect(output()).toBe('7 × 5');
    type('{Enter}');
    expect(output()).toBe('35');
    expect(historyLines()[0]).toBe('7 × 5 =35');

    fireEvent.click(screen.getByRole('button', { name: 'Hapus riwayat' }));
    expect(screen.queryByTestId('calculator-history')).toBeNull();
    expect(JSON.parse(localStorage.getItem(CALCULATOR_STORAGE_KEY) ?? '{}').history).toEqual([]);
  });

  it('survives a broken stored history', () => {
    localStorage.setItem(CALCULATOR_STORAGE_KEY, '{not json');
    renderWithI18n(<CalculatorPage />);
    expect(screen.getByText('Belum ada perhitungan. Hasil muncul di sini setelah =.')).toBeTruthy();
  });

  it('lets Enter activate a focused button instead of computing', () => {
    renderWithI18n(<CalculatorPage />);
    type('2+3{Enter}');
    type('9');
    const line = screen.getByRole('button', { name: 'Gunakan hasil 2 + 3: 5' });
    line.focus();
    fireEvent.keyDown(line, { key: 'Enter' });
    expect(output()).toBe('9'); // no "=" (the browser's own click on Enter does the rest)
  });

  it('speaks the display politely', () => {
    renderWithI18n(<CalculatorPage />);
    expect(screen.getByTestId('calculator-output').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('calculator-output').tagName).toBe('OUTPUT');
  });
});
