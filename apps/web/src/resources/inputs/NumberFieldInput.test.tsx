import { tes } from '@kantor/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../ui/test-i18n.tsx';
import { NumberFieldInput } from './NumberFieldInput.tsx';

afterEach(cleanup);

const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

function setUp(
  name: 'jumlah' | 'nilai' | 'harga',
  lng: 'id-ID' | 'en-US' = 'id-ID',
  value: number | null = null,
) {
  const onChange = vi.fn();
  const onIssue = vi.fn();
  const props = { field: tes.fields[name]!, onChange, onIssue, inputId: name, invalid: false };
  const view = renderWithI18n(<NumberFieldInput {...props} value={value} />, lng);
  const input = screen.getByRole('textbox') as HTMLInputElement;
  return { onChange, onIssue, input, props, view };
}

describe('NumberFieldInput', () => {
  it('reads a Rupiah amount typed the Indonesian way and shows it so once left', () => {
    const { onChange, input, props, view } = setUp('harga');
    type(input, '1.250.000');
    expect(onChange).toHaveBeenLastCalledWith(1250000);
    view.rerender(<NumberFieldInput {...props} value={1250000} />);
    fireEvent.blur(input);
    expect(input.value).toBe('Rp 1.250.000');
  });

  it('refuses a fraction in Rupiah instead of reading 1.250.000,50 as 125.000.050 (issue 34)', () => {
    const { onChange, onIssue, input } = setUp('harga', 'id-ID', 1250000);
    type(input, '1.250.000,50');
    expect(onChange).not.toHaveBeenCalledWith(125000050);
    expect(onIssue).toHaveBeenLastCalledWith('Rupiah ditulis tanpa angka di belakang koma');
    // the value stands for nothing while the text does not read: no stale amount is sent
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('reads a decimal comma, and refuses a dot where Indonesian groups thousands', () => {
    const { onChange, onIssue, input } = setUp('nilai');
    type(input, '0,75');
    expect(onChange).toHaveBeenLastCalledWith(0.75);
    expect(onIssue).not.toHaveBeenCalled();
    type(input, '1.5');
    expect(onIssue).toHaveBeenLastCalledWith('Tulis angka seperti 1.250.000,5');
    type(input, '1,5');
    expect(onChange).toHaveBeenLastCalledWith(1.5);
    expect(onIssue).toHaveBeenLastCalledWith(null);
  });

  it('reads the English signs in English', () => {
    const { onChange, input } = setUp('nilai', 'en-US');
    type(input, '1,250.5');
    expect(onChange).toHaveBeenLastCalledWith(1250.5);
  });

  it('shows a value set from outside and does not send it back as an edit', () => {
    const { onChange, input, props, view } = setUp('harga', 'id-ID', 5);
    expect(input.value).toBe('Rp 5');
    view.rerender(<NumberFieldInput {...props} value={5000} />);
    expect(input.value).toBe('Rp 5.000');
    expect(onChange).not.toHaveBeenCalled();
  });
});
