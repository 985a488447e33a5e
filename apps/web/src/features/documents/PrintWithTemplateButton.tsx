import type { DocumentTemplateSummary as TemplateSummary } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import type { MenuItem } from 'primereact/menuitem';
import { SplitButton } from 'primereact/splitbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/index.ts';
import { type DocumentFormat, errorText, printCalls } from './print-calls.ts';

export type PrintWithTemplateProps = { resource: string; id: string };

/** The menu entries: a PDF design prints a PDF; a DOCX template offers the DOCX and its plain PDF. */
export function printChoices(templates: readonly TemplateSummary[]) {
  return templates.flatMap((template) =>
    template.engine === 'pdfme'
      ? [{ template, format: 'pdf' as DocumentFormat }]
      : [
          { template, format: 'docx' as DocumentFormat },
          { template, format: 'pdf' as DocumentFormat },
        ],
  );
}

/**
 * "Cetak dengan template" on every view page: shown only when the resource has templates; the server
 * fills the chosen one with this record (with the caller's rights) and the file downloads.
 */
export function PrintWithTemplateButton({ resource, id }: PrintWithTemplateProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const templates = useQuery({
    queryKey: ['documents', 'templates', resource],
    queryFn: () => printCalls.templates(resource),
    staleTime: 60_000,
    retry: false,
  });
  const choices = printChoices(templates.data?.records ?? []);
  if (choices.length === 0) return null;

  const print = async (template: TemplateSummary, format: DocumentFormat) => {
    setBusy(true);
    try {
      await printCalls.generate(resource, id, template.id, format);
      toast.show({
        severity: 'success',
        summary: t('documents.print.done', { name: template.nama_dokumen }),
      });
    } catch (error) {
      toast.show({
        severity: 'error',
        summary: t('documents.print.failed'),
        detail: errorText(error),
      });
    } finally {
      setBusy(false);
    }
  };
  const items: MenuItem[] = choices.map(({ template, format }) => ({
    label: `${template.nama_dokumen} (${format.toUpperCase()})`,
    icon: format === 'pdf' ? 'pi pi-file-pdf' : 'pi pi-file-word',
    command: () => void print(template, format),
    className: `print-template-${template.id}-${format}`,
  }));
  const first = choices[0]!;
  return (
    <SplitButton
      label={t('documents.print.button')}
      icon="pi pi-print"
      outlined
      loading={busy}
      model={items}
      onClick={() => void print(first.template, first.format)}
      menuButtonProps={{ 'aria-label': t('documents.print.choose') }}
      data-testid="print-with-template"
    />
  );
}
