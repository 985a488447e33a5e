import { describe, expect, it } from 'vitest';
import { isAdminRoleId } from './admin-role.ts';
import { cleanRoleName, INVISIBLE_RANGES, roleNameKey, SPACE_RANGES } from './role-name.ts';

// The variants of issue 32's probe, each renamed from a technician's role to take the admin's name.
const ADMIN_LOOKALIKES = [
  'Admin ',
  ' admin',
  'admin\t',
  'admin\n',
  '\u00a0admin',
  'admin\u3000',
  'Admin\ufeff',
  'ad\u00admin', // soft hyphen
  'ad\u200bmin', // zero-width space
  'ADMIN',
  '\uff41\uff44\uff4d\uff49\uff4e', // full-width
  'admin\u2060', // word joiner
  'admin\u{e0020}', // a tag character
  '\u200eadmin\u200f', // direction marks
];

describe('role names', () => {
  it('every variant the probe used has the key of "admin"', () => {
    for (const name of ADMIN_LOOKALIKES) expect(roleNameKey(name), JSON.stringify(name)).toBe('admin');
  });

  it('stores the visible name: NFKC, invisible characters out, spaces collapsed, case kept', () => {
    expect(cleanRoleName('\u00a0Ad\u00admin\u3000 Gudang\ufeff')).toBe('Admin Gudang');
    expect(cleanRoleName('Teknisi\t\tLapangan')).toBe('Teknisi Lapangan');
    expect(cleanRoleName('\u200b')).toBe('');
  });

  it('keeps names apart that look different', () => {
    expect(roleNameKey('Admin Keuangan')).not.toBe(roleNameKey('AdminKeuangan'));
    expect(roleNameKey('admin-lama')).not.toBe(roleNameKey('admin'));
    expect(roleNameKey('Gudang 1')).not.toBe(roleNameKey('Gudang 2'));
  });

  it('folds case beyond lower-casing', () => {
    expect(roleNameKey('STRASSE')).toBe(roleNameKey('straße'));
    expect(roleNameKey('adm\u0131n')).toBe('admin'); // dotless i
  });

  // An independent reader: Unicode's own properties, code point by code point.
  const invisible = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}]/u;
  const space = /\p{White_Space}/u;
  const each = (ranges: readonly (readonly [number, number])[], test: (c: string) => void) => {
    for (const [from, to] of ranges) for (let cp = from; cp <= to; cp++) test(String.fromCodePoint(cp));
  };

  it('the invisible ranges hold only invisible, non-space code points; the space ranges only white space', () => {
    each(INVISIBLE_RANGES, (c) => {
      expect(invisible.test(c) && !space.test(c), c.codePointAt(0)!.toString(16)).toBe(true);
    });
    each(SPACE_RANGES, (c) => {
      expect(space.test(c), c.codePointAt(0)!.toString(16)).toBe(true);
    });
  });

  it('the ranges cover every such code point of the Basic Multilingual Plane this runtime knows', () => {
    // a newer Unicode may add some: list them in INVISIBLE_RANGES (and a migration rebuilds the index)
    const covered = (cp: number, ranges: readonly (readonly [number, number])[]) =>
      ranges.some(([from, to]) => cp >= from && cp <= to);
    const missing: string[] = [];
    for (let cp = 1; cp <= 0xffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      if (space.test(c) ? !covered(cp, SPACE_RANGES) : invisible.test(c) && !covered(cp, INVISIBLE_RANGES))
        missing.push(cp.toString(16));
    }
    expect(missing).toEqual([]);
  });
});

describe('the admin role', () => {
  it('is the role with id 52, whatever it is called', () => {
    expect(isAdminRoleId(52)).toBe(true);
    expect(isAdminRoleId('52')).toBe(true);
    for (const other of [53, '53', ' 52', '52.0', null, undefined, 'admin', [52], 52.5]) {
      expect(isAdminRoleId(other), JSON.stringify(other)).toBe(false);
    }
  });
});
