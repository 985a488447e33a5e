import { addDays, clock, daysFrom, formatYmd, minutesOfDay, weekStart } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { errorAnswerOf } from '../../../api/errors.ts';
import { showRequestError, toast } from '../../../ui/index.ts';
import { onDay } from './day-map.ts';
import { type BoardBlock, dispatchApi, type MoveBody } from './dispatch-api.ts';
import { MapPanel } from './MapPanel.tsx';
import { MoveDialog, type MoveTarget } from './MoveDialog.tsx';
import './dispatch.css';

/** The day view's hours: 06:00 to 20:00, a column each. */
const HOURS = Array.from({ length: 15 }, (_, i) => 6 + i);
const DRAG_TYPE = 'text/x-kantor-subjob';

/** The status's colour class (On Going, Done, or any other state the job list knows). */
// a value the role may not see is absent from the answer (rule R5): no status, no colour
const statusClass = (status = '') => `dispatch-block status-${status.toLowerCase().replace(/\s+/g, '-')}`;

/**
 * `/rpekerjaan/papan` ("Papan Penugasan"): technicians as rows and their sub jobs as blocks, a week or
 * a day; unscheduled work in a side list. A block is dragged onto a technician's day (or hour, in the
 * day view) to assign or reschedule it, or moved with the "Pindahkan" dialog (keyboard and phones). The
 * server checks each move (a technician, not absent, no overlapping hours) and answers the reason.
 * "Peta" shows the day's sub jobs on a map, and all of them in a list (MapPanel.tsx).
 */
export function BoardPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // the day's map ("Peta") reads the day's board, as the day view does
  const [view, setView] = useState<'week' | 'day' | 'map'>('week');
  const days = view === 'week' ? 7 : 1;
  const [from, setFrom] = useState(() => weekStart(formatYmd(new Date())));
  const [target, setTarget] = useState<MoveTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const board = useQuery({
    queryKey: ['dispatch', 'board', from, days],
    queryFn: () => dispatchApi.board(from, days),
  });
  const data = board.data;
  const all = [...(data?.blocks ?? []), ...(data?.unscheduled ?? [])];
  const byId = (id: number) => all.find((b) => b.id === id);

  async function move(id: number, body: MoveBody, fromDialog: boolean) {
    setBusy(true);
    setErrors({});
    try {
      const answer = await dispatchApi.move(id, body);
      toast.success(answer.message);
      setTarget(null);
      await queryClient.invalidateQueries({ queryKey: ['dispatch', 'board'] });
    } catch (error) {
      const answer = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && answer?.errors) {
        if (fromDialog) setErrors(answer.errors);
        else toast.error(Object.values(answer.errors).flat().join(' '));
      } else showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  /** A drop on a technician's day (and hour): the block keeps its duration; the week view keeps its time. */
  function drop(event: DragEvent, technician: number, day: string, hour?: number) {
    event.preventDefault();
    const block = byId(Number(event.dataTransfer.getData(DRAG_TYPE)));
    if (!block) return;
    const time = hour === undefined ? block.jam_mulai : clock(hour * 60);
    void move(
      block.id,
      {
        id_teknisi: technician,
        tanggal_mulai: day,
        jam_mulai: time,
        ...(hour !== undefined && !block.durasi_menit ? { durasi_menit: 60 } : {}),
      },
      false,
    );
  }
  const dropZone = (technician: number, day: string, hour?: number) => ({
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => drop(event, technician, day, hour),
  });

  const blockView = (block: BoardBlock, style?: React.CSSProperties) => (
    <button
      key={`${block.id}`}
      type="button"
      className={statusClass(block.status)}
      style={style}
      draggable
      onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, String(block.id))}
      onClick={() => {
        setErrors({});
        setTarget({ block });
      }}
      title={t('dispatch.block.moveHint')}
      data-testid={`block-${block.id}`}
    >
      <strong>{block.nama_sub_pekerjaan}</strong>
      <span>{block.nama_pekerjaan}</span>
      {block.jam_mulai && (
        <span className="dispatch-time">
          {block.jam_mulai}
          {block.durasi_menit ? `–${clock((minutesOfDay(block.jam_mulai) ?? 0) + block.durasi_menit)}` : ''}
        </span>
      )}
      <span className="p-sr-only">{t(`dispatch.status.${block.status === 'Done' ? 'done' : 'open'}`)}</span>
    </button>
  );

  const periodDays = daysFrom(from, days);
  return (
    <section className="resource-page dispatch-page" data-testid="dispatch-board">
      <header className="resource-page-header">
        <h1>{t('dispatch.title')}</h1>
        <div className="resource-toolbar" role="toolbar" aria-label={t('dispatch.period')}>
          <Button
            type="button"
            icon="pi pi-chevron-left"
            text
            aria-label={t('dispatch.previous')}
            onClick={() => setFrom(addDays(from, -days))}
          />
          <Button
            type="button"
            label={t('dispatch.today')}
            text
            onClick={() => setFrom(days === 7 ? weekStart(formatYmd(new Date())) : formatYmd(new Date()))}
          />
          <Button
            type="button"
            icon="pi pi-chevron-right"
            text
            aria-label={t('dispatch.next')}
            onClick={() => setFrom(addDays(from, days))}
          />
          <Button
            type="button"
            label={t('dispatch.week')}
            outlined={view !== 'week'}
            aria-pressed={view === 'week'}
            onClick={() => {
              setView('week');
              setFrom(weekStart(from));
            }}
          />
          <Button
            type="button"
            label={t('dispatch.day')}
            outlined={view !== 'day'}
            aria-pressed={view === 'day'}
            onClick={() => setView('day')}
          />
          <Button
            type="button"
            label={t('dispatch.map.tab')}
            icon="pi pi-map"
            outlined={view !== 'map'}
            aria-pressed={view === 'map'}
            onClick={() => setView('map')}
            data-testid="dispatch-map-tab"
          />
        </div>
      </header>
      <p className="dispatch-period">
        {days === 7
          ? t('dispatch.weekOf', { from, to: addDays(from, 6) })
          : t('dispatch.dayOf', { day: from })}
      </p>
      {view === 'map' && data && <MapPanel board={data} day={from} />}
      <div className="dispatch-layout" hidden={view === 'map'}>
        <div className="dispatch-grid-wrap">
          <table className="dispatch-grid">
            <thead>
              <tr>
                <th scope="col">{t('dispatch.technician')}</th>
                {days === 7
                  ? periodDays.map((day) => (
                      <th key={day} scope="col">
                        {t(`dispatch.weekday.${new Date(`${day}T00:00:00Z`).getUTCDay()}`)} {day.slice(8)}
                      </th>
                    ))
                  : [
                      <th key="any" scope="col">
                        {t('dispatch.anyTime')}
                      </th>,
                      ...HOURS.map((h) => (
                        <th key={h} scope="col">
                          {clock(h * 60)}
                        </th>
                      )),
                    ]}
              </tr>
            </thead>
            <tbody>
              {(data?.technicians ?? []).map((tech) => {
                const mine = (data?.blocks ?? []).filter((b) => b.id_teknisi === tech.id);
                return (
                  <tr key={tech.id} data-testid={`row-${tech.id}`}>
                    <th scope="row">{tech.nama}</th>
                    {days === 7
                      ? periodDays.map((day) => (
                          <td key={day} className="dispatch-cell" {...dropZone(tech.id, day)}>
                            {mine.filter((b) => onDay(b, day)).map((b) => blockView(b))}
                          </td>
                        ))
                      : [
                          <td key="any" className="dispatch-cell" {...dropZone(tech.id, from)}>
                            {mine.filter((b) => onDay(b, from) && !b.jam_mulai).map((b) => blockView(b))}
                          </td>,
                          ...HOURS.map((h) => (
                            <td key={h} className="dispatch-cell" {...dropZone(tech.id, from, h)}>
                              {mine
                                .filter(
                                  (b) =>
                                    onDay(b, from) &&
                                    Math.floor((minutesOfDay(b.jam_mulai) ?? -60) / 60) === h,
                                )
                                .map((b) => blockView(b))}
                            </td>
                          )),
                        ]}
                  </tr>
                );
              })}
            </tbody>
          </table>
          {data && data.technicians.length === 0 && <p>{t('dispatch.noTechnicians')}</p>}
        </div>
        <aside className="dispatch-side" aria-labelledby="dispatch-unscheduled">
          <h2 id="dispatch-unscheduled">{t('dispatch.unscheduled')}</h2>
          {data?.unscheduled.length === 0 && <p>{t('dispatch.noUnscheduled')}</p>}
          <div className="dispatch-side-list">{data?.unscheduled.map((b) => blockView(b))}</div>
        </aside>
      </div>
      <MoveDialog
        target={target}
        technicians={data?.technicians ?? []}
        busy={busy}
        errors={errors}
        onMove={(id, body) => void move(id, body, true)}
        onClose={() => setTarget(null)}
      />
    </section>
  );
}
