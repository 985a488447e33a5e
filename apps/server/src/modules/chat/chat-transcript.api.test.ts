import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useChatWorld } from '../../test/chat-support.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.ts';

// The transcript by e-mail (issue 35): the visitor or customer asks, the mail goes out through the real
// SMTP peer below, to the address the conversation holds.

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});
const { ctx, users, call, as, visitor } = useChatWorld(() => ({ smtpUrl: smtp.url }));

describe('the transcript by e-mail', () => {
  it('mails every message, oldest first, to the visitor’s address; never to another, never for an agent', async () => {
    const started = await call(
      'POST',
      '/api/chat/start',
      { nama: 'Lina', email: 'lina@contoh.test', pesan: 'Printer saya <b>macet</b>' },
      { 'x-ip': '10.7.0.1' },
    );
    expect(started.statusCode, started.body).toBe(200);
    const { token, conversation } = started.json() as { token: string; conversation: { code: string } };
    const code = conversation.code;
    expect(
      (
        await as(ctx.admin, 'POST', `/api/chat/c/${code}/messages`, {
          pesan: 'Coba matikan lalu nyalakan lagi',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await visitor(token, 'POST', `/api/chat/c/${code}/messages`, { pesan: 'Sudah bisa!' })).statusCode,
    ).toBe(200);

    // an agent does not send it; a made-up address in the body is not read
    expect((await as(ctx.admin, 'POST', `/api/chat/c/${code}/transcript`)).statusCode).toBe(403);
    const answer = await visitor(token, 'POST', `/api/chat/c/${code}/transcript`, {
      email: 'lain@contoh.test',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ to: 'lina@contoh.test', messages: 3 });
    const mail = await smtp.waitFor('lina@contoh.test');
    // in the language of the request (the test app's requests ask for English)
    expect(mail.subject).toBe(`Kantor: Transcript of conversation ${code}`);
    const lines = mail.text.split(/\r?\n/).filter((l) => /^\[\d{4}-\d\d-\d\d \d\d:\d\d\] /.test(l));
    expect(lines.map((l) => l.replace(/^\[[^\]]+\] /, ''))).toEqual([
      'Lina: Printer saya <b>macet</b>',
      'admin: Coba matikan lalu nyalakan lagi',
      'Lina: Sudah bisa!',
    ]);
    expect(smtp.count('lain@contoh.test')).toBe(0);
  });

  it('answers 422 naming email when the conversation holds no address, and 404 to a stranger', async () => {
    const started = await call(
      'POST',
      '/api/chat/start',
      { nama: 'Tono', no_hp: '0812-5555-6666', pesan: 'Halo' },
      { 'x-ip': '10.7.0.2' },
    );
    const { token, conversation } = started.json() as { token: string; conversation: { code: string } };
    const none = await visitor(token, 'POST', `/api/chat/c/${conversation.code}/transcript`);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('email');
    expect(
      (await as(users.yoga!.token, 'POST', `/api/chat/c/${conversation.code}/transcript`)).statusCode,
    ).toBe(404);
  });

  it('mails a signed-in customer’s conversation to their account address', async () => {
    const sinta = users.sinta!.token;
    const mine = await as(sinta, 'POST', '/api/chat/start', { pesan: 'Minta transkrip ya' });
    expect(mine.statusCode, mine.body).toBe(200);
    const code = mine.json().conversation.code as string;
    const answer = await as(sinta, 'POST', `/api/chat/c/${code}/transcript`);
    expect(answer.json()).toEqual({ to: 'sinta@example.test', messages: 1 });
    const mail = await smtp.waitFor('sinta@example.test');
    expect(mail.text).toContain('Minta transkrip ya');
  });
});
