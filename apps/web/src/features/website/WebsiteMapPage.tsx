import { PUBLIC_PARTS, type SectionDef, sectionsFeeding } from '@kantor/core';
import type { TFunction } from 'i18next';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rowsOf, sectionPath, useWebsiteRows } from './use-website.ts';
import type { WebsiteRow } from './website-api.ts';
import './website.css';

function state(t: TFunction, section: SectionDef, rows: WebsiteRow[]) {
  const own = rowsOf(rows, section);
  if (section.kind === 'list')
    return own.length ? (
      <Tag value={t('website.map.items', { count: own.length })} severity="success" />
    ) : (
      <Tag value={t('website.map.empty')} severity="secondary" />
    );
  return own.length ? (
    <Tag value={t('website.map.set')} severity="success" />
  ) : (
    <Tag value={t('website.map.default')} severity="secondary" />
  );
}

/**
 * `/petarsetwebsite`: which settings feed which part of the public page, top to bottom, generated from
 * the section catalogue, with the state of the owner's own rows and a link to each screen.
 */
export function WebsiteMapPage() {
  const { t } = useTranslation();
  const { rows } = useWebsiteRows();
  return (
    <section className="resource-page website-page" data-testid="website-map">
      <header className="resource-page-header website-head">
        <div>
          <h1>{t('website.map.title')}</h1>
          <p className="website-feeds">
            {t('website.map.intro')}{' '}
            <a href="/" target="_blank" rel="noopener">
              {t('website.map.open')}
            </a>
          </p>
        </div>
      </header>
      <ol className="website-map">
        {PUBLIC_PARTS.map((part) => (
          <li key={part} className="website-map-part">
            <h2>{t(`website.parts.${part}`)}</h2>
            <ul>
              {sectionsFeeding(part).map((section) => (
                <li key={section.key}>
                  <Link to={sectionPath(section)}>{t(`website.sections.${section.key}`)}</Link>{' '}
                  <span className="website-kind">{t(`website.kind.${section.kind}`)}</span>{' '}
                  {state(t, section, rows)}
                </li>
              ))}
              {part === 'team' && (
                <li>
                  <Link to="/dbteam">{t('website.map.dbteam')}</Link>
                </li>
              )}
              {part === 'blog' && (
                <li>
                  <Link to="/rpostingan">{t('website.map.posts')}</Link>
                </li>
              )}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
