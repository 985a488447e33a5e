import { compile, explain, RULE_NOTES, type RuleNoteKey } from '@kantor/core';
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
};

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
