import { getResource, type SectionDef, type WebsiteColumn, type WebsiteSaved } from '@kantor/core';
import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { UploadInput } from '../../resources/uploads/UploadInput.tsx';
import { useIsAdmin } from '../../session/use-held-roles.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { DataFieldInput } from './DataFieldInput.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';
import { type SectionValues, type WebsiteRow, websiteApi } from './website-api.ts';

type Props = {
  section: SectionDef;
  row: WebsiteRow | null;
  /** Saves the values; answers the saved record (as the resource engine reads it). */
  save: (values: SectionValues) => Promise<WebsiteSaved>;
  onSaved?: (record: WebsiteSaved['record']) => void;
  /** Extra buttons beside Save (the email template's test send). */
  actions?: (values: SectionValues) => ReactNode;
};

function initialValues(section: SectionDef, row: WebsiteRow | null): SectionValues {
  const data: Record<string, unknown> = { ...(row?.data ?? section.defaults?.data ?? {}) };
  return {
    judul: row?.judul ?? section.defaults?.judul ?? '',
    subjudul: row?.subjudul ?? section.defaults?.subjudul ?? '',
    konten: row?.konten ?? section.defaults?.konten ?? '',
    gambar: row?.gambar ?? '',
    link: row?.link ?? '',
    ikon: row?.ikon ?? '',
    data,
    status: row?.status ?? 'Active',
  };
}

/** The label of a column: a section's own wording when it has one (a FAQ's `judul` is the question). */
export function columnLabel(t: TFunction, section: SectionDef, column: string): string {
  return t(`website.columnOf.${section.key}.${column}`, { defaultValue: t(`website.column.${column}`) });
}

/** The form of any website section, built from its catalogue entry: its columns, then its `data` keys. */
export function SectionForm({ section, row, save, onSaved, actions }: Props) {
  const { t } = useTranslation();
  // the company's tax and payment keys are the admin's: the server neither answers nor takes them from others
  const isAdmin = useIsAdmin();
  const [values, setValues] = useState<SectionValues>(() => initialValues(section, row));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const gambar = getResource('rsetwebsite')!.fields.gambar!;
  const id = (name: string) => `website-${section.key}-${name.replace('.', '-')}`;

  const set = (name: keyof SectionValues, value: unknown) => setValues((v) => ({ ...v, [name]: value }));
  const setData = (name: string, value: unknown) =>
    setValues((v) => ({ ...v, data: { ...v.data, [name]: value } }));

  const payload = (): SectionValues => {
    const out: SectionValues = { data: values.data, status: values.status };
    for (const column of section.columns) out[column] = (values[column] as string | null) ?? '';
    return out;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await save(payload());
      toast.success(answer.message);
      onSaved?.(answer.record);
    } catch (error) {
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors) setErrors(body.errors);
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  async function showPreview() {
    try {
      setPreview((await websiteApi.preview(section.key, payload(), row?.id)).html);
    } catch (error) {
      showRequestError(error);
    }
  }

  const fieldBlock = (name: string, label: string, input: ReactNode) => (
    <div className="website-field" key={name}>
      <label htmlFor={id(name)}>{label}</label>
      {input}
      {errors[name]?.map((message) => (
        <small className="p-error" id={`${id(name)}-error`} key={message}>
          {message}
        </small>
      ))}
    </div>
  );

  const columnInput = (column: WebsiteColumn) => {
    const invalid = Boolean(errors[column]);
    const value = String(values[column] ?? '');
    const common = {
      id: id(column),
      value,
      className: invalid ? 'p-invalid' : undefined,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id(column)}-error` : undefined,
    };
    if (column === 'konten')
      return (
        <InputTextarea {...common} rows={6} autoResize onChange={(e) => set('konten', e.target.value)} />
      );
    if (column === 'gambar')
      return (
        <UploadInput
          field={{ ...gambar, maxFiles: section.maxImages ?? gambar.maxFiles }}
          value={value}
          onChange={(next) => set('gambar', next)}
          inputId={id(column)}
          invalid={invalid}
        />
      );
    return (
      <InputText
        {...common}
        type={column === 'link' ? 'url' : 'text'}
        required={column === 'judul'}
        maxLength={column === 'judul' ? 200 : column === 'ikon' ? 64 : 255}
        placeholder={column === 'link' ? 'https://… atau /#harga' : column === 'ikon' ? '❄️' : undefined}
        onChange={(e) => set(column, e.target.value)}
      />
    );
  };

  return (
    <form className="website-form" onSubmit={submit} noValidate data-testid={`website-form-${section.key}`}>
      {section.columns.map((column) =>
        fieldBlock(column, columnLabel(t, section, column), columnInput(column)),
      )}
      {section.data
        .filter((field) => !field.internal && (isAdmin || !field.adminOnly))
        .map((field) =>
          fieldBlock(
            `data.${field.name}`,
            t(`website.data.${field.name}`),
            <DataFieldInput
              field={field}
              value={values.data?.[field.name]}
              onChange={(next) => setData(field.name, next)}
              inputId={id(`data.${field.name}`)}
              invalid={Boolean(errors[`data.${field.name}`])}
            />,
          ),
        )}
      <div className="website-field website-inline">
        <Checkbox
          inputId={id('status')}
          checked={values.status === 'Active'}
          onChange={(e) => set('status', e.checked ? 'Active' : 'Inactive')}
        />
        <label htmlFor={id('status')}>{t('website.form.active')}</label>
      </div>
      <div className="website-actions">
        <Button type="submit" label={t('website.form.save')} icon="pi pi-check" loading={busy} />
        {section.feeds !== 'mail' && section.feeds !== 'login' && (
          <Button
            type="button"
            label={t('website.form.preview')}
            icon="pi pi-eye"
            outlined
            onClick={showPreview}
          />
        )}
        {actions?.(payload())}
      </div>
      <PreviewDialog html={preview} onHide={() => setPreview(null)} />
    </form>
  );
}
