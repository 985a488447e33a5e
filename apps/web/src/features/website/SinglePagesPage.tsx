import { WEBSITE_SECTIONS } from '@kantor/core';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { rowsOf, sectionPath, useWebsiteRows } from './use-website.ts';
import './website.css';

/** `/rsetwebsite/daftarsinglepage`: every single-page section, whether it is set or shows the default. */
export function SinglePagesPage() {
  const { t } = useTranslation();
  const { rows, isLoading } = useWebsiteRows();
  const singles = WEBSITE_SECTIONS.filter((s) => s.kind === 'single' && s.feeds !== 'mail');
  return (
    <section className="resource-page website-page" data-testid="website-single-pages">
      <header className="resource-page-header website-head">
        <div>
          <h1>{t('website.singles.title')}</h1>
          <p className="website-feeds">{t('website.singles.intro')}</p>
        </div>
      </header>
      {isLoading ? (
        <Spinner />
      ) : (
        <ul className="website-singles">
          {singles.map((section) => {
            const row = rowsOf(rows, section)[0];
            return (
              <li key={section.key}>
                <Link to={sectionPath(section)}>{t(`website.sections.${section.key}`)}</Link>
                <span className="website-kind">{t(`website.parts.${section.feeds}`)}</span>
                {row ? (
                  <Tag value={row.judul} severity="success" />
                ) : (
                  <Tag value={t('website.map.default')} severity="secondary" />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
