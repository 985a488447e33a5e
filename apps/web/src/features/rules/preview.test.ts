import { DEFAULT_BLOCKED_MESSAGE, type RoleRule, rsupplier, setupshowhideroleid } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import {
  computePreview,
  DRAFT_ID,
  defaultPreviewRoute,
  draftRecord,
  whyField,
  withDraft,
} from './preview.ts';

const TEKNISI = '53';
const saved: RoleRule[] = [
  { id: 1, role_id: 53, kategori: 'Hide Kolom', nama_route: '/rsupplier', setup: 'no_hp', urutan: 1 },
  {
    id: 2,
    role_id: 53,
    kategori: 'Replace Label',
    nama_route: '/rsupplier',
    setup: 'email',
    replace_label: 'Surel',
  },
  { id: 3, role_id: 53, kategori: 'Hide Menu', nama_route: '/rstok' },
  { id: 4, role_id: 52, kategori: 'Hide Kolom', nama_route: '/rsupplier', setup: 'alamat' },
];
const fields = setupshowhideroleid.fieldNames;

describe('the draft record', () => {
  it('keeps only the fields its category reads and the stored category name', () => {
    const record = draftRecord(
      'hide-kolom',
      { nama_route: '/rsupplier', setup: 'email', replace_label: 'left over', logika_list: 'x', urutan: 3 },
      TEKNISI,
      fields,
    );
    expect(record).toMatchObject({
      kategori: 'Hide Kolom',
      role_id: '53',
      nama_route: '/rsupplier',
      setup: 'email',
      urutan: 3,
    });
    expect(record.replace_label).toBeNull();
    expect(record.logika_list).toBeNull();
    expect(Object.keys(record)).not.toContain('user_id');
  });

  it('a category without a route input applies everywhere', () => {
    expect(
      draftRecord('redirect-after-login', { url_redirect: 'rpekerjaan', nama_route: '/x' }, TEKNISI, fields),
    ).toMatchObject({
      kategori: 'Redirect After Login',
      nama_route: '*',
      url_redirect: 'rpekerjaan',
    });
  });

  it('replaces the record being edited, keeps the others', () => {
    const rules = withDraft(
      saved,
      { kategori: 'Hide Kolom', role_id: '53', nama_route: '/rsupplier', setup: 'kota' },
      1,
    );
    expect(rules.map((r) => r.id)).toEqual([2, 3, 4, DRAFT_ID]);
    expect(withDraft(saved, {}, null)).toHaveLength(5);
  });

  it('previews the rule’s own route without its star, or the home page', () => {
    expect(defaultPreviewRoute('/rsup*')).toBe('/rsup');
    expect(defaultPreviewRoute('rsupplier/add')).toBe('/rsupplier/add');
    expect(defaultPreviewRoute('*')).toBe('/home');
    expect(defaultPreviewRoute(null)).toBe('/home');
  });
});

describe('the preview as the role would see it', () => {
  const preview = (draft: Record<string, unknown>, route: string, editing: number | null = null) =>
    computePreview(withDraft(saved, { role_id: TEKNISI, ...draft }, editing), TEKNISI, route, rsupplier);

  it('shows the saved rules and the draft together: hidden fields, labels, menu', () => {
    const { summary } = preview(
      { kategori: 'Hide Kolom', nama_route: '/rsupplier', setup: 'kota' },
      '/rsupplier/add',
    );
    const of = (name: string) => summary.fields.find((f) => f.name === name)!;
    expect(of('no_hp').hidden).toBe(true);
    expect(of('kota').hidden).toBe(true);
    expect(of('alamat').hidden).toBe(false); // another role's rule
    expect(of('email').label).toBe('Surel');
    expect(summary.menu).toEqual([{ route: '/rstok', change: 'hidden', label: null, to: null }]);
    expect(summary.draftTrace).toMatchObject({ status: 'applied' });
    expect(summary.draftWarnings).toEqual([]);
  });

  it('the block message replaces the page, and the route joins the blocked routes', () => {
    const { summary } = preview(
      { kategori: 'Blokir JSX', nama_route: '/rsupplier', keterangan: '.' },
      '/rsupplier',
    );
    expect(summary.blocked).toBe(DEFAULT_BLOCKED_MESSAGE);
    expect(summary.blockedRoutes).toEqual(['/rsupplier']);
    const elsewhere = preview(
      { kategori: 'Blokir JSX', nama_route: '/rsupplier', keterangan: 'Audit' },
      '/rinvoice',
    );
    expect(elsewhere.summary.blocked).toBeNull();
    expect(elsewhere.summary.draftTrace?.status).toBe('other-route');
  });

  it('list actions, colours, title, buttons and redirect', () => {
    const action = preview(
      {
        kategori: 'Add Action List',
        nama_route: '/rsupplier',
        label_action: 'Cetak',
        link_action: '/rsupplier/print/{id}',
      },
      '/rsupplier',
    ).summary;
    expect(action.listActions).toMatchObject([
      { label: 'Cetak', to: '/rsupplier/print/{id}', icon: 'pi pi-external-link' },
    ]);
    const colour = preview(
      {
        kategori: 'Warnai List JSX',
        nama_route: '/rsupplier',
        setup: 'status',
        warna_kolom_list: "status == 'Active' => success",
      },
      '/rsupplier',
    ).summary;
    expect(colour.colours).toEqual([{ column: 'status', source: "status == 'Active' => success" }]);
    expect(colour.fields.find((f) => f.name === 'status')?.coloured).toBe(true);
    expect(
      preview(
        { kategori: 'Ganti Title Header', nama_route: '/rsupplier', replace_label: 'Mitra' },
        '/rsupplier',
      ).summary.headerTitle,
    ).toBe('Mitra');
    expect(
      preview({ kategori: 'Hide Add Button', nama_route: '/rsupplier' }, '/rsupplier').summary
        .addButtonHidden,
    ).toBe(true);
    expect(
      preview({ kategori: 'Hide Action Button', nama_route: '/rsupplier', setup: 'delete' }, '/rsupplier')
        .summary.actionButtons,
    ).toEqual(['delete']);
    expect(
      preview({ kategori: 'Redirect After Login', nama_route: '*', url_redirect: 'rpekerjaan' }, '/home')
        .summary.redirectAfterLogin,
    ).toBe('/rpekerjaan');
  });

  it('a draft the engine cannot use is reported with its warning', () => {
    const { summary } = preview(
      { kategori: 'Logika List JSX', nama_route: '/rsupplier', setup: 'status', logika_list: 'status ==' },
      '/rsupplier',
    );
    expect(summary.draftTrace?.status).toBe('skipped');
    expect(summary.draftWarnings.map((w) => w.code)).toEqual(['invalid-expression']);
  });

  it('explains why a field is hidden, including what was overridden', () => {
    const { config } = preview(
      {
        kategori: 'Replace Label',
        nama_route: '/rsupplier',
        setup: 'no_hp',
        replace_label: 'WA',
        tampilkaninput_yatidak: 'ya',
      },
      '/rsupplier',
    );
    const why = whyField(config, 'no_hp');
    expect(why.applied.map((d) => [d.ruleId, d.effect])).toContainEqual(['1', 'hidden']);
    expect(why.overridden.map((d) => [d.ruleId, d.effect])).toContainEqual([DRAFT_ID, 'forced-visible']);
  });

  it('editing a record previews the edit instead of the saved version', () => {
    const { summary } = preview(
      { kategori: 'Hide Kolom', nama_route: '/rsupplier', setup: 'kota', id: 1 },
      '/rsupplier',
      1,
    );
    expect(summary.fields.find((f) => f.name === 'no_hp')?.hidden).toBe(false);
    expect(summary.fields.find((f) => f.name === 'kota')?.hidden).toBe(true);
  });
});
