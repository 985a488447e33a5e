import { Password } from 'primereact/password';
import { useTranslation } from 'react-i18next';
import { Field } from './Field.tsx';

export type PasswordValues = Record<string, string>;

/** Password inputs (new and confirm, or current, new and confirm) with their errors. */
export function PasswordFields({
  prefix,
  names,
  values,
  errors,
  onChange,
}: {
  prefix: string;
  names: readonly ('current_password' | 'password' | 'password_confirmation')[];
  values: PasswordValues;
  errors: Record<string, string[]>;
  onChange: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {names.map((name) => (
        <Field
          key={name}
          id={`${prefix}-${name}`}
          label={t(`account.password.${name}`)}
          errors={errors[name]}
        >
          <Password
            inputId={`${prefix}-${name}`}
            autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
            value={values[name] ?? ''}
            onChange={(e) => onChange(name, e.target.value)}
            feedback={false}
            toggleMask
            invalid={Boolean(errors[name])}
          />
        </Field>
      ))}
      {names.includes('password') && <small className="account-hint">{t('account.password.rules')}</small>}
    </>
  );
}
