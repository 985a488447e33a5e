import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../ui/test-i18n.tsx';
import { InstallPrompt } from './InstallPrompt.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** What Chromium fires when the app can be installed. */
function offerInstall(): void {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => undefined,
    userChoice: Promise.resolve({ outcome: 'dismissed' }),
  });
  act(() => void window.dispatchEvent(event));
}

describe('the install prompt', () => {
  it('is a dialog named by its own sentence, in the user’s language (axe aria-dialog-name)', () => {
    renderWithI18n(<InstallPrompt />, 'en-US');
    expect(screen.queryByRole('dialog')).toBeNull();
    offerInstall();
    const dialog = screen.getByRole('dialog', { name: /^Install Kantor on this device/ });
    expect(dialog.getAttribute('data-testid')).toBe('install-prompt');
  });

  it('is not offered again once the user said later', () => {
    renderWithI18n(<InstallPrompt />, 'id-ID');
    offerInstall();
    act(() => screen.getByRole('button', { name: 'Nanti' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    offerInstall();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
