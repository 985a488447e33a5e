import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { progressPercent, TransferProgress } from './TransferProgress.tsx';
import { createTransferI18n } from './transfer-test-utils.tsx';

afterEach(cleanup);

const show = (props: Parameters<typeof TransferProgress>[0]) =>
  render(
    <I18nextProvider i18n={createTransferI18n()}>
      <TransferProgress {...props} />
    </I18nextProvider>,
  );

describe('TransferProgress', () => {
  it('is a percentage when the size is known', () => {
    expect(progressPercent({ loaded: 512, total: 2048 })).toBe(25);
    expect(progressPercent({ loaded: 10, total: null })).toBeNull();
    show({ label: 'Mengunduh a.csv…', direction: 'download', progress: { loaded: 1024, total: 4096 } });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('1 KB dari 4 KB')).toBeTruthy();
  });

  it('is indeterminate while a streamed download has no Content-Length', () => {
    const { container } = show({
      label: 'Mengunduh a.xlsx…',
      direction: 'download',
      progress: { loaded: 1572864, total: null },
    });
    expect(container.querySelector('.p-progressbar-indeterminate')).not.toBeNull();
    expect(screen.getByText('1.5 MB diterima')).toBeTruthy();
  });

  it('turns to "processing" once an upload has been sent', () => {
    const { container } = show({
      label: 'Mengunggah a.csv…',
      direction: 'upload',
      progress: { loaded: 10, total: 10 },
    });
    expect(container.querySelector('.p-progressbar-indeterminate')).not.toBeNull();
    expect(screen.getByText('Sedang diproses di server…')).toBeTruthy();
  });
});
