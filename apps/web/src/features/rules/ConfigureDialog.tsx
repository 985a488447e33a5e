import { categoryOf, type RuleCategory } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigureDialogProps, ConfigureTarget } from '../../app/feature.ts';
import { useRoleRulesStore } from '../../rules/role-rules-context.tsx';
import { productKey } from '../../session/product.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { storedName } from './category-fields.ts';
import { categoriesFor, rulesAbout, startValues } from './configure-targets.ts';
import { RuleDraftBody } from './RuleDraftBody.tsx';
import { ruleSummary } from './RuleListPage.tsx';
import { type RoleOption, type RuleRecord, rulesApi, useRoleOptions, useRoleRules } from './rules-api.ts';
import { useRuleDraft, valuesOf } from './use-rule-draft.ts';
import './rules.css';

/** The role chosen last in this tab: the next gear's dialog starts on it. */
const roleKey = () => `${productKey()}_configure_role`;
function lastRole(): string | null {
  try {
    return sessionStorage.getItem(roleKey());
  } catch {
    return null;
  }
}
function rememberRole(roleId: string | null): void {
  try {
    if (roleId === null) sessionStorage.removeItem(roleKey());
    else sessionStorage.setItem(roleKey(), roleId);
  } catch {
    // no storage: the dialog starts without a role next time
  }
}

type Editing = { category: RuleCategory; rule: RuleRecord | null };

/**
 * The configure mode's dialog (issue 37): for one column, field, menu entry or action, the chosen role's
 * rules about it, with edit and delete, and a new rule of a fitting category with its route and field
 * filled in. The form, the preview and the "why" are the rule editor's own (RuleDraftBody); saving goes
 * through the rules API, which validates, and the signed-in user's page rules are fetched again after.
 */
export function ConfigureDialog({ target, onClose }: ConfigureDialogProps) {
  const { t } = useTranslation();
  const [roleId, setRoleId] = useState<string | null>(lastRole);
  const [editing, setEditing] = useState<Editing | null>(null);
  const roles = useRoleOptions();
  const saved = useRoleRules(roleId);
  const pageRules = useRoleRulesStore();
  const roleName = roles.data?.find((r) => String(r.value) === roleId)?.label ?? '';
  const about = rulesAbout(saved.data ?? [], target);
  const chooseRole = (next: string | null) => {
    setRoleId(next);
    rememberRole(next);
    setEditing(null);
  };
  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('roles.configure.title', { target: target.label })}
      className="configure-dialog"
      style={{ width: 'min(72rem, 96vw)' }}
      data-testid="configure-dialog"
    >
      <p className="configure-where">
        {t(`roles.configure.kinds.${target.kind}`)} · <code>{target.route}</code>
        {target.name && (
          <>
            {' · '}
            <code>{target.name}</code>
          </>
        )}
      </p>
      <div className="rule-form-row">
        <label htmlFor="configure-role">{t('roles.fields.role_id')}</label>
        <Dropdown
          inputId="configure-role"
          value={roleId === null ? null : Number(roleId)}
          options={roles.data ?? []}
          optionLabel="label"
          optionValue="value"
          filter
          placeholder={t('roles.rules.chooseRole')}
          onChange={(e) => chooseRole(e.value == null ? null : String(e.value))}
        />
      </div>
      {roleId === null ? (
        <p>{t('roles.rules.chooseRoleFirst')}</p>
      ) : editing ? (
        <DraftPane
          key={`${editing.category}-${editing.rule?.id ?? 'new'}`}
          target={target}
          editing={editing}
          roleId={roleId}
          roleName={roleName}
          roles={roles.data ?? []}
          saved={saved.data ?? []}
          onDone={async (changed) => {
            // the page the admin looks at follows its own role's rules: fetch them again
            if (changed) await pageRules.refresh();
            setEditing(null);
          }}
        />
      ) : (
        <TargetRules
          target={target}
          rules={about}
          loading={saved.isLoading}
          onEdit={(rule, category) => setEditing({ category, rule })}
          onAdd={(category) => setEditing({ category, rule: null })}
          onDeleted={() => void pageRules.refresh()}
        />
      )}
    </Dialog>
  );
}

type TargetRulesProps = {
  target: ConfigureTarget;
  rules: readonly RuleRecord[];
  loading: boolean;
  onEdit: (rule: RuleRecord, category: RuleCategory) => void;
  onAdd: (category: RuleCategory) => void;
  onDeleted: () => void;
};

/** The role's rules on the target (edit, delete after a second click) and the categories a new one may be. */
function TargetRules({ target, rules, loading, onEdit, onAdd, onDeleted }: TargetRulesProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<number | null>(null);
  async function remove(rule: RuleRecord) {
    try {
      await rulesApi.remove(rule.id);
      toast.success(t('roles.rules.deleted'));
      setConfirming(null);
      await client.invalidateQueries({ queryKey: ['role-rules'] });
      onDeleted();
    } catch (error) {
      showRequestError(error);
    }
  }
  return (
    <>
      <h3>{t('roles.configure.existing')}</h3>
      {rules.length === 0 ? (
        <p data-testid="configure-no-rules">{loading ? t('common.loading') : t('roles.configure.none')}</p>
      ) : (
        <ul className="configure-rules" data-testid="configure-rules">
          {rules.map((rule) => {
            const category = categoryOf(String(rule.kategori ?? ''));
            if (!category) return null;
            return (
              <li key={rule.id} data-rule-id={rule.id}>
                <span>
                  <strong>{t(`roles.categories.${category}.name`)}</strong> <code>{rule.nama_route}</code>{' '}
                  {ruleSummary(rule)}
                </span>
                <span className="rule-row-actions">
                  <Button
                    type="button"
                    text
                    size="small"
                    icon="pi pi-pencil"
                    aria-label={`${t('roles.common.edit')} #${rule.id}`}
                    onClick={() => onEdit(rule, category)}
                  />
                  <Button
                    type="button"
                    text={confirming !== rule.id}
                    size="small"
                    severity="danger"
                    icon="pi pi-trash"
                    label={confirming === rule.id ? t('roles.configure.confirmDelete') : undefined}
                    aria-label={
                      confirming === rule.id
                        ? t('roles.configure.confirmDelete')
                        : `${t('roles.common.delete')} #${rule.id}`
                    }
                    onClick={() => (confirming === rule.id ? void remove(rule) : setConfirming(rule.id))}
                  />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <h3>{t('roles.configure.add')}</h3>
      <div className="configure-categories">
        {categoriesFor(target).map((category) => (
          <Button
            key={category}
            type="button"
            outlined
            size="small"
            label={t(`roles.categories.${category}.name`)}
            tooltip={t(`roles.categories.${category}.help`)}
            data-category={category}
            onClick={() => onAdd(category)}
          />
        ))}
      </div>
    </>
  );
}

type DraftPaneProps = {
  target: ConfigureTarget;
  editing: Editing;
  roleId: string;
  roleName: string;
  roles: readonly RoleOption[];
  saved: readonly RuleRecord[];
  onDone: (changed: boolean) => void | Promise<void>;
};

/** One rule being written on the target: the rule editor's form, preview and "why". */
function DraftPane({ target, editing, roleId, roleName, roles, saved, onDone }: DraftPaneProps) {
  const { t } = useTranslation();
  const { category, rule } = editing;
  const editingId = rule ? String(rule.id) : null;
  const [start] = useState(() => (rule ? valuesOf(rule) : startValues(target, category)));
  const draft = useRuleDraft({ editingId, start, category, roleId, onSaved: () => onDone(true) });
  return (
    <RuleDraftBody
      category={category}
      draft={draft}
      roles={roles}
      saved={saved}
      roleId={roleId}
      roleName={roleName}
      editingId={editingId}
      onCancel={() => void onDone(false)}
      top={
        <div className="rule-editor-category">
          <h3 data-testid="rule-category-name">{t(`roles.categories.${category}.name`)}</h3>
          <code>{storedName(category)}</code>
          <p>{t(`roles.categories.${category}.help`)}</p>
        </div>
      }
    />
  );
}
