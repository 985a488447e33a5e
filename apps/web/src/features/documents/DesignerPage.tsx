import {
  bindableNames,
  childTablesOf,
  IN_WORDS_SUFFIX,
  PAGE_SIZES,
  type PageSizeName,
  PRINT_DATE_NAME,
  RESOURCE_LIST,
} from '@kantor/core';
import type { Template } from '@pdfme/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolSpinner } from '../../app/ToolLoading.tsx';
import { toast } from '../../ui/toast.ts';
import {
  blankDesign,
  type Design,
  type ElementKind,
  insertElement,
  pageSizeOf,
  resize,
} from './design-model.ts';
import { documentsApi, errorText } from './documents-api.ts';
import { Field } from './Field.tsx';
import type { DesignerHandle, PaletteLabels } from './pdfme-designer.ts';
import './documents.css';

const NEW = 0;

/**
 * `/desainhtmlpdf`: the visual PDF template designer (pdfme). A design prints one resource's records:
 * the palette inserts its fields as texts, QR codes or barcodes and its child records as tables; the
 * design is saved as a `dokumengenerator` template through the generic engine, and "Cetak dengan
 * template" on that resource's view pages prints it on the server.
 */
export function DesignerPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const container = useRef<HTMLElement>(null);
  const handle = useRef<DesignerHandle | null>(null);
  const design = useRef<Design>(blankDesign('A4'));
  const [ready, setReady] = useState(false);
  const [current, setCurrent] = useState(NEW);
  const [name, setName] = useState('');
  const [resource, setResource] = useState('rinvoice');
  const [size, setSize] = useState<PageSizeName>('A4');
  const [field, setField] = useState('');
  const [kind, setKind] = useState<Exclude<ElementKind, 'table'>>('text');
  const [child, setChild] = useState('');
  const [errors, setErrors] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const list = useQuery({ queryKey: ['documents', 'designer'], queryFn: documentsApi.designerTemplates });

  const labels: PaletteLabels = useMemo(
    () => ({
      text: t('documents.palette.text'),
      multiVariableText: t('documents.palette.multiVariableText'),
      image: t('documents.palette.image'),
      svg: 'SVG',
      table: t('documents.palette.table'),
      line: t('documents.palette.line'),
      rectangle: t('documents.palette.rectangle'),
      ellipse: t('documents.palette.ellipse'),
      qrcode: 'QR code',
      code128: 'Barcode 128',
      ean13: 'EAN-13',
    }),
    [t],
  );

  useEffect(() => {
    let alive = true;
    void import('./pdfme-designer.ts').then((m) => {
      if (!alive || !container.current) return;
      handle.current = m.mountDesigner(
        container.current,
        design.current as unknown as Template,
        labels,
        (next) => {
          design.current = next as unknown as Design;
        },
      );
      setReady(true);
    });
    return () => {
      alive = false;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [labels]);

  const show = (next: Design) => {
    design.current = next;
    handle.current?.updateTemplate(next as unknown as Template);
  };
  const labelOf = (res: string, n: string) => {
    if (n === PRINT_DATE_NAME) return t('documents.designer.printDate');
    if (n === 'id') return 'ID';
    if (n.endsWith(IN_WORDS_SUFFIX)) {
      const base = n.slice(0, -IN_WORDS_SUFFIX.length);
      return t('documents.designer.inWords', {
        field: t(`resources.${res}.fields.${base}`, { defaultValue: base }),
      });
    }
    return t(`resources.${res}.fields.${n}`, { defaultValue: n });
  };
  const fields = bindableNames(resource).map((n) => ({
    value: n,
    label: `${labelOf(resource, n)} · {${n}}`,
  }));
  const children = childTablesOf(resource).map((c) => ({
    value: c.resource,
    label: t(`resources.${c.resource}.title`, { defaultValue: c.resource }),
    field: c.field,
  }));

  const open = (id: number) => {
    setCurrent(id);
    setErrors(null);
    const found = list.data?.records.find((r) => r.id === id);
    if (!found) {
      setName('');
      show(blankDesign(size));
      return;
    }
    setName(found.nama_dokumen);
    if (found.kategori) setResource(found.kategori);
    const loaded = found.template as unknown as Design;
    setSize(pageSizeOf(loaded) ?? 'A4');
    show(loaded);
  };
  const page = () => handle.current?.getPageCursor() ?? 0;
  const addField = () => {
    if (field) show(insertElement(design.current, kind, field, { page: page() }));
  };
  const addTable = () => {
    const found = children.find((c) => c.value === child);
    if (!found) return;
    show(
      insertElement(design.current, 'table', found.value, {
        page: page(),
        parentField: found.field,
        labelOf: (n) => labelOf(found.value, n),
      }),
    );
  };
  const save = async () => {
    setSaving(true);
    setErrors(null);
    try {
      const answer = await documentsApi.saveDesign(current === NEW ? null : current, {
        nama_dokumen: name,
        jenis: 'Template',
        kategori: resource,
        status: 'Final',
        variabel: { engine: 'pdfme', template: handle.current?.getTemplate() ?? design.current },
      });
      setCurrent(Number(answer.record.id));
      await queryClient.invalidateQueries({ queryKey: ['documents'] });
      toast.show({ severity: 'success', summary: t('documents.designer.saved', { name }) });
    } catch (error) {
      setErrors(errorText(error) ?? t('documents.designer.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const templateOptions = [
    { value: NEW, label: t('documents.designer.new') },
    ...(list.data?.records ?? []).map((r) => ({
      value: r.id,
      label: `${r.nama_dokumen} (${r.kategori ?? '-'})`,
    })),
  ];
  return (
    <section className="documents-designer" data-testid="pdf-designer">
      <header className="documents-designer-head">
        <h1>{t('documents.designer.title')}</h1>
        <p className="documents-narrow-note">{t('documents.designer.wideScreen')}</p>
      </header>
      <div className="documents-designer-bar">
        <Field id="design-template" label={t('documents.designer.template')}>
          <Dropdown
            value={current}
            options={templateOptions}
            onChange={(e) => open(Number(e.value))}
            inputId="design-template"
          />
        </Field>
        <Field id="design-name" label={t('documents.designer.name')}>
          <InputText
            id="design-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-testid="design-name"
          />
        </Field>
        <Field id="design-resource" label={t('documents.designer.resource')}>
          <Dropdown
            value={resource}
            options={RESOURCE_LIST.map((r) => ({ value: r.name, label: `${t(r.labelKey)} (${r.name})` }))}
            onChange={(e) => setResource(String(e.value))}
            filter
            inputId="design-resource"
          />
        </Field>
        <Field id="design-size" label={t('documents.designer.pageSize')}>
          <Dropdown
            value={size}
            options={Object.keys(PAGE_SIZES).map((s) => ({ value: s, label: s }))}
            onChange={(e) => {
              setSize(e.value as PageSizeName);
              show(resize(design.current, e.value as PageSizeName));
            }}
            inputId="design-size"
          />
        </Field>
        <fieldset className="documents-palette">
          <legend>{t('documents.designer.addField')}</legend>
          <Dropdown
            value={field}
            options={fields}
            onChange={(e) => setField(String(e.value))}
            filter
            placeholder={t('documents.designer.pickField')}
            inputId="design-field"
          />
          <Dropdown
            value={kind}
            options={[
              { value: 'text', label: t('documents.palette.text') },
              { value: 'qrcode', label: 'QR code' },
              { value: 'code128', label: 'Barcode 128' },
            ]}
            onChange={(e) => setKind(e.value as Exclude<ElementKind, 'table'>)}
            inputId="design-kind"
          />
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('documents.designer.insert')}
            onClick={addField}
            disabled={!ready || !field}
            data-testid="design-insert"
          />
        </fieldset>
        {children.length > 0 && (
          <fieldset className="documents-palette">
            <legend>{t('documents.designer.addTable')}</legend>
            <Dropdown
              value={child}
              options={children}
              onChange={(e) => setChild(String(e.value))}
              placeholder={t('documents.designer.pickTable')}
              inputId="design-table"
            />
            <Button
              type="button"
              icon="pi pi-table"
              label={t('documents.designer.insertTable')}
              onClick={addTable}
              disabled={!ready || !child}
            />
          </fieldset>
        )}
        <Button
          type="button"
          icon="pi pi-save"
          label={t('documents.designer.save')}
          onClick={() => void save()}
          loading={saving}
          disabled={!ready}
          data-testid="design-save"
        />
      </div>
      <div className="documents-designer-notes">
        <p className="documents-hint">{t('documents.designer.hint')}</p>
        {errors && <Message severity="error" text={errors} />}
      </div>
      {/* pdfme is a chunk of its own, loaded once this page has drawn: until it has mounted, say so */}
      {!ready && <ToolSpinner label="documents.designer.opening" />}
      <section
        className="documents-designer-canvas"
        ref={container}
        aria-label={t('documents.designer.canvas')}
        aria-busy={!ready}
      />
    </section>
  );
}
