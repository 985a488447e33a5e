import { tes } from '@kantor/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberFieldInput } from './NumberFieldInput.tsx';

afterEach(cleanup);

const field = tes.fields.jumlah!;

describe('NumberFieldInput', () => {
  it('reports what the user types, not the value it is given (an echo would undo newer edits)', () => {
    const onChange = vi.fn();
    const props = { field, onChange, inputId: 'jumlah', invalid: false };
    const { rerender } = render(<NumberFieldInput {...props} value={5} />);
    // a loaded record or a computed input sets the value: drawn, and not sent back as a change
    rerender(<NumberFieldInput {...props} value={5000} />);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    expect(input.value).toBe('5000');
    expect(onChange).not.toHaveBeenCalled();
    input.value = '12';
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(12);
  });
});
