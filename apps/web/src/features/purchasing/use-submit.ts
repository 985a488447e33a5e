import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { purchasingApi } from './purchasing-api.ts';

/**
 * A form's sending: busy while it runs, the 422's field messages kept for the form to show (each field
 * named by the server), any other failure shown as the app shows request errors, the answer's message
 * toasted.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  async function submit<T extends { message: string }>(send: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    setErrors({});
    try {
      const answer = await send();
      toast.success(answer.message);
      return answer;
    } catch (error) {
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors) setErrors(body.errors);
      else showRequestError(error);
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, errors, submit, problems: Object.values(errors).flat() };
}

/** The translation key of an order's or a bill's state (stored in Indonesian, shown in the reader's words). */
export const STATE_KEYS: Readonly<Record<string, string>> = {
  Draft: 'purchasing.state.draft',
  Dipesan: 'purchasing.state.ordered',
  'Sebagian Diterima': 'purchasing.state.partlyReceived',
  Diterima: 'purchasing.state.received',
  Dibatalkan: 'purchasing.state.cancelled',
  'Belum dibayar': 'purchasing.state.unpaid',
  'Sebagian dibayar': 'purchasing.state.partlyPaid',
  Lunas: 'purchasing.state.paid',
};

/** A resource's choices for a picker, fetched once per screen visit. */
export function useOptions(resource: 'rsupplier' | 'rstok' | 'rsatuan' | 'bankrekening') {
  return useQuery({
    queryKey: ['purchasing', 'options', resource],
    queryFn: () => purchasingApi.options(resource),
  });
}
