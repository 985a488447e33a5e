import { Card } from 'primereact/card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { SectionForm } from './SectionForm.tsx';
import { itemsUnder, SectionItems } from './SectionListPage.tsx';
import { rowsOf, sectionOf, useWebsiteRows } from './use-website.ts';
import { websiteApi } from './website-api.ts';
import '../../resources/resources.css';
import './website.css';

/**
 * A single-page section's screen (`/rsetwebsite/umum`, `/rsetwebsite/editfaq` …): one form, the owner's row;
 * a heading's screen lists the items it heads under the form (the FAQ's questions on `editfaq`).
 */
export function SinglePage({ sectionKey }: { sectionKey: string }) {
  const { t } = useTranslation();
  const section = sectionOf(sectionKey);
  const { rows, isLoading, refresh } = useWebsiteRows();
  const row = rowsOf(rows, section)[0] ?? null;
  const items = itemsUnder(section);
  return (
    <section className="resource-page website-page" data-testid="website-single">
      <header className="resource-page-header website-head">
        <div>
          <h1>{t(`website.sections.${section.key}`)}</h1>
          <p className="website-feeds">
            {t('website.feeds', { part: t(`website.parts.${section.feeds}`) })} ·{' '}
            <Link to="/petarsetwebsite">{t('website.map.title')}</Link>
          </p>
        </div>
      </header>
      <Card>
        {isLoading ? (
          <Spinner />
        ) : (
          <SectionForm
            key={row?.id ?? 'new'}
            section={section}
            row={row}
            save={(values) => websiteApi.saveSingle(section.key, values)}
            onSaved={() => void refresh()}
          />
        )}
      </Card>
      {items && (
        <Card>
          <SectionItems section={items} title={t(`website.sections.${items.key}`)} />
        </Card>
      )}
    </section>
  );
}
