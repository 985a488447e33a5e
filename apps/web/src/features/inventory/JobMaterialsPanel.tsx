import { canViewRoute, type JobMaterialLine } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import type { ViewPanelProps } from '../../app/feature.ts';
import { useSession } from '../../app/session-context.tsx';
import { showRequestError, toast } from '../../ui/index.ts';
import { inventoryViewCalls } from './view-calls.ts';
import './inventory.css';
import { ItemSerialPicker } from '../../resources/inputs/ItemSerialPicker.tsx';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { PanelTable } from '../../ui/PanelTable.tsx';

// absent: the role may not see it (Hide Kolom), shown as the same dash
const qtyText = (v: number | null | undefined, unit?: string) =>
  v == null ? '–' : `${v.toLocaleString('id-ID', { maximumFractionDigits: 4 })}${unit ? ` ${unit}` : ''}`;

type Row = JobMaterialLine & { toIssue: number | null; serials: string[]; error: string | null };

/**
 * The SOP materials of the job's type under the job's view: each material with what already went out
 * to the job and the stock, and the quantities to issue pre-filled (SOP less issued). Issuing posts
 * them as `Pemakaian Pekerjaan` goods outs, all or none.
 */
export function JobMaterialsPanel({ id }: ViewPanelProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const mayIssue = canViewRoute(session.pages, '/rbarangkeluar/add');
  const key = ['resource', 'rpekerjaan', 'material-sop', id];
  const materials = useQuery({ queryKey: key, queryFn: () => inventoryViewCalls.jobMaterials(id) });
  const [qty, setQty] = useState<Record<number, number | null>>({});
  const [serials, setSerials] = useState<Record<number, string[]>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (materials.data)
      setQty(Object.fromEntries(materials.data.lines.map((l) => [l.id_sop, l.qty_usul || null])));
  }, [materials.data]);

  const lines = materials.data?.lines ?? [];
  const chosen = lines.filter((l) => l.id_stok != null && (qty[l.id_sop] ?? 0) > 0);
  const rows: Row[] = lines.map((l) => ({
    ...l,
    toIssue: qty[l.id_sop] ?? null,
    serials: serials[l.id_sop] ?? [],
    error: lineError(l),
  }));

  // a 422 names `lines.{i}.qty` by the position among the lines sent
  function lineError(line: JobMaterialLine): string | null {
    const i = chosen.indexOf(line);
    if (i < 0) return null;
    const messages = Object.entries(errors)
      .filter(([k]) => k.startsWith(`lines.${i}.`))
      .flatMap(([, v]) => v);
    return messages.length ? messages.join('; ') : null;
  }

  async function issue() {
    setBusy(true);
    setErrors({});
    try {
      await inventoryViewCalls.issueJobMaterials(id, {
        lines: chosen.map((l) => ({
          id_stok: l.id_stok!,
          id_satuan: l.id_satuan,
          qty: qty[l.id_sop]!,
          // an item with serials in stock names one per unit (issue 34)
          ...(serials[l.id_sop]?.length ? { serials: serials[l.id_sop] } : {}),
        })),
      });
      toast.success(t('inventory.jobMaterials.issued'));
      await Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: ['resource', 'rstok'] }),
        client.invalidateQueries({ queryKey: ['resource', 'rbarangkeluar'] }),
      ]);
    } catch (error) {
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors) setErrors(body.errors);
      else showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  const job = materials.data?.job;
  const empty = !job
    ? ''
    : job.id_type == null
      ? t('inventory.jobMaterials.noType')
      : t('inventory.jobMaterials.noSop', { type: job.nama_type ?? '' });

  return (
    <Card
      title={t('inventory.jobMaterials.title')}
      subTitle={job?.nama_type ? t('inventory.jobMaterials.subtitle', { type: job.nama_type }) : undefined}
      className="job-materials"
      data-testid="job-materials"
      footer={
        mayIssue && lines.length > 0 ? (
          <Button
            icon="pi pi-sign-out"
            label={t('inventory.jobMaterials.issue')}
            onClick={issue}
            loading={busy}
            disabled={chosen.length === 0}
            data-testid="job-materials-issue"
          />
        ) : null
      }
    >
      <div className="pos-table-frame">
        <PanelTable<Row>
          rows={rows}
          rowKey={(l) => l.id_sop}
          loading={materials.isFetching}
          emptyMessage={
            empty && (
              <span>
                {empty} <Link to="/standarmaterialsop">{t('inventory.jobMaterials.manage')}</Link>
              </span>
            )
          }
          columns={[
            {
              key: 'material',
              header: t('inventory.jobMaterials.material'),
              body: (l) => (
                <div>
                  <div>{l.nama_material}</div>
                  <small className="muted">
                    {l.id_stok ? (
                      <Link to={`/rstok/view/${l.id_stok}`}>{l.nama_barang}</Link>
                    ) : (
                      t('inventory.jobMaterials.notStocked')
                    )}
                  </small>
                </div>
              ),
            },
            {
              key: 'sop',
              header: t('inventory.jobMaterials.sop'),
              body: (l) => qtyText(l.qty_sop, l.nama_satuan),
              className: 'num',
            },
            {
              key: 'issued',
              header: t('inventory.jobMaterials.issuedSoFar'),
              body: (l) => qtyText(l.qty_keluar, l.nama_satuan),
              className: 'num',
            },
            {
              key: 'stock',
              header: t('inventory.jobMaterials.onHand'),
              body: (l) => qtyText(l.stok, l.nama_satuan),
              className: 'num',
            },
            mayIssue && {
              key: 'issue',
              header: t('inventory.jobMaterials.toIssue'),
              body: (l) =>
                l.id_stok == null ? null : (
                  <div>
                    <NumberInput
                      value={l.toIssue}
                      onChange={(value) => setQty((q) => ({ ...q, [l.id_sop]: value }))}
                      fractionDigits={4}
                      className="job-materials-qty"
                      style={{ width: '7rem' }}
                      aria-label={`${t('inventory.jobMaterials.toIssue')}: ${l.nama_material}`}
                      invalid={Boolean(l.error)}
                    />
                    {(l.toIssue ?? 0) > 0 && (
                      <ItemSerialPicker
                        itemId={l.id_stok}
                        qty={l.toIssue ?? 0}
                        value={l.serials}
                        onChange={(next) => setSerials((all) => ({ ...all, [l.id_sop]: next }))}
                        ariaLabel={`${t('inventory.lines.serials')}: ${l.nama_material}`}
                        invalid={Boolean(l.error)}
                      />
                    )}
                    {l.error && <small className="p-error">{l.error}</small>}
                  </div>
                ),
            },
          ]}
        />
      </div>
    </Card>
  );
}
