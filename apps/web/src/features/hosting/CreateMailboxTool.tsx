import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListToolProps } from '../../app/feature.ts';
import { useSession } from '../../app/session-context.tsx';
import { fetchOptions, resourceKey } from '../../resources/api-hooks.ts';
import type { Option } from '../../resources/resource-fields.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { Field } from '../accounts/index.ts';
import { hostingApi, showPanelFailure } from './hosting-api.ts';
import './hosting.css';

const EMPTY = {
  id_akun: '',
  email: '',
  nama_pemilik: '',
  kuota_mb: '',
  password: '',
  password_confirmation: '',
};
type Name = keyof typeof EMPTY;

/**
 * "Buat di panel" on the mailbox list: a new mailbox created at its account's hosting panel and
 * recorded at once (POST /api/akunwebmail/buatdipanel); the password goes only to the panel.
 */
export function CreateMailboxTool(_props: ListToolProps) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [accounts, setAccounts] = useState<Option[]>([]);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) void fetchOptions('akun', {}).then(setAccounts, showRequestError);
  }, [open]);

  if (!session.pages.some((p) => p.replace(/^\//, '') === 'akunwebmail/add')) return null;
  const set = (name: Name, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const answer = await hostingApi.createMailbox({
        ...values,
        id_akun: values.id_akun === '' ? null : Number(values.id_akun),
        kuota_mb: values.kuota_mb === '' ? null : Number(values.kuota_mb),
        nama_pemilik: values.nama_pemilik || null,
        status: 'Active',
      });
      toast.success(answer.message);
      setOpen(false);
      setValues(EMPTY);
      await queryClient.invalidateQueries({ queryKey: resourceKey('akunwebmail') });
    } catch (error) {
      showPanelFailure(error, setErrors, setFailure);
    } finally {
      setBusy(false);
    }
  }

  const text = (name: 'email' | 'nama_pemilik' | 'kuota_mb', label: string, type = 'text') => (
    <Field id={`buat-${name}`} label={label} errors={errors[name]}>
      <InputText
        id={`buat-${name}`}
        type={type}
        value={values[name]}
        invalid={Boolean(errors[name])}
        onChange={(e) => set(name, e.target.value)}
      />
    </Field>
  );
  const secret = (name: 'password' | 'password_confirmation', label: string) => (
    <Field id={`buat-${name}`} label={label} errors={errors[name]}>
      <Password
        inputId={`buat-${name}`}
        value={values[name]}
        feedback={false}
        toggleMask
        autoComplete="new-password"
        invalid={Boolean(errors[name])}
        onChange={(e) => set(name, e.target.value)}
      />
    </Field>
  );

  return (
    <>
      <Button
        type="button"
        icon="pi pi-server"
        label={t('hosting.create.open')}
        outlined
        onClick={() => setOpen(true)}
        data-testid="mailbox-create-open"
      />
      <Dialog
        header={t('hosting.create.title')}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: 'min(32rem, 96vw)' }}
      >
        <form className="hosting-form" onSubmit={submit} data-testid="mailbox-create-form">
          <p>{t('hosting.create.lead')}</p>
          <Field id="buat-id_akun" label={t('hosting.create.account')} errors={errors.id_akun}>
            <Dropdown
              inputId="buat-id_akun"
              value={values.id_akun === '' ? null : Number(values.id_akun)}
              options={accounts}
              filter
              invalid={Boolean(errors.id_akun)}
              onChange={(e) => set('id_akun', e.value == null ? '' : String(e.value))}
            />
          </Field>
          {text('email', t('resources.akunwebmail.fields.email'), 'email')}
          {text('nama_pemilik', t('resources.akunwebmail.fields.nama_pemilik'))}
          {text('kuota_mb', t('resources.akunwebmail.fields.kuota_mb'), 'number')}
          {secret('password', t('hosting.password.password'))}
          {secret('password_confirmation', t('hosting.password.confirmation'))}
          <small>{t('hosting.password.rules')}</small>
          {failure && (
            <p className="p-error" role="alert">
              {failure}
            </p>
          )}
          <Button type="submit" icon="pi pi-check" label={t('hosting.create.submit')} loading={busy} />
        </form>
      </Dialog>
    </>
  );
}
