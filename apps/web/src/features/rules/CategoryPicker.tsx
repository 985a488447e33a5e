import type { RuleCategory } from '@kantor/core';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, storedName } from './category-fields.ts';

/** Step one of a new rule: the category, each with what it does; searchable by name or purpose. */
export function CategoryPicker({ onPick }: { onPick: (category: RuleCategory) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = CATEGORIES.filter((id) =>
    `${t(`roles.categories.${id}.name`)} ${storedName(id)} ${t(`roles.categories.${id}.help`)}`
      .toLowerCase()
      .includes(needle),
  );
  return (
    <section className="rule-category-picker" data-testid="rule-category-picker">
      <h2>{t('roles.rules.pickCategory')}</h2>
      <span className="p-input-icon-left">
        <InputText
          aria-label={t('roles.rules.searchCategory')}
          placeholder={t('roles.rules.searchCategory')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </span>
      <ul className="rule-category-list">
        {shown.map((id) => (
          <li key={id}>
            <button
              type="button"
              className="rule-category-card"
              data-category={id}
              onClick={() => onPick(id)}
            >
              <strong>{t(`roles.categories.${id}.name`)}</strong>
              <code>{storedName(id)}</code>
              <span>{t(`roles.categories.${id}.help`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
