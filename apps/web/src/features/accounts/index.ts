/**
 * The accounts feature's public surface: its routes, and the sign-in parts others reuse (the login page,
 * the install prompt's button, the hosting forms' field). The router imports this file in the login
 * route's first load, so it re-exports only modules that load is made of already: nothing heavier.
 */

export { CheckBox, InlineMessage, PasswordInput, PlainButton, TextInput } from '../../ui/SignInControls.tsx';
export { accountAt, type Failure } from './auth-api.ts';
export { Field } from './Field.tsx';
export { GoogleSignIn } from './GoogleSignIn.tsx';
export { OtpForm } from './OtpForm.tsx';
export { accountMainRoutes, accountPublicRoutes } from './routes.tsx';
export { useFormState } from './use-form-state.ts';
