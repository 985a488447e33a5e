import { ACCOUNTS_ROUTES as routes } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../api/call-route.ts';

export type RolePickerProps = {
  inputId: string;
  value: number | null;
  onChange: (roleId: number | null) => void;
  invalid?: boolean;
};

/**
 * The role of a login, chosen among every role there is (`GET /akun/roles`), not the two of spec §3's
 * fixed list: a role the admin made (Kasir) can be given and is shown when a login holds it (issue 36).
 * Each role is named with its groups.
 */
export function RolePicker({ inputId, value, onChange, invalid }: RolePickerProps) {
  const { t } = useTranslation();
  const { choices, options } = useRoleOptions();
  return (
    <Dropdown
      inputId={inputId}
      value={value}
      options={options}
      optionLabel="label"
      optionValue="value"
      filter={options.length > 8}
      loading={choices.isPending}
      placeholder={t('account.admin.choose')}
      onChange={(e) => onChange((e.value as number | null | undefined) ?? null)}
      invalid={invalid}
    />
  );
}

/** Every role, named with its groups (`GET /akun/roles`, cached a minute). */
function useRoleOptions() {
  const choices = useQuery({
    queryKey: ['akun', 'roles'],
    queryFn: () => callRoute(routes.roles),
    staleTime: 60_000,
  });
  const options = (choices.data?.roles ?? []).map((role) => ({
    value: role.id,
    label: role.groups.length > 0 ? `${role.role_name} (${role.groups.join(', ')})` : role.role_name,
  }));
  return { choices, options };
}

export type RolesPickerProps = {
  inputId: string;
  value: readonly number[];
  onChange: (roleIds: number[]) => void;
  invalid?: boolean;
};

/** A login's other roles (issue 37): several of every role there is, as chips. */
export function RolesPicker({ inputId, value, onChange, invalid }: RolesPickerProps) {
  const { t } = useTranslation();
  const { choices, options } = useRoleOptions();
  return (
    <MultiSelect
      inputId={inputId}
      value={[...value]}
      options={options}
      optionLabel="label"
      optionValue="value"
      display="chip"
      filter={options.length > 8}
      loading={choices.isPending}
      placeholder={t('account.admin.choose')}
      onChange={(e) => onChange(((e.value as number[] | null) ?? []).map(Number))}
      invalid={invalid}
    />
  );
}
