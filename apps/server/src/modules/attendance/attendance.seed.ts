import { formatClock, jakartaClock, toDate } from '@kantor/core';
import type { SeedContext } from '../../db/demo/seed-demo.ts';
import { recordTap } from './attendance.service.ts';

/** The demo cards: `0004512301`, `0004512302`, … in the order the technicians were added. */
export const DEMO_CARD_BASE = 4_512_300;
export const demoCard = (index: number) => String(DEMO_CARD_BASE + index + 1).padStart(10, '0');

type Person = { id: number; nama: string; card: string };

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Working days (Monday to Saturday) from `from` to `to`, inclusive. */
function workingDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = shift(day, 1)) if (weekday(day) !== 0) days.push(day);
  return days;
}

const REASONS = {
  izin: ['Mengurus perpanjangan SIM', 'Mengantar orang tua kontrol ke rumah sakit', 'Acara keluarga'],
  sakit: ['Demam, surat dokter menyusul', 'Sakit gigi, berobat ke puskesmas'],
};

/**
 * The demo attendance: each technician gets an RFID card, and the current month so far (with the
 * previous month too while fewer than six working days have passed) is tapped through the kiosk's own
 * service at explicit times: mostly on time, some late arrivals, one forgotten check-out, plus an izin
 * and a sakit typed by hand. Today's taps stop at the moment of seeding.
 */
export async function seedAttendance(s: SeedContext): Promise<void> {
  const { rand } = s;
  const technicians = await s.app.db.query<{ id: number; nama: string }>(
    "SELECT id, nama FROM akun WHERE jenis_akun = 'Teknisi' ORDER BY id",
  );
  const people: Person[] = [];
  for (const [index, technician] of technicians.entries()) {
    await s.edit('akun', technician.id, { kode_rfid: demoCard(index) });
    people.push({ ...technician, card: demoCard(index) });
  }
  if (people.length === 0) return;

  const now = new Date();
  const nowTime = jakartaClock(now).time;
  const monthStart = `${s.today.slice(0, 7)}-01`;
  let days = workingDays(monthStart, s.today);
  if (days.length < 6) days = workingDays(`${shift(monthStart, -1).slice(0, 7)}-01`, s.today);
  const past = days.filter((d) => d < s.today);
  // one of each that a recap should show, on fixed past days when the month has them
  const planned = new Map<string, 'izin' | 'sakit' | 'open'>();
  if (past.length >= 3) planned.set(`${people[1 % people.length]!.id}:${past[2]}`, 'izin');
  if (past.length >= 5) planned.set(`${people[2 % people.length]!.id}:${past[4]}`, 'sakit');
  if (past.length >= 2) planned.set(`${people[0]!.id}:${past[past.length - 2]}`, 'open');

  const tap = async (person: Person, day: string, minutes: number) => {
    const time = `${formatClock(minutes * 60)}:${String(rand.int(0, 59)).padStart(2, '0')}`;
    if (day === s.today && time > nowTime) return;
    await recordTap(s.write, { kode_rfid: person.card, foto: null }, toDate(`${day} ${time}`)!);
  };

  for (const day of days) {
    for (const person of people) {
      const plan = planned.get(`${person.id}:${day}`);
      if (plan === 'izin' || plan === 'sakit') {
        await s.add('rabsensi', {
          id_akun: person.id,
          tanggal: day,
          status: plan,
          sumber: 'Manual',
          keterangan: rand.pick(REASONS[plan]),
        });
        continue;
      }
      // about one arrival in seven is late (08:01–08:25); the rest between 07:35 and 08:00
      const late = rand.chance(0.15);
      await tap(person, day, late ? 8 * 60 + rand.int(1, 25) : 7 * 60 + rand.int(35, 59));
      if (plan === 'open') continue;
      const saturday = weekday(day) === 6;
      await tap(person, day, saturday ? 13 * 60 + rand.int(0, 20) : 17 * 60 + rand.int(0, 35));
    }
  }
}
