import { categoryOf, type RuleCategory, setupshowhideroleid } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { CategoryForm } from './CategoryForm.tsx';
import { CategoryPicker } from './CategoryPicker.tsx';
import { CATEGORY_FIELDS, storedName } from './category-fields.ts';
import { resourceOfRoute } from './known-routes.ts';
import { type DraftValues, draftRecord } from './preview.ts';
import { RulePreview } from './RulePreview.tsx';
import { type RuleRecord, rulesApi, useRoleOptions, useRoleRules } from './rules-api.ts';
import './rules.css';

type Props = { initial: RuleRecord | null; roleParam: string | null };

function valuesOf(record: RuleRecord | null): DraftValues {
  const values: DraftValues = {};
  for (const [key, value] of Object.entries(record ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  return values;
}

/** Required inputs left empty, as field errors (the server validates the rest). */
export function missingRequired(category: RuleCategory, values: DraftValues, message: string) {
  const errors: Record<string, string[]> = {};
  for (const spec of CATEGORY_FIELDS[category]) {
    const value = values[spec.name];
    if (spec.required && (value === null || value === undefined || String(value).trim() === ''))
      errors[spec.name] = [message];
  }
  return errors;
}

/**
 * Adding or editing one role rule: the category first, then a form with only that category's fields,
 * and beside it the live preview of the page as the role would see it.
 */
export function RuleEditor({ initial, roleParam }: Props) {
  useApiLanguage();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const editingId = initial ? String(initial.id) : null;
  const [category, setCategory] = useState<RuleCategory | null>(
    initial ? categoryOf(initial.kategori) : null,
  );
  const [roleId, setRoleId] = useState<string | null>(initial ? String(initial.role_id) : roleParam);
  const [values, setValues] = useState<DraftValues>(() => valuesOf(initial));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const roles = useRoleOptions();
  const saved = useRoleRules(roleId);
  const roleName = roles.data?.find((r) => String(r.value) === roleId)?.label ?? '';
  const draft = category ? draftRecord(category, values, roleId, setupshowhideroleid.fieldNames) : {};
  const listUrl = `/setupshowhideroleid${roleId ? `?role_id=${encodeURIComponent(roleId)}` : ''}`;

  const change = (name: string, value: string | number | null) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  async function save() {
    if (!category) return;
    const missing = missingRequired(category, values, t('roles.rules.required'));
    if (!roleId) missing.role_id = [t('roles.rules.required')];
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await rulesApi.save(editingId, draft);
      toast.success(t(editingId ? 'roles.rules.updated' : 'roles.rules.added'));
      await client.invalidateQueries({ queryKey: ['role-rules'] });
      await client.invalidateQueries({ queryKey: ['role-rule'] });
      navigate(listUrl);
    } catch (error) {
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors) setErrors(body.errors);
      else showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  const title = editingId ? t('roles.rules.editTitle', { id: editingId }) : t('roles.rules.addTitle');
  return (
    <div className="rule-editor-page" data-testid="rule-editor">
      <header className="rule-editor-header">
        <h1>{title}</h1>
        <div className="rule-form-row">
          <label htmlFor="rule-role_id">{t('roles.fields.role_id')}</label>
          <Dropdown
            inputId="rule-role_id"
            value={roleId === null ? null : Number(roleId)}
            options={roles.data ?? []}
            optionLabel="label"
            optionValue="value"
            filter
            invalid={Boolean(errors.role_id)}
            placeholder={t('roles.rules.chooseRole')}
            onChange={(e) => setRoleId(e.value == null ? null : String(e.value))}
          />
          {errors.role_id?.map((m) => (
            <small key={m} className="p-error">
              {m}
            </small>
          ))}
        </div>
      </header>
      {category === null ? (
        <CategoryPicker onPick={setCategory} />
      ) : (
        <div className="rule-editor-body">
          <section className="rule-editor-form">
            <div className="rule-editor-category">
              <h2 data-testid="rule-category-name">{t(`roles.categories.${category}.name`)}</h2>
              <code>{storedName(category)}</code>
              <p>{t(`roles.categories.${category}.help`)}</p>
              <Button
                type="button"
                link
                label={t('roles.rules.changeCategory')}
                onClick={() => setCategory(null)}
              />
            </div>
            <CategoryForm
              category={category}
              values={values}
              onChange={change}
              errors={errors}
              resource={resourceOfRoute(String(values.nama_route ?? ''))}
              roles={roles.data ?? []}
            />
            <div className="rule-editor-actions">
              <Button
                type="button"
                label={t('roles.common.save')}
                icon="pi pi-save"
                loading={busy}
                onClick={() => void save()}
                data-testid="rule-save"
              />
              <Button
                type="button"
                label={t('roles.common.cancel')}
                severity="secondary"
                outlined
                onClick={() => navigate(listUrl)}
              />
            </div>
          </section>
          <RulePreview
            saved={saved.data ?? []}
            draft={draft}
            roleId={roleId}
            roleName={roleName}
            editingId={editingId}
          />
        </div>
      )}
    </div>
  );
}
