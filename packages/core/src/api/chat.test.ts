import { describe, expect, it } from 'vitest';
import { ChatSentAnswer } from './chat.ts';
import { HostingConnectionResult, HostingPanelAccount } from './hosting.ts';
import { NotificationsAnswer } from './notifications.ts';

const conversation = {
  code: 'AB12',
  visitor_name: 'Ratna',
  visitor_phone: null,
  visitor_email: 'ratna@example.id',
  customer: false,
  status: 'open',
  agent_id: null,
  agent_name: null,
  created_at: '2026-03-02T08:00:00.000Z',
  last_message_at: null,
  last_message_id: null,
  last_message: null,
  visitor_delivered_id: 0,
  visitor_read_id: 0,
  agent_delivered_id: 0,
  agent_read_id: 0,
  unread_agent: 0,
  unread_visitor: 0,
  closed_at: null,
  ticket: false,
  rating: null,
  rating_comment: null,
  job_id: null,
};
const message = {
  id: 1,
  kode_percakapan: 'AB12',
  pesan: 'Halo',
  lampiran: [],
  pengirim: 'Pelanggan',
  nama_pengirim: 'Ratna',
  dikirim_pada: '2026-03-02T08:00:00.000Z',
  dibaca_pada: null,
};

describe('ChatSentAnswer', () => {
  it('carries the stored message and its conversation', () => {
    expect(ChatSentAnswer.parse({ message, conversation })).toEqual({ message, conversation });
  });

  it('refuses a side or status the chat does not have, and attachments as one text', () => {
    expect(ChatSentAnswer.safeParse({ message: { ...message, pengirim: 'Bot' }, conversation }).success).toBe(
      false,
    );
    expect(
      ChatSentAnswer.safeParse({ message, conversation: { ...conversation, status: 'x' } }).success,
    ).toBe(false);
    expect(
      ChatSentAnswer.safeParse({ message: { ...message, lampiran: 'a.png' }, conversation }).success,
    ).toBe(false);
  });
});

describe('the hosting and bell answers', () => {
  it('reads a panel account as a record (its other columns kept), a test outcome only as one of four', () => {
    const account = { id: 3, nama: 'Kantor', cpanel_token_set: true, catatan: 'x' };
    expect(HostingPanelAccount.parse(account)).toEqual(account);
    expect(HostingConnectionResult.safeParse({ result: 'timeout', message: 'x' }).success).toBe(false);
  });

  it('counts unread notices as a whole number, never below zero', () => {
    expect(NotificationsAnswer.safeParse({ records: [], unread: -1 }).success).toBe(false);
    expect(NotificationsAnswer.safeParse({ records: [], unread: 1.5 }).success).toBe(false);
  });
});
