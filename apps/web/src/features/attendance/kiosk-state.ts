/** What the kiosk shows after a tap, and the short history of this device's taps. */
import { jakartaClock, type TapAction } from '@kantor/core';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import type { TapAnswer } from './attendance-api.ts';

export type TapOutcome =
  | { kind: TapAction; key: number; name: string; photo: string | null; time: string }
  | { kind: 'refused'; key: number; card: string; message: string; time: string }
  | { kind: 'failed'; key: number; card: string; message: string | null; time: string };

/** How long a confirmation stays before the kiosk is ready again (ms); a refusal stays a bit longer. */
export const SHOW_MS = { in: 5000, out: 5000, ignored: 4000, refused: 7000, failed: 7000 } as const;

/** How many taps the list under the kiosk keeps. */
export const RECENT_MAX = 6;

/** `HH:MM` of a tap's `HH:MM:SS`. */
export const shortTime = (time: string) => time.slice(0, 5);

/** The device's clock as `HH:MM:SS` in the business's zone (for refusals, which carry no server time). */
export const nowTime = (): string => jakartaClock(new Date()).time;

let counter = 0;
const nextKey = () => {
  counter += 1;
  return counter;
};

/** The outcome of an answered tap: the photo shown is the one just taken, else the person's. */
export function outcomeOf(answer: TapAnswer, taken: string | null): TapOutcome {
  return {
    kind: answer.action,
    key: nextKey(),
    // left out when the kiosk's role may not see it: the greeting then names nobody
    name: answer.person.nama ?? '',
    photo: taken ?? answer.person.foto ?? null,
    time: answer.time,
  };
}

/** The outcome of a failed tap: a 422 is the server's refusal of the card, anything else a failure. */
export function failureOf(error: unknown, card: string): TapOutcome {
  if (error instanceof ApiError && error.status === 422) {
    const body = errorAnswerOf(error);
    const messages = body?.errors?.kode_rfid ?? body?.errors?.foto;
    const message =
      Array.isArray(messages) && messages.length > 0 ? String(messages[0]) : String(body?.message ?? '');
    return { kind: 'refused', key: nextKey(), card, message, time: nowTime() };
  }
  const message = error instanceof ApiError && error.status !== 0 ? error.message : null;
  return { kind: 'failed', key: nextKey(), card, message, time: nowTime() };
}
