import { ACCOUNTS_ROUTES as routes } from '@kantor/core';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { callRoute } from '../../api/call-route.ts';
import { Spinner } from '../../app/Spinner.tsx';
import { usePageConfig } from '../../rules/role-rules-context.tsx';
import { toast } from '../../ui/index.ts';
import { EMPTY_LOGIN, LoginFields, type LoginValues } from './LoginFields.tsx';
import { useFormState } from './use-form-state.ts';

export type UserFormMode = 'tambahuser' | 'edituser' | 'addlistteknisi' | 'akuneditteknisi';

const technicianMode = (mode: UserFormMode) => mode === 'addlistteknisi' || mode === 'akuneditteknisi';

/** Add or edit a login (`akun/tambahuser`, `akun/edituser/{id}`) or a technician (`addlistteknisi`, `akuneditteknisi/{id}`). */
export function UserFormPage({ mode }: { mode: UserFormMode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const form = useFormState();
  const creating = mode === 'tambahuser' || mode === 'addlistteknisi';
  const [values, setValues] = useState<LoginValues | null>(creating ? EMPTY_LOGIN : null);
  // the role's `default role id add` rule on this route picks the new login's role, as on generic forms
  const { config } = usePageConfig(`/akun/${mode}`);
  const defaultRole = creating && config.defaultRoleIdAdd !== null ? Number(config.defaultRoleIdAdd) : null;

  useEffect(() => {
    if (defaultRole === null || !Number.isInteger(defaultRole)) return;
    setValues((v) => (v && v.user_role_id === null ? { ...v, user_role_id: defaultRole } : v));
  }, [defaultRole]);

  useEffect(() => {
    if (creating) return;
    const at = { params: { id: String(id) } };
    (mode === 'akuneditteknisi' ? callRoute(routes.viewTechnician, at) : callRoute(routes.view, at)).then(
      (record) =>
        setValues({
          ...EMPTY_LOGIN,
          ...record,
          no_hp: record.no_hp ?? '',
          peran_lain: 'peran_lain' in record ? (record.peran_lain ?? []) : [],
          cabang: ('cabang' in record ? record.cabang : null) ?? '',
        }),
      () => navigate('/error/404', { replace: true }),
    );
  }, [creating, mode, id, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    await form.run(async () => {
      // a technician's login has the technician role alone: no other roles are sent for it
      const sent = technicianMode(mode) ? (({ peran_lain: _others, ...rest }) => rest)(values) : values;
      const { password: _password, password_confirmation: _confirmation, ...edited } = sent;
      const at = { params: { id: String(id) } };
      const answer =
        mode === 'tambahuser'
          ? await callRoute(routes.create, { body: sent })
          : mode === 'addlistteknisi'
            ? await callRoute(routes.createTechnician, { body: sent })
            : mode === 'akuneditteknisi'
              ? await callRoute(routes.editTechnician, { ...at, body: edited })
              : await callRoute(routes.edit, { ...at, body: edited });
      toast.success(answer.message);
      navigate(technicianMode(mode) ? '/akun/akunlistteknisi' : '/users');
    });
  }

  if (!values) return <Spinner />;
  return (
    <form className="detail-card account-form" onSubmit={submit} noValidate data-testid="user-form">
      <h1>{t(`account.admin.${mode}`)}</h1>
      {form.error && <Message severity="error" text={form.error} data-testid="user-form-error" />}
      <LoginFields
        values={values}
        errors={form.errors}
        onChange={(patch) => setValues((v) => (v ? { ...v, ...patch } : v))}
        withRole={!technicianMode(mode)}
        withPassword={creating}
      />
      <Button type="submit" label={t('account.common.save')} icon="pi pi-save" loading={form.busy} />
    </form>
  );
}
