import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../ui/test-i18n.tsx';
import { ChatJobAction } from './ChatJobAction.tsx';
import { ChatQueue } from './ChatQueue.tsx';
import { ChatRating } from './ChatRating.tsx';
import { ChatTranscript } from './ChatTranscript.tsx';
import { ChatWidget } from './ChatWidget.tsx';
import type { ChatConversation } from './chat-api.ts';

// The widget's away message and rating, and the console queue's ticket and rating (issue 35).

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const conversation = (over: Partial<ChatConversation> = {}): ChatConversation => ({
  code: 'CS-ABCDEFGHJK',
  visitor_name: 'Hana',
  visitor_phone: '081211112222',
  visitor_email: null,
  customer: false,
  status: 'closed',
  agent_id: 7,
  agent_name: 'Ani CS',
  created_at: '2026-11-29T01:00:00.000Z',
  last_message_at: '2026-11-29T01:05:00.000Z',
  last_message_id: 3,
  last_message: 'Terima kasih',
  visitor_delivered_id: 3,
  visitor_read_id: 3,
  agent_delivered_id: 3,
  agent_read_id: 3,
  unread_agent: 0,
  unread_visitor: 0,
  closed_at: '2026-11-29T01:06:00.000Z',
  ticket: false,
  rating: null,
  rating_comment: null,
  job_id: null,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the widget outside working hours', () => {
  it('shows the away message with the hours, and the form leaves a message', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      expect(String(input)).toContain('/api/chat/availability');
      return json({ open: false, hours: [{ from: '08:00', to: '17:00' }] });
    });
    renderWithI18n(<ChatWidget onClose={() => undefined} />);
    const away = await screen.findByTestId('chat-away');
    expect(away.textContent).toContain('Kami sedang tutup. Jam layanan CS: 08:00–17:00 WIB.');
    expect(screen.getByRole('button', { name: /Kirim pesan/ })).toBeTruthy();
  });

  it('shows no away message within hours', async () => {
    let asked = false;
    vi.stubGlobal('fetch', async () => {
      asked = true;
      return json({ open: true, hours: [{ from: '08:00', to: '17:00' }] });
    });
    renderWithI18n(<ChatWidget onClose={() => undefined} />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByTestId('chat-away')).toBeNull();
    expect(screen.getByRole('button', { name: /Mulai chat/ })).toBeTruthy();
  });
});

describe('the rating after close', () => {
  it('sends the stars chosen and the comment with the visitor token, then thanks', async () => {
    const sent: { body: unknown; token: string | null }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toContain('/api/chat/c/CS-ABCDEFGHJK/rating');
      const body = JSON.parse(String(init?.body));
      sent.push({ body, token: new Headers(init?.headers).get('X-Chat-Token') });
      return json({ conversation: conversation({ rating: 4, rating_comment: 'Ramah' }) });
    });
    let rated: ChatConversation | null = null;
    const { rerender } = renderWithI18n(
      <ChatRating
        conversation={conversation()}
        identity={{ kind: 'visitor', token: 'token-pengunjung-000000000' }}
        onRated={(c) => {
          rated = c;
        }}
      />,
    );
    const submit = screen.getByTestId('chat-rating-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '4 dari 5' }));
    fireEvent.change(screen.getByLabelText('Komentar (opsional)'), { target: { value: 'Ramah' } });
    fireEvent.click(submit);
    await waitFor(() => expect(rated).not.toBeNull());
    expect(sent).toEqual([{ body: { rating: 4, comment: 'Ramah' }, token: 'token-pengunjung-000000000' }]);
    rerender(
      <ChatRating
        conversation={rated!}
        identity={{ kind: 'visitor', token: 'token-pengunjung-000000000' }}
        onRated={() => undefined}
      />,
    );
    expect(screen.getByTestId('chat-rated').textContent).toContain('Terima kasih atas penilaian Anda.');
    expect(screen.getByRole('img', { name: '4 dari 5' }).textContent).toBe('★★★★☆');
  });
});

describe('the transcript by e-mail', () => {
  it('asks the server to mail it and says where it went; no address, no button', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(`${init?.method} ${String(input)}`);
      return json({ to: 'lina@contoh.test', messages: 3 });
    });
    const identity = { kind: 'visitor', token: 'token-pengunjung-000000000' } as const;
    const { rerender } = renderWithI18n(
      <ChatTranscript
        conversation={conversation({ visitor_email: 'lina@contoh.test' })}
        identity={identity}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Kirim transkrip ke email saya/ }));
    expect((await screen.findByTestId('chat-transcript-said')).textContent).toBe(
      'Transkrip dikirim ke lina@contoh.test.',
    );
    expect(asked).toEqual([expect.stringMatching(/^POST .*\/api\/chat\/c\/CS-ABCDEFGHJK\/transcript$/)]);
    rerender(<ChatTranscript conversation={conversation({ visitor_email: null })} identity={identity} />);
    expect(screen.queryByTestId('chat-transcript')).toBeNull();
  });
});

describe('the console queue', () => {
  it('marks tickets and shows ratings', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      expect(String(input)).toContain('/api/chat/queue');
      return json({
        me: 1,
        records: [
          conversation({
            code: 'CS-TICKET0001',
            status: 'open',
            agent_id: null,
            agent_name: null,
            ticket: true,
          }),
          conversation({ code: 'CS-RATED00001', visitor_name: 'Joko', rating: 5 }),
        ],
      });
    });
    renderWithI18n(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ChatQueue selected={null} onSelect={() => undefined} />
      </QueryClientProvider>,
    );
    const items = await screen.findAllByTestId('chat-queue-item');
    expect(items[0]!.querySelector('[data-testid="chat-ticket-tag"]')?.textContent).toBe('Tiket');
    expect(items[1]!.querySelector('[data-testid="chat-ticket-tag"]')).toBeNull();
    expect(screen.getByRole('img', { name: '5 dari 5' }).textContent).toBe('★★★★★');
  });
});

describe('"Jadikan pekerjaan" in the console', () => {
  it('shows for who may add jobs, makes the job, then links to it', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(`${init?.method} ${String(input)}`);
      return json({
        job: { id: 41, nama_pekerjaan: 'Chat Hana: Halo', id_akun: 9 },
        conversation: conversation({ job_id: 41 }),
      });
    });
    let changed: ChatConversation | null = null;
    const { rerender } = renderWithI18n(
      <MemoryRouter>
        <ChatJobAction
          conversation={conversation()}
          onChanged={() => undefined}
          pages={['rchatadmin/admincs']}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('chat-to-job')).toBeNull();
    rerender(
      <MemoryRouter>
        <ChatJobAction
          conversation={conversation()}
          onChanged={(c) => {
            changed = c;
          }}
          pages={['rchatadmin/admincs', 'rpekerjaan/add']}
        />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Jadikan pekerjaan/ }));
    await waitFor(() => expect(changed).not.toBeNull());
    expect(asked).toEqual([expect.stringMatching(/^POST .*\/api\/chat\/c\/CS-ABCDEFGHJK\/job$/)]);
    rerender(
      <MemoryRouter>
        <ChatJobAction conversation={changed!} onChanged={() => undefined} pages={[]} />
      </MemoryRouter>,
    );
    const link = screen.getByTestId('chat-job-link');
    expect(link.textContent).toBe('Pekerjaan #41');
    expect(link.getAttribute('href')).toBe('/rpekerjaan/view/41');
  });
});
