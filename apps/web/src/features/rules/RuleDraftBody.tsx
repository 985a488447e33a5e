import type { RoleRule, RuleCategory } from '@kantor/core';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryForm } from './CategoryForm.tsx';
import { resourceOfRoute } from './known-routes.ts';
import { RulePreview } from './RulePreview.tsx';
import type { RoleOption } from './rules-api.ts';
import type { RuleDraft } from './use-rule-draft.ts';

type Props = {
  category: RuleCategory;
  draft: RuleDraft;
  /** What goes above the form: the category's name and help, a way back. */
  top: ReactNode;
  roles: readonly RoleOption[];
  /** The role's saved rules, for the preview. */
  saved: readonly RoleRule[];
  roleId: string | null;
  roleName: string;
  editingId: string | null;
  onCancel: () => void;
};

/**
 * One rule's form (only its category's inputs) with save and cancel, beside the live preview of the
 * page as the role would see it and the engine's "why": the rule editor page and the on-page configure
 * dialog both show exactly this.
 */
export function RuleDraftBody(props: Props) {
  const { category, draft, top, roles, saved, roleId, roleName, editingId, onCancel } = props;
  const { t } = useTranslation();
  return (
    <div className="rule-editor-body">
      <section className="rule-editor-form">
        {top}
        <CategoryForm
          category={category}
          values={draft.values}
          onChange={draft.change}
          errors={draft.errors}
          resource={resourceOfRoute(String(draft.values.nama_route ?? ''))}
          roles={roles}
        />
        <div className="rule-editor-actions">
          <Button
            type="button"
            label={t('roles.common.save')}
            icon="pi pi-save"
            loading={draft.busy}
            onClick={() => void draft.save()}
            data-testid="rule-save"
          />
          <Button
            type="button"
            label={t('roles.common.cancel')}
            severity="secondary"
            outlined
            onClick={onCancel}
          />
        </div>
      </section>
      <RulePreview
        saved={saved}
        draft={draft.draft}
        roleId={roleId}
        roleName={roleName}
        editingId={editingId}
      />
    </div>
  );
}
