import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Failure, failureOf } from './auth-api.ts';

/** Busy flag, the form's message and the errors per field, around one submit at a time. */
export function useFormState() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  /** Runs `action`; a failure shows the server's message (already in the reader's language). */
  async function run(action: () => Promise<void>, onFailure?: (failure: Failure) => boolean): Promise<void> {
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      await action();
    } catch (caught) {
      const failure = failureOf(caught);
      if (onFailure?.(failure)) return;
      setErrors(failure.errors);
      setError(failure.message ?? t('errors.unableToComplete'));
    } finally {
      setBusy(false);
    }
  }

  /** Client-side checks before sending: the fields missing a value, in the reader's language. */
  function requireFilled(values: Record<string, string>): boolean {
    const missing: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(values))
      if (!value.trim()) missing[name] = [t('validation.required')];
    setErrors(missing);
    setError(null);
    return Object.keys(missing).length === 0;
  }

  return { busy, error, errors, setError, setErrors, run, requireFilled };
}
