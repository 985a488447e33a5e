import { describe, expect, it } from 'vitest';
import { findUnnamedDialogs, unnamedDialogs } from '../../../../scripts/unnamed-dialogs.mjs';

describe('the unnamed dialog check of npm run lint (scripts/unnamed-dialogs.mjs)', () => {
  it('finds a dialog or alert dialog marked without a name, where it is', () => {
    const text = [
      '<div className="install-prompt" role="dialog" aria-live="polite">',
      "<section role={'alertdialog'} onClick={() => a > b}>",
      '<div',
      '  role="dialog"',
      '>',
    ].join('\n');
    expect(unnamedDialogs(text)).toEqual([
      { line: 1, role: 'dialog' },
      { line: 2, role: 'alertdialog' },
      { line: 4, role: 'dialog' },
    ]);
  });

  it('leaves named dialogs and other roles alone', () => {
    const text = [
      '<div role="dialog" aria-labelledby={textId}>',
      "<div aria-label={t('chat.widget.title')} role='dialog'>",
      '<div role="status" aria-live="polite">',
      'target.closest(\'[role="dialog"]\')',
    ].join('\n');
    expect(unnamedDialogs(text)).toEqual([]);
  });

  it('finds none in the web app today', () => {
    expect(findUnnamedDialogs()).toEqual([]);
  });
});
