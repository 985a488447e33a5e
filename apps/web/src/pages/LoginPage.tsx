import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { api } from '../api/api.ts';
import { ApiError } from '../api/client.ts';
import { useSession, useSessionStore } from '../app/session-context.tsx';
import { readRedirectAfterLogin } from '../session/storage.ts';

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeRedirect(target: string | null): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

export function LoginPage() {
  const { t } = useTranslation();
  const store = useSessionStore();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const target = safeRedirect(params.get('redirect')) ?? safeRedirect(readRedirectAfterLogin()) ?? '/home';
  if (session.loggedIn && session.user && !busy) return <Navigate to={target} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const missing: Record<string, string[]> = {};
    if (!username.trim()) missing.username = [t('validation.required')];
    if (!password) missing.password = [t('validation.required')];
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const { token } = await api.post<{ token: string }>('auth/login', { username, password, remember });
      await store.login(token, remember);
      navigate(target, { replace: true });
    } catch (e) {
      if (e instanceof ApiError) {
        const body = e.body as {
          message?: string;
          status?: string;
          errors?: Record<string, string[]>;
        } | null;
        if (e.status === 403 && body?.status === 'Pending') return navigate('/accountpending');
        if (e.status === 403 && body?.status === 'Blocked') return navigate('/accountblocked');
        if (e.status === 422 && body?.errors) setFieldErrors(body.errors);
        setError(
          e.status === 429 ? t('errors.tooManyAttempts') : (body?.message ?? t('errors.unableToComplete')),
        );
      } else {
        setError(t('errors.unableToComplete'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-card" onSubmit={submit} noValidate data-testid="login-form">
      <h1>{t('auth.login.title')}</h1>
      {error && <Message severity="error" text={error} className="auth-error" data-testid="login-error" />}
      <label htmlFor="login-username">{t('auth.login.username')}</label>
      <InputText
        id="login-username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        invalid={Boolean(fieldErrors.username)}
        aria-describedby="login-username-error"
      />
      {fieldErrors.username && (
        <small id="login-username-error" className="p-error">
          {fieldErrors.username.join(' ')}
        </small>
      )}
      <label htmlFor="login-password">{t('auth.login.password')}</label>
      <Password
        inputId="login-password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        feedback={false}
        toggleMask
        invalid={Boolean(fieldErrors.password)}
      />
      {fieldErrors.password && <small className="p-error">{fieldErrors.password.join(' ')}</small>}
      <div className="auth-remember">
        <Checkbox
          inputId="login-remember"
          checked={remember}
          onChange={(e) => setRemember(Boolean(e.checked))}
        />
        <label htmlFor="login-remember">{t('auth.login.remember')}</label>
      </div>
      <Button type="submit" label={t('auth.login.submit')} icon="pi pi-sign-in" loading={busy} />
    </form>
  );
}
