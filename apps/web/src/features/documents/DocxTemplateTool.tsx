import { bindableNames, childTablesOf, RESOURCE_LIST } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListToolProps } from '../../app/feature.ts';
import { toast } from '../../ui/index.ts';
import { documentsApi, errorText } from './documents-api.ts';
import { Field } from './Field.tsx';
import './documents.css';

/**
 * On the `dokumengenerator` list: "Template DOCX baru" (upload a Word file with `{placeholders}` for a
 * resource; the server checks its tags) and a link to the PDF designer.
 */
export function DocxTemplateTool(_props: ListToolProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [resource, setResource] = useState('rpekerjaan');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setError(null);
    if (!file) {
      setError(t('documents.docx.fileRequired'));
      return;
    }
    setSaving(true);
    try {
      const { path } = await documentsApi.upload(file);
      await documentsApi.addDocxTemplate({
        nama_dokumen: name,
        jenis: 'Template',
        kategori: resource,
        status: 'Final',
        variabel: { engine: 'docx' },
        file_hasil: path,
      });
      await queryClient.invalidateQueries();
      toast.show({ severity: 'success', summary: t('documents.docx.saved', { name }) });
      setOpen(false);
      setName('');
      setFile(null);
    } catch (e) {
      setError(errorText(e) ?? t('documents.docx.failed'));
    } finally {
      setSaving(false);
    }
  };
  const loops = childTablesOf(resource).map((c) => `{#${c.resource}} … {/${c.resource}}`);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-file-word"
        label={t('documents.docx.open')}
        outlined
        onClick={() => setOpen(true)}
        data-testid="docx-template-open"
      />
      <Button
        type="button"
        icon="pi pi-file-pdf"
        label={t('documents.docx.designer')}
        outlined
        onClick={() => navigate('/desainhtmlpdf')}
      />
      <Dialog
        header={t('documents.docx.title')}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: 'min(36rem, 95vw)' }}
      >
        <Field id="docx-name" label={t('documents.designer.name')}>
          <InputText
            id="docx-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-testid="docx-name"
          />
        </Field>
        <Field id="docx-resource" label={t('documents.designer.resource')}>
          <Dropdown
            value={resource}
            options={RESOURCE_LIST.map((r) => ({ value: r.name, label: `${t(r.labelKey)} (${r.name})` }))}
            onChange={(e) => setResource(String(e.value))}
            filter
            inputId="docx-resource"
          />
        </Field>
        <Field id="docx-file" label={t('documents.docx.file')}>
          <input
            id="docx-file"
            type="file"
            accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            data-testid="docx-file"
          />
        </Field>
        <details className="documents-placeholders">
          <summary>{t('documents.docx.placeholders')}</summary>
          <p>
            {bindableNames(resource)
              .map((n) => `{${n}}`)
              .join(' ')}
          </p>
          {loops.length > 0 && <p>{t('documents.docx.loops', { loops: loops.join(', ') })}</p>}
        </details>
        {error && <Message severity="error" text={error} />}
        <div className="documents-actions">
          <Button
            type="button"
            icon="pi pi-save"
            label={t('documents.designer.save')}
            loading={saving}
            onClick={() => void save()}
            data-testid="docx-save"
          />
        </div>
      </Dialog>
    </>
  );
}
