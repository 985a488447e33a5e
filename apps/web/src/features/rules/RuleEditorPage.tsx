import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { RuleEditor } from './RuleEditor.tsx';
import { useRule } from './rules-api.ts';

/** `/setupshowhideroleid/add` (`?role_id=` preselects the role) and `/setupshowhideroleid/edit/{id}`. */
export function RuleEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const rule = useRule(id ?? null);
  if (id && rule.isLoading) return <Spinner />;
  if (id && !rule.data) return <Message severity="error" text={t('roles.rules.notFound', { id })} />;
  return <RuleEditor key={id ?? 'new'} initial={rule.data ?? null} roleParam={params.get('role_id')} />;
}
