import { categoryOf } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { RuleCopyPanel } from './RuleCopyPanel.tsx';
import { RuleImportPanel } from './RuleImportPanel.tsx';
import { type RuleRecord, rulesApi, saveBlob, useRoleOptions, useRoleRules } from './rules-api.ts';
import './rules.css';

const MAIN_FIELDS = [
  'setup',
  'replace_label',
  'label_action',
  'url_redirect',
  'logika_list',
  'warna_kolom_list',
  'default_add',
  'nama_tab',
  'keterangan',
] as const;

/** The rule's main argument, shortened, for the list. */
export function ruleSummary(rule: RuleRecord): string {
  for (const name of MAIN_FIELDS) {
    const value = rule[name];
    if (value !== null && value !== undefined && String(value).trim() !== '') {
      const text = String(value).trim();
      return text.length > 80 ? `${text.slice(0, 77)}...` : text;
    }
  }
  return '';
}

/**
 * The rules of one role (`/setupshowhideroleid?role_id=`): add, edit and delete, export as JSON,
 * import JSON with a dry-run report, and copy to another role.
 */
export function RuleListPage() {
  useApiLanguage();
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const roleId = params.get('role_id');
  const roles = useRoleOptions();
  const rules = useRoleRules(roleId);
  const [panel, setPanel] = useState<'import' | 'copy' | null>(null);
  const roleName = roles.data?.find((r) => String(r.value) === roleId)?.label ?? '';
  const refresh = () => client.invalidateQueries({ queryKey: ['role-rules'] });

  async function exportJson() {
    try {
      const blob = await rulesApi.exportJson(roleId!);
      saveBlob(blob, `rules-${roleName.toLowerCase().replace(/[^a-z0-9]+/g, '-') || roleId}.json`);
    } catch (error) {
      showRequestError(error);
    }
  }
  function remove(rule: RuleRecord) {
    confirmDialog({
      tagKey: 'rule-delete',
      message: t('roles.rules.confirmDelete'),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('roles.common.yes'),
      rejectLabel: t('roles.common.no'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: async () => {
        try {
          await rulesApi.remove(rule.id);
          toast.success(t('roles.rules.deleted'));
          await refresh();
        } catch (error) {
          showRequestError(error);
        }
      },
    });
  }

  return (
    <section className="rule-list-page" data-testid="rule-list">
      <header className="rule-list-header">
        <h1>{t('roles.rules.listTitle')}</h1>
        <Dropdown
          inputId="rule-list-role"
          aria-label={t('roles.fields.role_id')}
          value={roleId === null ? null : Number(roleId)}
          options={roles.data ?? []}
          optionLabel="label"
          optionValue="value"
          filter
          placeholder={t('roles.rules.chooseRole')}
          onChange={(e) => setParams(e.value == null ? {} : { role_id: String(e.value) })}
        />
      </header>
      {roleId && (
        <div className="rule-list-toolbar">
          <Link
            className="p-button p-component"
            to={`/setupshowhideroleid/add?role_id=${encodeURIComponent(roleId)}`}
            data-testid="rule-add"
          >
            <i className="pi pi-plus" aria-hidden /> {t('roles.rules.add')}
          </Link>
          <Button
            type="button"
            outlined
            icon="pi pi-download"
            label={t('roles.rules.exportJson')}
            onClick={() => void exportJson()}
          />
          <Button
            type="button"
            outlined
            icon="pi pi-upload"
            label={t('roles.rules.importJson')}
            onClick={() => setPanel(panel === 'import' ? null : 'import')}
          />
          <Button
            type="button"
            outlined
            icon="pi pi-copy"
            label={t('roles.rules.copy')}
            onClick={() => setPanel(panel === 'copy' ? null : 'copy')}
          />
        </div>
      )}
      {roleId && panel === 'import' && (
        <RuleImportPanel roleId={roleId} roleName={roleName} onDone={refresh} />
      )}
      {roleId && panel === 'copy' && (
        <RuleCopyPanel roleId={roleId} roles={roles.data ?? []} onDone={refresh} />
      )}
      {roleId ? (
        <DataTable
          value={rules.data ?? []}
          loading={rules.isLoading}
          dataKey="id"
          size="small"
          stripedRows
          emptyMessage={t('roles.rules.empty')}
        >
          <Column field="urutan" header={t('roles.fields.urutan')} style={{ width: '5rem' }} />
          <Column
            header={t('roles.fields.kategori')}
            body={(rule: RuleRecord) => {
              const id = categoryOf(rule.kategori);
              return id ? t(`roles.categories.${id}.name`) : String(rule.kategori ?? '');
            }}
          />
          <Column
            header={t('roles.fields.nama_route')}
            body={(rule: RuleRecord) => <code>{String(rule.nama_route ?? '')}</code>}
          />
          <Column header={t('roles.rules.summary')} body={ruleSummary} />
          <Column
            header={t('roles.common.actions')}
            body={(rule: RuleRecord) => (
              <span className="rule-row-actions">
                <Link
                  to={`/setupshowhideroleid/edit/${rule.id}`}
                  aria-label={t('roles.common.edit')}
                  className="p-button p-button-text p-button-sm"
                >
                  <i className="pi pi-pencil" aria-hidden />
                </Link>
                <Button
                  type="button"
                  text
                  size="small"
                  severity="danger"
                  icon="pi pi-trash"
                  aria-label={t('roles.common.delete')}
                  onClick={() => remove(rule)}
                />
              </span>
            )}
          />
        </DataTable>
      ) : (
        <p>{t('roles.rules.chooseRoleFirst')}</p>
      )}
      <ConfirmDialog tagKey="rule-delete" />
    </section>
  );
}
