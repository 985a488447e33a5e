import { formatRelative } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { ProgressBar } from 'primereact/progressbar';
import { SelectButton } from 'primereact/selectbutton';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobsApi, type TrackItem } from './jobs-api.ts';
import { FieldQueuePanel } from './offline/FieldQueuePanel.tsx';
import './jobs.css';

/**
 * The technician's work list (`/rsubptrackprogres/tracklist`), and with `pick` the "Lapor Progres" screen
 * (`/rsubptrackprogres/trackadd` without a sub job: their open tasks, one tap to report on one): their
 * assigned sub jobs as cards, open
 * first, each with its progress bar and a big "record progress" button; made for a phone held in one hand.
 */
export function TrackListPage({ pick = false }: { pick?: boolean }) {
  const { t, i18n } = useTranslation();
  const [done, setDone] = useState(false);
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const list = useQuery({
    queryKey: ['resource', 'rsubptrackprogres', 'tracklist', done, term],
    queryFn: () => jobsApi.trackList(done, term),
  });
  const records = list.data?.records ?? [];
  const options = [
    { label: t('jobs.track.open'), value: false },
    { label: t('jobs.track.all'), value: true },
  ];
  return (
    <section className="track-page" data-testid={pick ? 'trackpick-page' : 'tracklist-page'}>
      <header className="track-head">
        <h1>{t(pick ? 'jobs.track.pickTitle' : 'jobs.track.title')}</h1>
        {pick ? (
          <p className="track-lead">{t('jobs.track.pickLead')}</p>
        ) : (
          <SelectButton
            value={done}
            options={options}
            onChange={(e) => setDone(Boolean(e.value))}
            allowEmpty={false}
            aria-label={t('jobs.track.filter')}
          />
        )}
      </header>
      <FieldQueuePanel />
      <span className="p-input-icon-left track-search">
        <InputText
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('jobs.track.search')}
          aria-label={t('jobs.track.search')}
        />
      </span>
      {list.isLoading && <ProgressBar mode="indeterminate" style={{ height: 4 }} />}
      {list.isSuccess && records.length === 0 && <p className="track-empty">{t('jobs.track.empty')}</p>}
      <ul className="track-cards">
        {records.map((item) => (
          <TrackCard key={item.id} item={item} locale={i18n.language} />
        ))}
      </ul>
    </section>
  );
}

function TrackCard({ item, locale }: { item: TrackItem; locale: string }) {
  const { t } = useTranslation();
  const finished = item.status === 'Done';
  return (
    <li className={finished ? 'track-card done' : 'track-card'} data-testid="track-card">
      <div className="track-card-title">
        <strong>{item.nama_sub_pekerjaan}</strong>
        <span className={finished ? 'track-status done' : 'track-status'}>
          {t(`jobs.status.${finished ? 'done' : 'open'}`)}
        </span>
      </div>
      <Link to={`/rpekerjaan/view/${item.id_pekerjaan}`} className="track-job">
        {item.nama_pekerjaan}
      </Link>
      {item.pelanggan && (
        <div className="track-meta">
          <i className="pi pi-user" aria-hidden /> {item.pelanggan}
          {item.no_hp_pelanggan && (
            <a href={`tel:${item.no_hp_pelanggan.replace(/[^\d+]/g, '')}`} className="track-call">
              <i className="pi pi-phone" aria-hidden /> {item.no_hp_pelanggan}
            </a>
          )}
        </div>
      )}
      {item.alamat && (
        <div className="track-meta">
          <i className="pi pi-map-marker" aria-hidden /> {item.alamat}
        </div>
      )}
      <ProgressBar
        value={item.progres}
        className="track-progress"
        aria-label={t('jobs.track.progressOf', { name: item.nama_sub_pekerjaan })}
      />
      <div className="track-foot">
        <span className="track-last">
          {item.terakhir
            ? t('jobs.track.last', {
                step: item.langkah_terakhir ?? '',
                when: formatRelative(item.terakhir, new Date(), locale),
              })
            : t('jobs.track.noProgress')}
        </span>
        {!finished && (
          <Link to={`/rsubptrackprogres/trackadd/${item.id}`} className="p-button p-component track-add">
            <i className="pi pi-camera" aria-hidden />
            <span>{t('jobs.track.record')}</span>
          </Link>
        )}
      </div>
    </li>
  );
}
