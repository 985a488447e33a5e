import { cleanup, render, screen } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import { Dropdown } from 'primereact/dropdown';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_PT } from './prime-pt.ts';

afterEach(cleanup);

describe('PrimeReact as the app configures it', () => {
  it('leaves a dropdown one named control: its hidden select and unfocusable trigger are out of the accessibility tree', () => {
    const { container } = render(
      <PrimeReactProvider value={{ pt: APP_PT }}>
        <label htmlFor="pilih">Template</label>
        <Dropdown
          inputId="pilih"
          value={1}
          options={[{ label: 'Ringkas', value: 1 }]}
          onChange={() => undefined}
        />
      </PrimeReactProvider>,
    );
    const trigger = container.querySelector('.p-dropdown-trigger')!;
    expect(trigger.getAttribute('role')).toBe('button');
    expect(trigger.getAttribute('aria-hidden')).toBe('true');
    expect(trigger.hasAttribute('tabindex')).toBe(false);
    expect(container.querySelector('select')!.getAttribute('aria-hidden')).toBe('true');
    // what stays: the one focusable control the label names
    expect(screen.getByRole('textbox', { name: 'Template' }).getAttribute('aria-haspopup')).toBe('listbox');
  });
});
