import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test-support/i18n.ts';
import { stepWords } from './LacakPage.tsx';

describe('a tracking step in words (issue 35)', () => {
  const i18n = createTestI18n('id-ID');
  const t = (key: string, values: Record<string, unknown>) => i18n.t(key, values);

  it('says what was reached for a step recorded without a name, not "Progres 100% (100%)"', () => {
    expect(stepWords(t, { sub: 'Uji coba', nama_langkah: 'Progres 100%', persentase: 100 })).toBe(
      'Uji coba mencapai 100%',
    );
  });

  it('names a named step with its percent', () => {
    expect(stepWords(t, { sub: 'Pasang unit', nama_langkah: 'Unit indoor terpasang', persentase: 50 })).toBe(
      'Pasang unit: Unit indoor terpasang (50%)',
    );
  });

  it('reads English for an English reader', () => {
    const en = createTestI18n('en-US');
    expect(
      stepWords((k, v) => en.t(k, v), { sub: 'Testing', nama_langkah: 'Progres 40%', persentase: 40 }),
    ).toBe('Testing reached 40%');
  });
});
