import { explain, type RoleRule } from '@kantor/core';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ExplainPanel } from './ExplainPanel.tsx';
import { createRolesI18n } from './test-support.tsx';

// Issue 36: the "why" of a field is said in the reader's language; only names and values stay as stored.

afterEach(cleanup);

const rules: RoleRule[] = [
  {
    id: 5,
    role_id: 53,
    kategori: 'Hide Dinamis Input',
    nama_route: '/rinvoice',
    setup: 'status_pajak, PKP:npwp',
  },
];

function renderIn(lng: 'id-ID' | 'en-US') {
  const { config, rules: traces } = explain(rules, 53, '/rinvoice');
  render(
    <I18nextProvider i18n={createRolesI18n(lng)}>
      <ExplainPanel config={config} traces={traces} fields={['npwp']} />
    </I18nextProvider>,
  );
  return screen.getByTestId('rule-explain-decisions').textContent;
}

describe('ExplainPanel', () => {
  it('tells an Indonesian reader which field controls a field, with no English word', () => {
    expect(renderIn('id-ID')).toBe(
      '#5 (Sembunyikan isian menurut nilai): disembunyikan menurut nilai (dikendalikan oleh status_pajak)',
    );
  });

  it('tells an English reader the same', () => {
    expect(renderIn('en-US')).toBe('#5 (Hide inputs by value): hidden by value (controlled by status_pajak)');
  });
});
