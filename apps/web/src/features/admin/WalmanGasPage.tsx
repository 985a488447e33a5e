import { formatDateLong } from '@kantor/core';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorAnswerOf } from '../../api/errors.ts';
import { Spinner } from '../../app/Spinner.tsx';
import { DateRangeInput } from '../../ui/DateRangeInput.tsx';
import { useWalmanRecap } from './admin-api.ts';
import './admin.css';

/**
 * `/walman/listgas`: the active walman records of a period grouped by category, with counts and
 * totals (the spec names the view only; the decision is in docs/admin.md).
 */
export function WalmanGasPage() {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const recap = useWalmanRecap(period);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  // the sums are left out with a `nilai` hidden from the role (Hide Kolom)
  const amount = (value: number | undefined) => (value === undefined ? '–' : number.format(value));
  const data = recap.data;
  const errors = errorAnswerOf(recap.error);
  return (
    <section className="admin-page" data-testid="walman-listgas">
      <h1>{t('admin.walman.title')}</h1>
      <p>
        {t('admin.walman.intro')} <Link to="/walman">{t('admin.walman.toList')}</Link>
      </p>
      <div className="admin-toolbar">
        {/* until a day is picked, the period the server chose (its answer's) */}
        <DateRangeInput
          id="walman"
          value={{ from: period?.from ?? data?.from ?? '', to: period?.to ?? data?.to ?? '' }}
          onChange={setPeriod}
        />
      </div>
      {recap.isLoading && <Spinner />}
      {errors?.errors && <Message severity="error" text={Object.values(errors.errors).flat().join(' ')} />}
      {data && data.groups.length === 0 && <p>{t('admin.walman.empty')}</p>}
      {data && data.groups.length > 0 && (
        <>
          <p data-testid="walman-total">
            {t('admin.walman.total', { n: data.total.jumlah, total: amount(data.total.total_nilai) })}
          </p>
          {data.groups.map((g) => (
            <div key={g.kategori ?? ''} className="admin-card">
              <h2>
                {g.kategori ?? t('admin.walman.noCategory')}{' '}
                <small>{t('admin.walman.groupTotal', { n: g.jumlah, total: amount(g.total_nilai) })}</small>
              </h2>
              <div className="admin-table-wrap">
                <table className="admin-table admin-walman">
                  <thead>
                    <tr>
                      <th scope="col">{t('resources.walman.fields.tanggal')}</th>
                      <th scope="col">{t('resources.walman.fields.judul')}</th>
                      <th scope="col" className="admin-num">
                        {t('resources.walman.fields.nilai')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {g.records.map((r) => (
                      <tr key={r.id}>
                        {/* as the walman list shows a date: in the reader's words, not `YYYY-MM-DD` */}
                        <td>{r.tanggal ? formatDateLong(r.tanggal, i18n.language) || r.tanggal : ''}</td>
                        <td>
                          <Link to={`/walman/view/${r.id}`}>{r.judul}</Link>
                        </td>
                        {/* left out of the answer when the role may not see it (Hide Kolom) */}
                        <td className="admin-num">{r.nilai == null ? '' : number.format(r.nilai)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
