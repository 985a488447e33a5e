import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { shiftMonth } from './AttendanceRecap.tsx';
import { failureOf, outcomeOf, shortTime } from './kiosk-state.ts';

describe('the kiosk outcome of a tap', () => {
  const answer = {
    action: 'in' as const,
    ignored: false,
    person: { id: 7, nama: 'Budi Santoso', foto: 'uploads/budi.jpg' },
    record: { id: 31 },
    time: '07:58:12',
  };

  it('shows the photo just taken, else the person’s', () => {
    expect(outcomeOf(answer, 'uploads/now.jpg')).toMatchObject({ kind: 'in', photo: 'uploads/now.jpg' });
    expect(outcomeOf(answer, null)).toMatchObject({
      kind: 'in',
      name: 'Budi Santoso',
      photo: 'uploads/budi.jpg',
    });
    expect(shortTime(answer.time)).toBe('07:58');
  });

  it('reads a 422 as the server’s refusal of the card, anything else as a failure', () => {
    const refused = failureOf(
      new ApiError(422, { message: 'Form is invalid', errors: { kode_rfid: ['Kartu 1 belum terdaftar'] } }),
      '1',
    );
    expect(refused).toMatchObject({ kind: 'refused', card: '1', message: 'Kartu 1 belum terdaftar' });
    expect(failureOf(new ApiError(0, null), '1')).toMatchObject({ kind: 'failed', message: null });
    expect(failureOf(new ApiError(403, { message: 'Access Denied' }), '1')).toMatchObject({
      kind: 'failed',
      message: 'Access Denied',
    });
  });

  it('gives every outcome its own key, so the same answer twice still shows again', () => {
    expect(outcomeOf(answer, null).key).not.toBe(outcomeOf(answer, null).key);
  });
});

describe('the recap’s month chooser', () => {
  it('moves across years', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
