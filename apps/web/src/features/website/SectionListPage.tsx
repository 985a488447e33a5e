import { type SectionDef, WEBSITE_SECTIONS } from '@kantor/core';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConfirmDelete } from '../../resources/use-confirm-delete.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { columnLabel } from './SectionForm.tsx';
import { rowsOf, sectionOf, useWebsiteRows } from './use-website.ts';
import { type WebsiteRow, websiteApi } from './website-api.ts';
import './website.css';

/** The list a heading screen heads (`editfaq` heads the FAQ's questions), when it heads one. */
export function itemsUnder(heading: SectionDef): SectionDef | undefined {
  if (heading.kind !== 'single' || heading.match?.name !== 'untuk') return undefined;
  return WEBSITE_SECTIONS.find((s) => s.kind === 'list' && s.feeds === heading.feeds);
}

/** A loop list (`/rsetwebsite/faqlist`, `/rsetwebsite/slider` …): its items in order, dragged to reorder. */
export function SectionListPage({ sectionKey }: { sectionKey: string }) {
  const { t } = useTranslation();
  const section = sectionOf(sectionKey);
  // the section's heading screen (editfaq for the FAQ list), when it has one
  const heading = WEBSITE_SECTIONS.find((s) => itemsUnder(s)?.key === section.key);
  return (
    <section className="resource-page website-page" data-testid="website-list">
      <header className="resource-page-header website-head">
        <div>
          <h1>{t(`website.sections.${section.key}`)}</h1>
          <p className="website-feeds">
            {t('website.feeds', { part: t(`website.parts.${section.feeds}`) })}
            {heading && (
              <>
                {' · '}
                <Link to={`/rsetwebsite/${heading.routes.edit}`}>{t('website.list.editHeading')}</Link>
              </>
            )}
          </p>
        </div>
      </header>
      <SectionItems section={section} />
    </section>
  );
}

/**
 * A list section's items: add, drag to reorder, edit, delete. On its own screen and under the heading
 * that heads it (the FAQ's questions on `editfaq`, issue 35), so editing a part edits its items too.
 */
export function SectionItems({ section, title }: { section: SectionDef; title?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading, refresh } = useWebsiteRows();
  const [items, setItems] = useState<WebsiteRow[]>([]);
  const confirmDelete = useConfirmDelete(`website-list-${section.key}`);

  // keyed on the answer, not on `rows`: while loading `rows` is a new empty list on every render
  useEffect(() => setItems(rowsOf(data?.records ?? [], section)), [data, section]);

  async function reorder(next: WebsiteRow[]) {
    const before = items;
    setItems(next);
    try {
      toast.success(
        (
          await websiteApi.reorder(
            section.key,
            next.map((row) => row.id),
          )
        ).message,
      );
      await refresh();
    } catch (error) {
      setItems(before);
      showRequestError(error);
    }
  }

  const remove = (row: WebsiteRow) =>
    confirmDelete(async () => {
      try {
        toast.success((await websiteApi.removeItem(section.key, row.id)).message);
        await refresh();
      } catch (error) {
        showRequestError(error);
      }
    });

  const editPath = (row: WebsiteRow) => `/rsetwebsite/${section.routes.edit}/${row.id}`;

  return (
    <div className="website-items" data-testid={`website-items-${section.key}`}>
      <div className="website-items-head">
        {title && <h2>{title}</h2>}
        <Button
          label={t('website.list.add')}
          icon="pi pi-plus"
          onClick={() => navigate(`/rsetwebsite/${section.routes.add}`)}
          data-testid="website-add"
        />
      </div>
      <p className="website-hint">{t('website.list.dragHint')}</p>
      <DataTable
        value={items}
        dataKey="id"
        loading={isLoading}
        reorderableRows
        onRowReorder={(e) => void reorder(e.value as WebsiteRow[])}
        emptyMessage={t('website.list.empty')}
        size="small"
        className="website-table"
      >
        <Column rowReorder style={{ width: '3rem' }} />
        <Column
          header={columnLabel(t, section, 'judul')}
          body={(row: WebsiteRow) => <Link to={editPath(row)}>{row.judul}</Link>}
        />
        {section.columns.includes('subjudul') && (
          <Column header={columnLabel(t, section, 'subjudul')} field="subjudul" className="website-hide-sm" />
        )}
        <Column
          header={t('website.form.active')}
          body={(row: WebsiteRow) => (
            <Tag
              value={row.status === 'Active' ? t('website.list.active') : t('website.list.inactive')}
              severity={row.status === 'Active' ? 'success' : 'secondary'}
            />
          )}
        />
        <Column
          body={(row: WebsiteRow) => (
            <span className="website-row-actions">
              <Button
                icon="pi pi-pencil"
                text
                rounded
                aria-label={t('website.list.edit', { name: row.judul })}
                onClick={() => navigate(editPath(row))}
              />
              <Button
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t('website.list.delete', { name: row.judul })}
                onClick={() => remove(row)}
              />
            </span>
          )}
          style={{ width: '7rem' }}
        />
      </DataTable>
      <ConfirmDialog tagKey={`website-list-${section.key}`} />
    </div>
  );
}
