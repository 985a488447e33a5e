import type { Dispatch, SetStateAction } from 'react';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { showRequestError, toast } from '../../ui/index.ts';

type Errors = Record<string, string[]>;

/**
 * Sends one of the invoice panels' forms: busy while it runs, the answer's message as a toast, then
 * `after`; a 422 leaves its errors by field for the form to show, any other failure is shown.
 */
export async function sendForm(
  setBusy: Dispatch<SetStateAction<boolean>>,
  setErrors: Dispatch<SetStateAction<Errors>>,
  send: () => Promise<{ message: string }>,
  after?: () => unknown,
): Promise<void> {
  setBusy(true);
  setErrors({});
  try {
    const answer = await send();
    toast.success(answer.message);
    await after?.();
  } catch (error) {
    const body = errorAnswerOf(error);
    if (error instanceof ApiError && error.status === 422 && body?.errors) setErrors(body.errors);
    else showRequestError(error);
  } finally {
    setBusy(false);
  }
}
