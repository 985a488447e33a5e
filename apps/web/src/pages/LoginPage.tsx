import {
  type AccountStatusErrorAnswer,
  type googleSignInRoute,
  type loginRoute,
  ROUTE_ADDRESSES,
  type SignInAnswer,
} from '@kantor/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { runtimeConfig } from '../app/runtime-config.ts';
import { useSession, useSessionStore } from '../app/session-context.tsx';
import { isNativeShell } from '../native/platform.ts';
import '../features/accounts/accounts.css';
import {
  accountAt,
  CheckBox,
  type Failure,
  GoogleSignIn,
  InlineMessage,
  OtpForm,
  PasswordInput,
  PlainButton,
  TextInput,
  useFormState,
} from '../features/accounts/index.ts';
import { useRoleRulesStore } from '../rules/role-rules-context.tsx';
import { readRedirectAfterLogin, storeRedirectAfterLogin } from '../session/storage.ts';
import { backgroundOf, useLoginLook } from './login-look.ts';

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeRedirect(target: string | null): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** The second step of an OTP sign-in: the challenge the answer gave. */
type OtpStep = Omit<Extract<SignInAnswer, { otp: true }>, 'otp'>;

export function LoginPage() {
  const { t } = useTranslation();
  const store = useSessionStore();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useFormState();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [otp, setOtp] = useState<OtpStep | null>(null);
  const look = useLoginLook();

  const rules = useRoleRulesStore();
  // Google refuses sign-in inside an embedded web view (the Capacitor shell): no button there
  const googleClientId = isNativeShell() ? null : runtimeConfig().googleClientId;
  const target = safeRedirect(params.get('redirect')) ?? safeRedirect(readRedirectAfterLogin()) ?? '/home';
  if (session.loggedIn && session.user && !form.busy && !finishing) return <Navigate to={target} replace />;

  async function finish(token: string) {
    setFinishing(true);
    try {
      await store.login(token, remember);
      // A Redirect After Login rule of the role decides where a plain sign-in lands (spec §4).
      const signedIn = store.getState();
      await rules.setRole(signedIn.user?.user_role_id ?? null, signedIn.roleCount > 1);
      const ruled = safeRedirect(rules.configFor('/').redirectAfterLogin);
      if (ruled) storeRedirectAfterLogin(ruled);
      navigate(safeRedirect(params.get('redirect')) ?? ruled ?? target, { replace: true });
    } finally {
      setFinishing(false);
    }
  }

  async function answer(result: SignInAnswer) {
    if ('token' in result) await finish(result.token);
    else setOtp({ otpToken: result.otpToken, message: result.message });
  }

  /** Pending and Blocked accounts (after a correct password only) get their own screens. */
  function statusScreen(failure: Failure): boolean {
    const status = (failure.body as Partial<AccountStatusErrorAnswer> | null)?.status;
    if (failure.status !== 403 || !status) return false;
    navigate(status === 'Blocked' ? '/accountblocked' : '/accountpending');
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.requireFilled({ username, password })) return;
    await form.run(
      async () =>
        answer(
          await accountAt<typeof loginRoute>(ROUTE_ADDRESSES.login, {
            body: { username, password, remember },
          }),
        ),
      statusScreen,
    );
  }

  const google = (credential: string) =>
    form.run(
      async () =>
        answer(
          await accountAt<typeof googleSignInRoute>(ROUTE_ADDRESSES.google, {
            body: { credential, remember },
          }),
        ),
      statusScreen,
    );

  if (otp) {
    return (
      <OtpForm
        otpToken={otp.otpToken}
        sentMessage={otp.message}
        onToken={finish}
        onCancel={() => {
          setOtp(null);
          setPassword('');
        }}
      />
    );
  }

  const background = backgroundOf(look?.gambar ?? null);
  return (
    <div
      className={background ? 'login-look with-picture' : 'login-look'}
      style={background ? { backgroundImage: background } : undefined}
      data-testid="login-look"
    >
      <form className="auth-card" onSubmit={submit} noValidate data-testid="login-form">
        <h1>{t('auth.login.title')}</h1>
        {look?.judul && <p className="login-look-title">{look.judul}</p>}
        {form.error && (
          <InlineMessage severity="error" text={form.error} className="auth-error" testId="login-error" />
        )}
        <label htmlFor="login-username">{t('auth.login.username')}</label>
        <TextInput
          id="login-username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          invalid={Boolean(form.errors.username)}
          aria-describedby={form.errors.username ? 'login-username-error' : undefined}
        />
        {form.errors.username && (
          <small id="login-username-error" className="p-error" data-testid="login-username-error">
            {form.errors.username.join(' ')}
          </small>
        )}
        <label htmlFor="login-password">{t('auth.login.password')}</label>
        <PasswordInput
          id="login-password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={Boolean(form.errors.password)}
          aria-describedby={form.errors.password ? 'login-password-error' : undefined}
        />
        {form.errors.password && (
          <small id="login-password-error" className="p-error" data-testid="login-password-error">
            {form.errors.password.join(' ')}
          </small>
        )}
        <div className="auth-remember">
          <CheckBox inputId="login-remember" checked={remember} onChange={setRemember} />
          <label htmlFor="login-remember">{t('auth.login.remember')}</label>
        </div>
        <PlainButton
          type="submit"
          label={t('auth.login.submit')}
          icon="pi pi-sign-in"
          loading={form.busy || finishing}
        />
        <div className="account-actions">
          <Link to="/forgot-password" data-testid="login-forgot">
            {t('account.login.forgot')}
          </Link>
          <Link to="/register" data-testid="login-register">
            {t('account.login.register')}
          </Link>
        </div>
        {googleClientId && <GoogleSignIn clientId={googleClientId} onCredential={google} />}
      </form>
    </div>
  );
}
