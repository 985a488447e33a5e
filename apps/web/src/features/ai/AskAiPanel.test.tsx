import { rpekerjaan } from '@kantor/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { expectNever } from '../../test-support/absence.ts';
import { JobAskAiPanel } from './AskAiPanel.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const job = { id: 7, nama_pekerjaan: 'Servis AC' };
const templates = () => ({
  records: [{ id: 1, nama_template: 'Ringkas pekerjaan', placeholders: ['nama_pekerjaan'] }],
});

// Issue 36: a technician opening a job got a 403 from /api/ai/templates in the console: the panel asked
// for the templates whatever the role could list.
describe('"Tanya AI" under a job', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('asks for the templates only when the role may list them', async () => {
    const { api } = await renderScreen(
      <JobAskAiPanel resource={rpekerjaan} id="7" record={job} />,
      { path: '/rpekerjaan/view/7', pages: ['rpekerjaan', 'rpekerjaan/view'] },
      { 'GET /api/ai/templates': templates },
    );
    await expectNever(() => api.find('GET', '/api/ai/templates').length > 0, 300, 'the templates call');
    expect(screen.queryByTestId('ai-panel')).toBeNull();
  });

  it('shows the bound templates to a role that may list them', async () => {
    const { api } = await renderScreen(
      <JobAskAiPanel resource={rpekerjaan} id="7" record={job} />,
      { path: '/rpekerjaan/view/7', pages: ['rpekerjaan', 'rpekerjaan/view', 'templateprompt'] },
      { 'GET /api/ai/templates': templates },
    );
    expect(await screen.findByTestId('ai-panel')).toBeTruthy();
    expect(api.find('GET', '/api/ai/templates')).toHaveLength(1);
  });
});
