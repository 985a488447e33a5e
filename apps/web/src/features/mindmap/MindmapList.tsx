import { newMindmapTree } from '@kantor/core';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRequestError } from '../../ui/index.ts';
import { type MindmapRecord, mindmapApi } from './mindmap-api.ts';

export type MindmapListProps = { onOpen: (id: number) => void };

/** The maps the caller may see (the `rmindmap` list and its rules), and a form to start a new one. */
export function MindmapList({ onOpen }: MindmapListProps) {
  const { t } = useTranslation();
  const [maps, setMaps] = useState<MindmapRecord[] | null>(null);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let stale = false;
    mindmapApi
      .list()
      .then((answer) => !stale && setMaps(answer.records))
      .catch((error: unknown) => {
        if (stale) return;
        showRequestError(error);
        setMaps([]);
      });
    return () => {
      stale = true;
    };
  }, []);

  async function create(event: FormEvent) {
    event.preventDefault();
    const judul = title.trim();
    if (!judul) return;
    setBusy(true);
    try {
      const answer = await mindmapApi.create({ judul, data: newMindmapTree(judul) });
      onOpen(Number(answer.record.id));
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mindmap-page mindmap-list-page" data-testid="mindmap-list">
      <h1>{t('mindmap.title')}</h1>
      <p className="mindmap-lead">{t('mindmap.lead')}</p>
      <form className="mindmap-new" onSubmit={create}>
        <label htmlFor="mindmap-new-title" className="sr-only">
          {t('mindmap.mapTitle')}
        </label>
        <InputText
          id="mindmap-new-title"
          value={title}
          maxLength={200}
          placeholder={t('mindmap.newPlaceholder')}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button
          type="submit"
          icon="pi pi-plus"
          label={t('mindmap.create')}
          disabled={!title.trim()}
          loading={busy}
        />
      </form>
      {maps === null ? (
        <p>{t('mindmap.loading')}</p>
      ) : maps.length === 0 ? (
        <p>{t('mindmap.empty')}</p>
      ) : (
        <ul className="mindmap-maps">
          {maps.map((map) => (
            <li key={map.id}>
              <button type="button" onClick={() => onOpen(Number(map.id))}>
                <i className="pi pi-sitemap" aria-hidden />
                <span className="mindmap-map-title">{map.judul}</span>
                {map.nama_resource && map.id_record && (
                  <span className="mindmap-map-meta">
                    {t(`resources.${map.nama_resource}.title`, { defaultValue: map.nama_resource })} #
                    {map.id_record}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
