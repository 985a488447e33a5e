/**
 * The board's "Peta" (docs/jobs.md "Dispatch map"): the day's sub jobs with coordinates as markers on a
 * map, and beside it (below on a phone) the list of all the day's sub jobs, those without coordinates
 * marked "tanpa koordinat". The list is plain markup, shown whatever becomes of the map (tiles offline,
 * the map's chunk not loaded).
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { runtimeConfig } from '../../../app/runtime-config.ts';
import { type DayMapItem, dayMapItems } from './day-map.ts';
import type { BoardAnswer } from './dispatch-api.ts';

const DayMapView = lazy(() => import('./DayMapView.tsx'));

export function MapPanel({ board, day }: { board: BoardAnswer; day: string }) {
  const { t } = useTranslation();
  const { items: all, placed } = dayMapItems(board, day);
  const config = runtimeConfig();
  const line = (item: DayMapItem) => (
    <li key={item.block.id} data-testid={`map-item-${item.block.id}`}>
      <span className="dispatch-map-dot" style={{ background: item.point ? item.colour : 'transparent' }} />
      <div>
        <Link to={`/rpekerjaan/view/${item.block.id_pekerjaan}`}>
          <strong>{item.block.nama_sub_pekerjaan}</strong>
        </Link>
        <span>{item.block.nama_pekerjaan}</span>
        {item.block.nama_pelanggan && <span>{item.block.nama_pelanggan}</span>}
        <span>{[item.technician, item.time || t('dispatch.anyTime')].filter(Boolean).join(' · ')}</span>
        {!item.point && <span className="dispatch-map-none">{t('dispatch.map.noCoordinates')}</span>}
      </div>
    </li>
  );
  return (
    <div className="dispatch-map-layout" data-testid="dispatch-map-panel">
      <div className="dispatch-map-wrap">
        {placed.length > 0 ? (
          <Suspense fallback={<p>{t('dispatch.map.loading')}</p>}>
            <DayMapView
              items={placed}
              tileUrl={config.mapTileUrl}
              attribution={config.mapAttribution}
              openJob={t('dispatch.map.openJob')}
              label={t('dispatch.map.label', { day })}
            />
          </Suspense>
        ) : (
          <p>{t('dispatch.map.nothingPlaced')}</p>
        )}
      </div>
      <section className="dispatch-map-list" aria-labelledby="dispatch-map-list">
        <h2 id="dispatch-map-list">{t('dispatch.map.listTitle', { count: all.length })}</h2>
        {all.length === 0 ? <p>{t('dispatch.map.empty')}</p> : <ol>{all.map(line)}</ol>}
      </section>
    </div>
  );
}
