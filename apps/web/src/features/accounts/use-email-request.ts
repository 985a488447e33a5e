import type { passwordForgotRoute, verifyEmailResendRoute } from '@kantor/core';
import { type FormEvent, useState } from 'react';
import { accountRoute } from './auth-api.ts';
import { useFormState } from './use-form-state.ts';

/**
 * A form of one email address posted to `route`, whose answer's message is shown (a password reset, a
 * new verification mail): the same answer whether or not the address has an account.
 */
export function useEmailRequest(route: typeof passwordForgotRoute | typeof verifyEmailResendRoute) {
  const form = useFormState();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.requireFilled({ email })) return;
    await form.run(async () => {
      setNotice((await accountRoute(route, { body: { email } })).message);
    });
  }

  return { form, email, setEmail, notice, submit };
}
