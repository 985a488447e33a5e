import {
  compile,
  type Decision,
  explain,
  noteText,
  type RoleRule,
  RULE_NOTES,
  type RuleNote,
  type RuleNoteKey,
} from '@kantor/core';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { sayNote } from './say-note.ts';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/roles.json', {
  eager: true,
});

/** i18next holding one locale's roles.json, as the app nests it (`roles.*`). */
function readerIn(path: string) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'x',
    resources: { x: { translation: { roles: catalogues[path]!.default } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const VALUES: Record<string, string> = {
  value: 'VAL',
  field: 'FLD',
  role: 'ROLE',
  route: '/RT',
  position: '7',
  condition: 'COND',
  endpoint: 'ENDP',
  fields: 'FLDS',
  actions: 'ACTS',
};

const rule = (id: number, kategori: string, fields: RoleRule = {}): RoleRule => ({
  id,
  role_id: 53,
  kategori,
  nama_route: '/rinvoice',
  ...fields,
});

/** Rules that make the engine give every note a decision can carry (`Decision.note`). */
const DECIDING: RoleRule[] = [
  rule(1, 'Default Add If Hidden', { setup: 'a', default_add: 'Lunas', display_none: 'ya' }),
  rule(2, 'Upload to Camera Timestamp', { setup: 'b', tampilkaninput_yatidak: 'ya' }),
  rule(3, 'Hide Kolom', { setup: 'b, npwp' }),
  rule(4, 'Replace Label', { setup: 'c', replace_label: 'Nama' }),
  rule(5, 'Hide Dinamis Input', { setup: 'status_pajak, PKP:npwp', mirror: 'ya' }),
  rule(6, 'Rename Filter Sidebar', { setup: 'd', rename_filter_h2: 'Kota', nama_widget_h2: 'Saring' }),
  rule(7, 'Kunci Kolom', { setup: 'e', logika_list: "status == 'lunas'" }),
  rule(8, 'Batasi Baris', { setup: 'cabang == user.cabang' }),
  rule(9, 'Buat Menu Manual', {
    nama_route: '/rstok',
    url_replace_route: '/rbaru',
    replace_label: 'Baru',
    letak_atas_atau_bawah: 'atas',
  }),
  rule(10, 'Buat Menu Manual', { nama_route: '/rstok', url_replace_route: '/rlain', replace_label: 'Lain' }),
  rule(11, 'Add Action List', { label_action: 'Cetak', link_action: '/rcetak' }),
  rule(12, 'Ganti Title Header', { replace_label: 'Faktur' }),
  rule(13, 'Redirect After Login', { url_redirect: '/home' }),
  rule(14, 'single to add row same inject', { persamaan_api_lain: 'kode:rbarang|kode' }),
  rule(15, 'single to single same inject', {
    persamaan_api_lain: 'kode:rbarang',
    kolom_single_autofill: 'nama, harga',
  }),
  rule(16, 'default role id add', { default_add: '5' }),
  rule(17, 'hide action button', { setup: 'edit' }),
  rule(18, 'hide action button'),
  rule(19, 'notification', { keterangan: 'Tutup buku' }),
];

describe("the rule engine's notes in the reader's words", () => {
  it('has every note the engine can give in all 11 locales, with its values in place', () => {
    expect(Object.keys(catalogues)).toHaveLength(11);
    for (const path of Object.keys(catalogues)) {
      const { t } = readerIn(path);
      for (const key of Object.keys(RULE_NOTES) as RuleNoteKey[]) {
        const said = sayNote(t, { key, params: { ...VALUES, code: 'empty' } });
        expect(said, `${path} ${key}`).not.toContain('roles.notes');
        expect(said, `${path} ${key}`).not.toContain('{{');
        // each value the engine names reaches the reader's sentence too
        for (const [name, value] of Object.entries(VALUES))
          if (RULE_NOTES[key].includes(`{{${name}}}`))
            expect(said, `${path} ${key} ${name}`).toContain(value);
      }
    }
  });

  it('says every note a decision carries in all 11 locales, in its words and with its values', () => {
    const { decisions } = compile(DECIDING, 53, '/rinvoice');
    const all: Decision[] = [
      ...Object.values(decisions.fields).flat(),
      ...Object.values(decisions.menus).flat(),
      ...Object.values(decisions.tabs).flat(),
      ...decisions.page,
    ];
    const notes = all.flatMap((d) => (d.note === undefined ? [] : [d.note]));
    // a decision's note is a key of the catalogue, never a sentence
    for (const note of notes as unknown[]) expect(Object.keys(RULE_NOTES)).toContain((note as RuleNote).key);
    expect([...new Set(notes.map((n) => n.key))].sort()).toEqual(
      [
        'setByFlag',
        'keptForDynamicInput',
        'hiddenWins',
        'newLabel',
        'defaultValue',
        'headingText',
        'titleText',
        'messageText',
        'actionLabel',
        'mirrorMode',
        'controlledBy',
        'onlyWhen',
        'rowsWhere',
        'placedBefore',
        'placedAfter',
        'redirectTo',
        'addsRowsFrom',
        'fillsFields',
        'roleValue',
        'onlyActions',
        'allRowActions',
      ].sort(),
    );
    for (const path of Object.keys(catalogues)) {
      const { t } = readerIn(path);
      for (const note of notes) {
        const said = sayNote(t, note);
        expect(said, `${path} ${note.key}`).not.toContain('roles.notes');
        expect(said, `${path} ${note.key}`).not.toContain('{{');
        for (const value of Object.values(note.params ?? {}))
          expect(said, `${path} ${note.key}`).toContain(value);
        // another language says it in its own words, not the engine's English
        if (!path.includes('/en-US/')) expect(said, `${path} ${note.key}`).not.toBe(noteText(note));
      }
    }
  });

  it('says an expression error and a rule of another role in Indonesian', () => {
    const { t } = readerIn('../../locales/id-ID/roles.json');
    const config = compile(
      [
        {
          id: 9,
          role_id: 53,
          kategori: 'Logika List JSX',
          nama_route: '/rsupplier',
          setup: 'no_hp',
          logika_list: '1 +',
        },
      ],
      53,
      '/rsupplier',
    );
    const warning = config.warnings.find((w) => w.ruleId === '9');
    expect(warning?.message).toMatch(/^logika_list: .* at position \d+$/);
    expect(sayNote(t, warning!.note)).toMatch(
      /^logika_list: Ekspresi berakhir terlalu cepat pada posisi \d+$/,
    );

    const traces = explain(
      [{ id: 3, role_id: 7, kategori: 'Hide Kolom', nama_route: '/rsupplier', setup: 'no_hp' }],
      53,
      '/rsupplier',
    ).rules;
    expect(sayNote(t, traces[0]!.note!)).toBe('aturan ini untuk peran 7');
  });
});
