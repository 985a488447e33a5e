import { isUserTableName, RESOURCE_LIST, USER_COLUMN_TYPES } from '@kantor/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { showRequestError } from '../../ui/index.ts';
import {
  blankColumn,
  columnErrors,
  type DraftColumn,
  nameFromLabel,
  optionsFromText,
  optionsText,
  relationOf,
  toDesign,
} from './design.ts';

export type TableEditorProps = {
  /** The table's name, or null for a new table. */
  name: string | null;
  columns: DraftColumn[];
  roles: number[];
  allRoles: { id: number; role_name: string }[];
  onSave: (name: string, columns: ReturnType<typeof toDesign>, roles: number[]) => Promise<void>;
  onCancel: () => void;
};

/** The columns of one table and the roles that use it; the server's 422 shows beside each input. */
export function TableEditor({
  name,
  columns: initial,
  roles: initialRoles,
  allRoles,
  onSave,
  onCancel,
}: TableEditorProps) {
  const { t } = useTranslation();
  const [tableName, setTableName] = useState(name ?? '');
  const [columns, setColumns] = useState<DraftColumn[]>(initial.length ? initial : [blankColumn()]);
  const [roles, setRoles] = useState<number[]>(initialRoles);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const perColumn = useMemo(() => columnErrors(errors), [errors]);
  const targets = useMemo(
    () =>
      RESOURCE_LIST.filter((r) => r.titleField).map((r) => ({
        value: r.name,
        label: `${t(r.labelKey, { defaultValue: r.name })} (${r.name})`,
      })),
    [t],
  );
  const types = USER_COLUMN_TYPES.map((type) => ({ value: type, label: t(`usertables.types.${type}`) }));

  const patch = (i: number, change: Partial<DraftColumn>) =>
    setColumns((list) => list.map((c, j) => (j === i ? { ...c, ...change } : c)));
  const move = (i: number, by: number) =>
    setColumns((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(Math.max(0, Math.min(next.length, i + by)), 0, item!);
      return next;
    });

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      await onSave(tableName, toDesign(columns), roles);
    } catch (error) {
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors) setErrors(body.errors);
      else showRequestError(error);
    } finally {
      setSaving(false);
    }
  }

  const nameError =
    errors.nama_tabel?.[0] ?? (tableName && !isUserTableName(tableName) ? t('usertables.nameHint') : null);
  return (
    <section className="usertable-editor" aria-label={t('usertables.editorTitle')}>
      <div className="usertable-field">
        <label htmlFor="usertable-name">{t('usertables.tableName')}</label>
        <InputText
          id="usertable-name"
          value={tableName}
          disabled={name !== null}
          onChange={(e) => setTableName(e.target.value.toLowerCase())}
          placeholder="inventaris_alat"
          invalid={Boolean(nameError)}
        />
        <small className={nameError ? 'p-error' : undefined}>{nameError ?? t('usertables.nameHint')}</small>
      </div>

      <h2>{t('usertables.columns')}</h2>
      {errors.columns && <small className="p-error">{errors.columns[0]}</small>}
      <ol className="usertable-columns">
        {columns.map((column, i) => {
          const err = perColumn.get(i) ?? {};
          return (
            <li key={column.key ?? column.id} className="usertable-column" data-testid={`column-${i}`}>
              <span className="usertable-col-input">
                <label htmlFor={`col-label-${i}`}>{t('usertables.label')}</label>
                <InputText
                  id={`col-label-${i}`}
                  value={column.label_kolom}
                  invalid={Boolean(err.label_kolom)}
                  onChange={(e) => {
                    const label = e.target.value;
                    const auto =
                      !column.id &&
                      (column.nama_kolom === '' || column.nama_kolom === nameFromLabel(column.label_kolom));
                    patch(
                      i,
                      auto
                        ? { label_kolom: label, nama_kolom: nameFromLabel(label) }
                        : { label_kolom: label },
                    );
                  }}
                />
                {err.label_kolom && <small className="p-error">{err.label_kolom}</small>}
              </span>
              <span className="usertable-col-input">
                <label htmlFor={`col-name-${i}`}>{t('usertables.columnName')}</label>
                <InputText
                  id={`col-name-${i}`}
                  value={column.nama_kolom}
                  invalid={Boolean(err.nama_kolom)}
                  onChange={(e) => patch(i, { nama_kolom: e.target.value.toLowerCase() })}
                />
                {err.nama_kolom && <small className="p-error">{err.nama_kolom}</small>}
              </span>
              <span className="usertable-col-input">
                <label htmlFor={`col-type-${i}`}>{t('usertables.type')}</label>
                <Dropdown
                  inputId={`col-type-${i}`}
                  value={column.tipe_kolom}
                  options={types}
                  onChange={(e) => patch(i, { tipe_kolom: e.value, opsi: null })}
                  invalid={Boolean(err.tipe_kolom)}
                />
                {err.tipe_kolom && <small className="p-error">{err.tipe_kolom}</small>}
              </span>
              {column.tipe_kolom === 'select' && (
                <span className="usertable-col-input">
                  <label htmlFor={`col-options-${i}`}>{t('usertables.options')}</label>
                  <InputText
                    id={`col-options-${i}`}
                    defaultValue={optionsText(column.opsi)}
                    placeholder={t('usertables.optionsHint')}
                    invalid={Boolean(err.opsi)}
                    onChange={(e) => patch(i, { opsi: optionsFromText(e.target.value) })}
                  />
                  {err.opsi && <small className="p-error">{err.opsi}</small>}
                </span>
              )}
              {column.tipe_kolom === 'relation' && (
                <span className="usertable-col-input">
                  <label htmlFor={`col-target-${i}`}>{t('usertables.target')}</label>
                  <Dropdown
                    inputId={`col-target-${i}`}
                    value={relationOf(column.opsi)}
                    options={targets}
                    filter
                    onChange={(e) => patch(i, { opsi: { resource: e.value } })}
                    invalid={Boolean(err.opsi)}
                  />
                  {err.opsi && <small className="p-error">{err.opsi}</small>}
                </span>
              )}
              <span className="usertable-col-check">
                <Checkbox
                  inputId={`col-required-${i}`}
                  checked={column.wajib === true}
                  onChange={(e) => patch(i, { wajib: e.checked === true })}
                />
                <label htmlFor={`col-required-${i}`}>{t('usertables.required')}</label>
              </span>
              <span className="usertable-col-actions">
                <Button
                  type="button"
                  icon="pi pi-arrow-up"
                  text
                  aria-label={t('usertables.moveUp')}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                />
                <Button
                  type="button"
                  icon="pi pi-arrow-down"
                  text
                  aria-label={t('usertables.moveDown')}
                  disabled={i === columns.length - 1}
                  onClick={() => move(i, 1)}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={t('usertables.removeColumn')}
                  disabled={columns.length === 1}
                  onClick={() => setColumns((list) => list.filter((_, j) => j !== i))}
                />
              </span>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('usertables.addColumn')}
        outlined
        onClick={() => setColumns((list) => [...list, blankColumn()])}
      />

      <h2>{t('usertables.roles')}</h2>
      <p className="usertable-hint">{t('usertables.rolesHint')}</p>
      <div className="usertable-roles">
        {allRoles.map((role) => (
          <span key={role.id} className="usertable-col-check">
            <Checkbox
              inputId={`role-${role.id}`}
              checked={roles.includes(role.id)}
              onChange={(e) =>
                setRoles((list) => (e.checked ? [...list, role.id] : list.filter((r) => r !== role.id)))
              }
            />
            <label htmlFor={`role-${role.id}`}>{role.role_name}</label>
          </span>
        ))}
      </div>
      {errors.roles && <small className="p-error">{errors.roles[0]}</small>}

      <div className="usertable-buttons">
        <Button type="button" label={t('common.cancel')} outlined onClick={onCancel} />
        <Button
          type="button"
          icon="pi pi-save"
          label={t('usertables.save')}
          loading={saving}
          onClick={() => void save()}
        />
      </div>
    </section>
  );
}
