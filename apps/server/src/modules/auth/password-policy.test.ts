import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblems } from './password-policy.ts';

describe('password policy', () => {
  it.each([
    'password',
    '12345678',
    'qwerty123',
    'sayang123',
    'bismillah',
    'indonesia',
    'rahasia123',
    'P@ssw0rd',
    'Bismillah2024!',
    'Indonesia1945',
    '!!sayangku!!',
    'cintacinta',
    'aaaaaaaa',
    'abcdefgh',
    '98765432',
    'R4h4s14',
  ])('refuses the common password %s', (password) => expect(isCommonPassword(password)).toBe(true));

  it.each([
    'Kopi-Tubruk-Pagi-7',
    'Kantor-Admin-2026',
    'kuda lari di pantai',
    'Nasi-Goreng-Pedas-3',
    'x7#Lm2!qPz',
  ])('accepts %s', (password) => expect(isCommonPassword(password)).toBe(false));

  it('checks length, the username and the address, in both languages', () => {
    expect(passwordProblems('pendek', {}, 'en-US')).toEqual(['Minimum length of 8 characters']);
    expect(passwordProblems('pendek', {}, 'id-ID')).toEqual(['Panjang minimal 8 karakter']);
    expect(passwordProblems('x'.repeat(129), {}, 'en-US')).toEqual(['Maximum length of 128 characters']);
    expect(passwordProblems('BudiSantoso', { username: 'budisantoso' }, 'en-US')).toEqual([
      'The password must not be the same as the username',
    ]);
    expect(passwordProblems('budi.santoso', { email: 'budi.santoso@contoh.id' }, 'id-ID')).toEqual([
      'Kata sandi tidak boleh sama dengan nama pengguna',
    ]);
    expect(
      passwordProblems('Kopi-Tubruk-Pagi-7', { username: 'budi', email: 'budi@contoh.id' }, 'en-US'),
    ).toEqual([]);
  });
});
