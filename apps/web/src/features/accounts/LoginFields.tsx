import { OPTIONS } from '@kantor/core';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { Field } from './Field.tsx';
import { PasswordFields } from './PasswordFields.tsx';
import { RolePicker, RolesPicker } from './RolePicker.tsx';

export type LoginValues = {
  username: string;
  email: string;
  no_hp: string;
  user_role_id: number | null;
  /** Other roles (issue 37). */
  peran_lain: number[];
  cabang: string;
  status: string;
  otp_enabled: boolean;
  password: string;
  password_confirmation: string;
};

export const EMPTY_LOGIN: LoginValues = {
  username: '',
  email: '',
  no_hp: '',
  user_role_id: null,
  peran_lain: [],
  cabang: '',
  status: 'Active',
  otp_enabled: false,
  password: '',
  password_confirmation: '',
};

/** The fields of a login in the admin forms; role and status pick from the option lists of core. */
export function LoginFields({
  values,
  errors,
  onChange,
  withRole,
  withPassword,
}: {
  values: LoginValues;
  errors: Record<string, string[]>;
  onChange: (patch: Partial<LoginValues>) => void;
  withRole: boolean;
  withPassword: boolean;
}) {
  const { t } = useTranslation();
  const statusOptions = OPTIONS.accountStatus.map((o) => ({
    value: o.value,
    label: t(`account.status.${o.value}`),
  }));
  const text = (name: 'username' | 'email' | 'no_hp', type = 'text') => (
    <Field id={`login-${name}`} label={t(`account.register.${name}`)} errors={errors[name]}>
      <InputText
        id={`login-${name}`}
        type={type}
        value={values[name]}
        onChange={(e) => onChange({ [name]: e.target.value })}
        invalid={Boolean(errors[name])}
      />
    </Field>
  );
  return (
    <>
      {text('username')}
      {text('email', 'email')}
      {text('no_hp', 'tel')}
      {withRole && (
        <Field id="login-role" label={t('auth.account.role')} errors={errors.user_role_id}>
          <RolePicker
            inputId="login-role"
            value={values.user_role_id}
            onChange={(roleId) => onChange({ user_role_id: roleId })}
            invalid={Boolean(errors.user_role_id)}
          />
        </Field>
      )}
      {withRole && (
        <Field
          id="login-peran_lain"
          label={t('resources.users.fields.peran_lain')}
          errors={errors.peran_lain}
        >
          <RolesPicker
            inputId="login-peran_lain"
            value={values.peran_lain}
            onChange={(peran_lain) => onChange({ peran_lain })}
            invalid={Boolean(errors.peran_lain)}
          />
        </Field>
      )}
      <Field id="login-cabang" label={t('resources.users.fields.cabang')} errors={errors.cabang}>
        <InputText
          id="login-cabang"
          value={values.cabang}
          maxLength={100}
          onChange={(e) => onChange({ cabang: e.target.value })}
          invalid={Boolean(errors.cabang)}
        />
      </Field>
      <Field id="login-status" label={t('account.profile.status')} errors={errors.status}>
        <Dropdown
          inputId="login-status"
          value={values.status}
          options={statusOptions}
          optionLabel="label"
          optionValue="value"
          onChange={(e) => onChange({ status: e.value })}
        />
      </Field>
      <div className="auth-remember">
        <Checkbox
          inputId="login-otp"
          checked={values.otp_enabled}
          onChange={(e) => onChange({ otp_enabled: Boolean(e.checked) })}
        />
        <label htmlFor="login-otp">{t('account.profile.otp')}</label>
      </div>
      {withPassword && (
        <PasswordFields
          prefix="login"
          names={['password', 'password_confirmation']}
          values={values as unknown as Record<string, string>}
          errors={errors}
          onChange={(name, value) => onChange({ [name]: value })}
        />
      )}
    </>
  );
}
