import type { MessageLocale as Locale } from '@kantor/core';
import type { MailMessage, MailTemplateRef } from './mailer.ts';

type Parts = { subject: string; greeting: string; lines: string[]; link?: { url: string; label: string } };
type Texts = Record<Locale, Parts>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function render(to: string, appName: string, texts: Texts, locale: Locale): MailMessage {
  const t = texts[locale];
  const subject = `${appName}: ${t.subject}`;
  const text = [t.greeting, '', ...t.lines, ...(t.link ? ['', t.link.url] : []), '', appName].join('\n');
  const html = [
    `<p>${escapeHtml(t.greeting)}</p>`,
    ...t.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    t.link ? `<p><a href="${escapeHtml(t.link.url)}">${escapeHtml(t.link.label)}</a></p>` : '',
    `<p>${escapeHtml(appName)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

/** A built-in message that a stored template of its kind may replace when it is sent. */
const withTemplate = (template: MailTemplateRef, message: MailMessage): MailMessage => ({
  ...message,
  template,
});

export type MailContext = {
  to: string;
  username: string;
  appName: string;
  locale: Locale;
};

/** The verification link of a new account (or of a new address, for an email change). */
export function verifyEmailMail(c: MailContext, url: string, hours: number): MailMessage {
  const values = { nama: c.username, aplikasi: c.appName, tautan: url, jam: String(hours) };
  return withTemplate(
    { kind: 'verifikasi', values },
    render(
      c.to,
      c.appName,
      {
        'id-ID': {
          subject: 'Verifikasi alamat email Anda',
          greeting: `Halo ${c.username},`,
          lines: [
            `Buka tautan di bawah ini untuk memverifikasi alamat email Anda. Tautan berlaku ${hours} jam.`,
          ],
          link: { url, label: 'Verifikasi email' },
        },
        'en-US': {
          subject: 'Verify your email address',
          greeting: `Hello ${c.username},`,
          lines: [`Open the link below to verify your email address. The link is valid for ${hours} hours.`],
          link: { url, label: 'Verify email' },
        },
      },
      c.locale,
    ),
  );
}

/** Sent instead of a verification when someone registers (or moves an account) to an address in use. */
export function addressInUseMail(c: MailContext, loginUrl: string): MailMessage {
  return render(
    c.to,
    c.appName,
    {
      'id-ID': {
        subject: 'Alamat email Anda sudah terdaftar',
        greeting: `Halo ${c.username},`,
        lines: [
          'Seseorang mencoba mendaftarkan alamat email ini, yang sudah dipakai oleh akun Anda.',
          'Jika itu Anda, silakan masuk, atau gunakan "Lupa kata sandi" bila Anda lupa kata sandinya. Jika bukan, abaikan email ini.',
        ],
        link: { url: loginUrl, label: 'Masuk' },
      },
      'en-US': {
        subject: 'Your email address is already registered',
        greeting: `Hello ${c.username},`,
        lines: [
          'Someone tried to register this email address, which your account already uses.',
          'If it was you, sign in, or use "Forgot password" if you do not remember it. If not, ignore this email.',
        ],
        link: { url: loginUrl, label: 'Sign in' },
      },
    },
    c.locale,
  );
}

/** Registration with a username already in use: told only to the address that asked (no disclosure). */
export function usernameTakenMail(c: MailContext, username: string, registerUrl: string): MailMessage {
  return render(
    c.to,
    c.appName,
    {
      'id-ID': {
        subject: 'Nama pengguna sudah dipakai',
        greeting: 'Halo,',
        lines: [
          `Pendaftaran dengan alamat email ini memakai nama pengguna "${username}", yang sudah dipakai akun lain.`,
          'Silakan daftar lagi dengan nama pengguna lain. Jika Anda tidak mendaftar, abaikan email ini.',
        ],
        link: { url: registerUrl, label: 'Daftar lagi' },
      },
      'en-US': {
        subject: 'That username is taken',
        greeting: 'Hello,',
        lines: [
          `A registration with this email address asked for the username "${username}", which another account uses.`,
          'Please register again with another username. If you did not register, ignore this email.',
        ],
        link: { url: registerUrl, label: 'Register again' },
      },
    },
    c.locale,
  );
}

export function resetPasswordMail(c: MailContext, url: string, minutes: number): MailMessage {
  const values = { nama: c.username, aplikasi: c.appName, tautan: url, menit: String(minutes) };
  return withTemplate(
    { kind: 'reset', values },
    render(
      c.to,
      c.appName,
      {
        'id-ID': {
          subject: 'Atur ulang kata sandi',
          greeting: `Halo ${c.username},`,
          lines: [
            `Kami menerima permintaan untuk mengatur ulang kata sandi Anda. Tautan berlaku ${minutes} menit dan hanya dapat dipakai sekali.`,
            'Jika Anda tidak memintanya, abaikan email ini.',
          ],
          link: { url, label: 'Atur ulang kata sandi' },
        },
        'en-US': {
          subject: 'Reset your password',
          greeting: `Hello ${c.username},`,
          lines: [
            `We received a request to reset your password. The link is valid for ${minutes} minutes and works once.`,
            'If you did not ask for it, ignore this email.',
          ],
          link: { url, label: 'Reset password' },
        },
      },
      c.locale,
    ),
  );
}

export function otpMail(c: MailContext, code: string, minutes: number): MailMessage {
  const values = { nama: c.username, aplikasi: c.appName, kode: code, menit: String(minutes) };
  return withTemplate(
    { kind: 'otp', values },
    render(
      c.to,
      c.appName,
      {
        'id-ID': {
          subject: `Kode OTP ${code}`,
          greeting: `Halo ${c.username},`,
          lines: [
            `Kode OTP untuk masuk: ${code}`,
            `Kode berlaku ${minutes} menit. Jangan berikan kode ini kepada siapa pun.`,
          ],
        },
        'en-US': {
          subject: `OTP code ${code}`,
          greeting: `Hello ${c.username},`,
          lines: [
            `Your sign-in OTP code: ${code}`,
            `The code is valid for ${minutes} minutes. Never share it.`,
          ],
        },
      },
      c.locale,
    ),
  );
}

export function accountApprovedMail(c: MailContext, loginUrl: string): MailMessage {
  return render(
    c.to,
    c.appName,
    {
      'id-ID': {
        subject: 'Akun Anda telah disetujui',
        greeting: `Halo ${c.username},`,
        lines: ['Akun Anda telah disetujui oleh administrator. Sekarang Anda dapat masuk.'],
        link: { url: loginUrl, label: 'Masuk' },
      },
      'en-US': {
        subject: 'Your account has been approved',
        greeting: `Hello ${c.username},`,
        lines: ['An administrator approved your account. You can sign in now.'],
        link: { url: loginUrl, label: 'Sign in' },
      },
    },
    c.locale,
  );
}
