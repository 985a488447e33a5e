import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { Spinner } from '../../app/Spinner.tsx';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { rolesApi, usePermissionGrid, useRuleCount } from './roles-api.ts';
import './roles.css';

/**
 * `roles/clone/{id}`: a new role with the same pages and the same rules, created in one go; then the
 * new role's permission grid opens, ready for the differences.
 */
export function RoleClonePage() {
  useApiLanguage();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const source = usePermissionGrid(id);
  const ruleCount = useRuleCount(id);
  const [name, setName] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setErrors({ role_name: [t('roles.rules.required')] });
      return;
    }
    setBusy(true);
    try {
      const created = await rolesApi.clone(id, {
        role_name: name.trim(),
        keterangan: note ?? source.data?.role.keterangan ?? null,
      });
      toast.success(
        t('roles.clone.done', {
          role: created.record.role_name,
          pages: created.permissions,
          rules: created.rules,
        }),
      );
      await client.invalidateQueries({ queryKey: ['role-options'] });
      navigate(`/roles/permissionmulti/${created.record.id}`);
    } catch (error) {
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors) setErrors(body.errors);
      else showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  if (source.isLoading) return <Spinner />;
  if (!source.data) return <Message severity="error" text={t('roles.common.notFound')} />;
  const role = source.data.role;
  return (
    <form className="role-form detail-card" onSubmit={submit} noValidate data-testid="role-clone-form">
      <h1>{t('roles.clone.title', { role: role.role_name })}</h1>
      <p data-testid="role-clone-source">
        {t('roles.clone.copies', { pages: source.data.granted.length, rules: ruleCount.data ?? 0 })}
      </p>
      <div className="role-form-row">
        <label htmlFor="clone-role_name">{t('roles.clone.name')}</label>
        <InputText
          id="clone-role_name"
          value={name}
          invalid={Boolean(errors.role_name)}
          onChange={(e) => {
            setName(e.target.value);
            setErrors({});
          }}
        />
        {errors.role_name?.map((m) => (
          <small key={m} className="p-error" data-testid="clone-error">
            {m}
          </small>
        ))}
      </div>
      <div className="role-form-row">
        <label htmlFor="clone-keterangan">{t('roles.clone.note')}</label>
        <InputTextarea
          id="clone-keterangan"
          value={note ?? role.keterangan ?? ''}
          rows={2}
          autoResize
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button type="submit" icon="pi pi-clone" label={t('roles.clone.submit')} loading={busy} />
    </form>
  );
}
