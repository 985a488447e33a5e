import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../ui/DateInput.tsx';
import type { BoardAnswer, BoardBlock, MoveBody } from './dispatch-api.ts';

export type MoveTarget = {
  block: BoardBlock;
  id_teknisi?: number | null;
  day?: string;
  time?: string | null;
};

/**
 * "Pindahkan": the keyboard's and the phone's way to assign or reschedule a sub job (the board's drag
 * and drop does the same): a technician, a day, and optionally a start time and a duration.
 */
export function MoveDialog(props: {
  target: MoveTarget | null;
  technicians: BoardAnswer['technicians'];
  busy: boolean;
  errors: Record<string, string[]>;
  onMove: (id: number, body: MoveBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { target } = props;
  const [tech, setTech] = useState('');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [minutes, setMinutes] = useState('');
  useEffect(() => {
    if (!target) return;
    setTech(String(target.id_teknisi ?? target.block.id_teknisi ?? ''));
    setDay(target.day ?? target.block.tanggal_mulai ?? '');
    setTime(target.time ?? target.block.jam_mulai ?? '');
    setMinutes(target.block.durasi_menit ? String(target.block.durasi_menit) : '');
  }, [target]);
  const error = (field: string) =>
    props.errors[field]?.map((text) => (
      <small key={text} className="p-error" role="alert">
        {text}
      </small>
    ));
  const send = () =>
    target &&
    props.onMove(target.block.id, {
      id_teknisi: tech === '' ? null : Number(tech),
      tanggal_mulai: day,
      jam_mulai: time === '' ? null : time,
      ...(time !== '' && minutes !== '' ? { durasi_menit: Number(minutes) } : {}),
    } as MoveBody);
  return (
    <Dialog
      header={t('dispatch.move.title', { name: target?.block.nama_sub_pekerjaan ?? '' })}
      visible={target !== null}
      onHide={props.onClose}
      style={{ width: 'min(28rem, 95vw)' }}
      footer={
        <Button
          label={t('dispatch.move.save')}
          icon="pi pi-check"
          loading={props.busy}
          onClick={send}
          data-testid="move-save"
        />
      }
    >
      <form
        className="dispatch-move-form"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor="move-tech">{t('dispatch.move.technician')}</label>
        <select id="move-tech" value={tech} onChange={(e) => setTech(e.target.value)}>
          <option value="">{t('dispatch.move.choose')}</option>
          {props.technicians.map((tt) => (
            <option key={tt.id} value={tt.id}>
              {tt.nama}
            </option>
          ))}
        </select>
        {error('id_teknisi')}
        <label htmlFor="move-day">{t('dispatch.move.day')}</label>
        <DateInput kind="date" inputId="move-day" value={day} onChange={setDay} />
        {error('tanggal_mulai')}
        <label htmlFor="move-time">{t('dispatch.move.time')}</label>
        <DateInput kind="time" inputId="move-time" stepMinute={15} value={time} onChange={setTime} />
        {error('jam_mulai')}
        <label htmlFor="move-minutes">{t('dispatch.move.minutes')}</label>
        <input
          id="move-minutes"
          type="number"
          min={15}
          max={1440}
          step={15}
          value={minutes}
          disabled={time === ''}
          onChange={(e) => setMinutes(e.target.value)}
        />
        {error('durasi_menit')}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
