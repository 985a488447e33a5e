import { type MindmapNode, newMindmapTree } from '@kantor/core';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ToolSpinner } from '../../app/ToolLoading.tsx';
import { saveBlob } from '../../resources/export/download.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { MindmapEditor, type MindmapEditorApi } from './MindmapEditor.tsx';
import { MindmapList } from './MindmapList.tsx';
import { mindmapApi } from './mindmap-api.ts';
import { treeJson } from './mindmap-convert.ts';
import './mindmap.css';

/** A map on screen: stored (`id`) or not yet, maybe tied to a record. */
type Doc = {
  id: number | null;
  judul: string;
  tree: MindmapNode;
  target: { resource: string; id: number; label: string } | null;
};

const fileName = (title: string) =>
  title
    .trim()
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .slice(0, 80) || 'mindmap';

/**
 * `/getmindmap`: the list of maps, or one map in the editor. `?map=5` opens map 5;
 * `?resource=rpekerjaan&id=3` opens the map of that record, or starts one (stored at the first Save).
 */
export function MindmapPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [doc, setDoc] = useState<Doc | null>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const editor = useRef<MindmapEditorApi | null>(null);
  const mapParam = params.get('map');
  const resource = params.get('resource');
  const recordParam = params.get('id');
  const shownId = useRef<number | null>(null);

  const load = useCallback(async (): Promise<Doc | null> => {
    if (mapParam && /^\d+$/.test(mapParam)) {
      const map = await mindmapApi.view(mapParam);
      const { nama_resource: name, id_record: record } = map;
      // the record's title needs the right to view it; without it the map still opens
      const target =
        name && record
          ? {
              resource: name,
              id: record,
              label: await mindmapApi.recordTitle(name, record).catch(() => `#${record}`),
            }
          : null;
      return { id: map.id, judul: map.judul, tree: map.data, target };
    }
    if (resource && recordParam && /^\d+$/.test(recordParam)) {
      const id = Number(recordParam);
      const [map, label] = await Promise.all([
        mindmapApi.ofRecord(resource, id),
        mindmapApi.recordTitle(resource, id),
      ]);
      const target = { resource, id, label };
      if (map) return { id: map.id, judul: map.judul, tree: map.data, target };
      return { id: null, judul: t('mindmap.titleFor', { label }), tree: newMindmapTree(label), target };
    }
    return null;
  }, [mapParam, resource, recordParam, t]);

  useEffect(() => {
    if (mapParam && Number(mapParam) === shownId.current) return;
    let stale = false;
    setBusy(true);
    load()
      .then((next) => {
        if (stale) return;
        shownId.current = next?.id ?? null;
        setDoc(next);
        setDirty(false);
      })
      .catch((error: unknown) => !stale && showRequestError(error))
      .finally(() => !stale && setBusy(false));
    return () => {
      stale = true;
    };
  }, [load, mapParam]);

  const save = useCallback(async () => {
    if (!doc || !editor.current) return;
    setBusy(true);
    try {
      const body = { judul: doc.judul.trim() || t('mindmap.untitled'), data: editor.current.tree() };
      const answer = doc.id
        ? await mindmapApi.save(doc.id, body)
        : await mindmapApi.create({
            ...body,
            ...(doc.target && { nama_resource: doc.target.resource, id_record: doc.target.id }),
          });
      shownId.current = Number(answer.record.id);
      setDoc({ ...doc, id: Number(answer.record.id) });
      setDirty(false);
      if (!doc.id && !doc.target) setParams({ map: String(answer.record.id) }, { replace: true });
      toast.success(t('mindmap.saved'));
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }, [doc, setParams, t]);

  // Ctrl+S saves, as in every editor
  useEffect(() => {
    if (!doc) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doc, save]);

  async function exportPng() {
    const blob = await editor.current?.png().catch(() => null);
    if (!blob || !doc) {
      toast.error(t('mindmap.exportFailed'));
      return;
    }
    saveBlob(blob, `${fileName(doc.judul)}.png`);
  }

  function exportJson() {
    if (!doc || !editor.current) return;
    const text = treeJson(doc.judul, editor.current.tree());
    saveBlob(new Blob([text], { type: 'application/json' }), `${fileName(doc.judul)}.json`);
  }

  const onReady = useCallback((api: MindmapEditorApi) => {
    editor.current = api;
  }, []);
  const onChange = useCallback(() => setDirty(true), []);

  if (!doc) {
    return busy ? (
      <ToolSpinner label="mindmap.opening" />
    ) : (
      <MindmapList onOpen={(id) => setParams({ map: String(id) })} />
    );
  }

  return (
    <section className="mindmap-page" data-testid="mindmap-page" aria-busy={busy}>
      <div className="mindmap-bar">
        <Link to="/getmindmap" className="mindmap-back" aria-label={t('mindmap.backToList')}>
          <i className="pi pi-arrow-left" aria-hidden />
        </Link>
        <label htmlFor="mindmap-title" className="sr-only">
          {t('mindmap.mapTitle')}
        </label>
        <InputText
          id="mindmap-title"
          className="mindmap-title"
          value={doc.judul}
          maxLength={200}
          onChange={(event) => {
            setDoc({ ...doc, judul: event.target.value });
            setDirty(true);
          }}
        />
        <span className="mindmap-status" data-testid="mindmap-status">
          {dirty || !doc.id ? t('mindmap.unsaved') : t('mindmap.stored')}
        </span>
        <span className="mindmap-actions">
          <Button type="button" icon="pi pi-image" label="PNG" outlined onClick={exportPng} />
          <Button type="button" icon="pi pi-download" label="JSON" outlined onClick={exportJson} />
          <Button
            type="button"
            icon="pi pi-save"
            label={t('mindmap.save')}
            aria-label={t('mindmap.save')}
            title={t('mindmap.save')}
            loading={busy}
            onClick={save}
          />
        </span>
      </div>
      {doc.target && (
        <p className="mindmap-target">
          {t('mindmap.forRecord')}{' '}
          <Link to={`/${doc.target.resource}/view/${doc.target.id}`}>
            {t(`resources.${doc.target.resource}.title`, { defaultValue: doc.target.resource })}:{' '}
            {doc.target.label}
          </Link>
        </p>
      )}
      <MindmapEditor tree={doc.tree} onChange={onChange} onReady={onReady} />
    </section>
  );
}
