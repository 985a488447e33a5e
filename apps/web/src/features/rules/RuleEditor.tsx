import { categoryOf, type RuleCategory } from '@kantor/core';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { CategoryPicker } from './CategoryPicker.tsx';
import { storedName } from './category-fields.ts';
import { RuleDraftBody } from './RuleDraftBody.tsx';
import { type RuleRecord, useRoleOptions, useRoleRules } from './rules-api.ts';
import { useRuleDraft, valuesOf } from './use-rule-draft.ts';
import './rules.css';

type Props = { initial: RuleRecord | null; roleParam: string | null };

/**
 * Adding or editing one role rule: the category first, then a form with only that category's fields,
 * and beside it the live preview of the page as the role would see it.
 */
export function RuleEditor({ initial, roleParam }: Props) {
  useApiLanguage();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editingId = initial ? String(initial.id) : null;
  const [category, setCategory] = useState<RuleCategory | null>(
    initial ? categoryOf(initial.kategori) : null,
  );
  const [roleId, setRoleId] = useState<string | null>(initial ? String(initial.role_id) : roleParam);
  const roles = useRoleOptions();
  const saved = useRoleRules(roleId);
  const roleName = roles.data?.find((r) => String(r.value) === roleId)?.label ?? '';
  const listUrl = `/setupshowhideroleid${roleId ? `?role_id=${encodeURIComponent(roleId)}` : ''}`;
  const [start] = useState(() => valuesOf(initial));
  const draft = useRuleDraft({ editingId, start, category, roleId, onSaved: () => navigate(listUrl) });
  const { errors } = draft;

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
        <RuleDraftBody
          category={category}
          draft={draft}
          roles={roles.data ?? []}
          saved={saved.data ?? []}
          roleId={roleId}
          roleName={roleName}
          editingId={editingId}
          onCancel={() => navigate(listUrl)}
          top={
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
          }
        />
      )}
    </div>
  );
}
