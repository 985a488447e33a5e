/**
 * The day's map of the dispatch board (docs/jobs.md "Dispatch map"), its pure part: which of the day's
 * sub jobs become markers (those whose job or customer has coordinates) and which are only listed
 * ("tanpa koordinat"), each with what its popup and list line say, in the order of the day.
 */
import { clock, minutesOfDay } from '@kantor/core';
import type { BoardAnswer, BoardBlock } from './dispatch-api.ts';

/** One sub job of the day, as its marker and its list line show it. */
export type DayMapItem = {
  block: BoardBlock;
  technician: string;
  /** `08:00–10:00`, `08:00`, or empty: some time that day. */
  time: string;
  /** Where it is, when known. */
  point: { lat: number; lng: number } | null;
  /** The marker's colour, by status (On Going blue, Done green, others amber, as the board's blocks). */
  colour: string;
};

const COLOURS: Readonly<Record<string, string>> = { 'On Going': '#2563eb', Done: '#16a34a' };
const OTHER = '#d97706';

/** Whether a block lies on `day` (its first to last day). */
export function onDay(block: BoardBlock, day: string): boolean {
  const first = block.tanggal_mulai;
  if (!first) return false;
  const last = block.tanggal_selesai && block.tanggal_selesai > first ? block.tanggal_selesai : first;
  return first <= day && day <= last;
}

const validPoint = (lat: unknown, lng: unknown) =>
  typeof lat === 'number' &&
  typeof lng === 'number' &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180 &&
  Number.isFinite(lat) &&
  Number.isFinite(lng);

/**
 * The day's sub jobs of a board answer, by start time (those without a time last), and split into
 * those placed on the map and those only listed.
 */
export function dayMapItems(
  board: Pick<BoardAnswer, 'blocks' | 'technicians'>,
  day: string,
): { items: DayMapItem[]; placed: DayMapItem[]; unplaced: DayMapItem[] } {
  const names = new Map(board.technicians.map((t) => [t.id, t.nama ?? '']));
  const items = board.blocks
    .filter((b) => onDay(b, day))
    .sort((a, b) => (minutesOfDay(a.jam_mulai) ?? 1e6) - (minutesOfDay(b.jam_mulai) ?? 1e6) || a.id - b.id)
    .map((block): DayMapItem => {
      const start = minutesOfDay(block.jam_mulai);
      const time =
        start === null
          ? ''
          : block.durasi_menit
            ? `${clock(start)}–${clock(start + block.durasi_menit)}`
            : clock(start);
      return {
        block,
        technician: block.id_teknisi == null ? '' : (names.get(block.id_teknisi) ?? ''),
        time,
        point: validPoint(block.lat, block.lng) ? { lat: block.lat!, lng: block.lng! } : null,
        colour: COLOURS[block.status ?? ''] ?? OTHER,
      };
    });
  return { items, placed: items.filter((i) => i.point), unplaced: items.filter((i) => !i.point) };
}
