import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRequestError, toast } from '../../ui/index.ts';
import { type RoleOption, rulesApi } from './rules-api.ts';

type Props = { roleId: string; roles: readonly RoleOption[]; onDone: () => void };

/** Copies every rule of this role to another one, added to its rules or replacing them. */
export function RuleCopyPanel({ roleId, roles, onDone }: Props) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<number | null>(null);
  const [replace, setReplace] = useState(false);
  const [busy, setBusy] = useState(false);
  const others = roles.filter((r) => String(r.value) !== roleId);

  async function copy() {
    if (target === null) return;
    setBusy(true);
    try {
      const answer = await rulesApi.copy({ from_role_id: roleId, to_role_id: target, replace });
      toast.success(
        t('roles.copy.done', {
          count: answer.copied,
          role: roles.find((r) => r.value === target)?.label ?? '',
        }),
      );
      onDone();
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rule-panel" data-testid="rule-copy">
      <h2>{t('roles.copy.title')}</h2>
      <label htmlFor="rule-copy-target">{t('roles.copy.target')}</label>
      <Dropdown
        inputId="rule-copy-target"
        value={target}
        options={[...others]}
        optionLabel="label"
        optionValue="value"
        filter
        placeholder={t('roles.rules.chooseRole')}
        onChange={(e) => setTarget(e.value ?? null)}
      />
      <div className="rule-check">
        <Checkbox
          inputId="rule-copy-replace"
          checked={replace}
          onChange={(e) => setReplace(Boolean(e.checked))}
        />
        <label htmlFor="rule-copy-replace">{t('roles.copy.replace')}</label>
      </div>
      <Button
        type="button"
        label={t('roles.copy.submit')}
        icon="pi pi-copy"
        disabled={target === null}
        loading={busy}
        onClick={() => void copy()}
      />
    </section>
  );
}
