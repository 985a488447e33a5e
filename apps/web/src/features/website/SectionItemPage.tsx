import { Card } from 'primereact/card';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { SectionForm } from './SectionForm.tsx';
import { rowsOf, sectionOf, useWebsiteRows } from './use-website.ts';
import { websiteApi } from './website-api.ts';
import '../../resources/resources.css';
import './website.css';

/** Add or edit one loop-list item (`/rsetwebsite/faqadd`, `/rsetwebsite/faqedit/{id}`). */
export function SectionItemPage({ sectionKey }: { sectionKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const section = sectionOf(sectionKey);
  const { rows, isLoading, refresh } = useWebsiteRows();
  const row = id ? (rowsOf(rows, section).find((r) => String(r.id) === id) ?? null) : null;
  const listPath = `/rsetwebsite/${section.routes.list}`;
  const missing = Boolean(id) && !isLoading && !row;
  return (
    <section className="resource-page website-page" data-testid="website-item">
      <header className="resource-page-header website-head">
        <div>
          <h1>
            {t(id ? 'website.item.edit' : 'website.item.add', {
              section: t(`website.sections.${section.key}`),
            })}
          </h1>
          <p className="website-feeds">
            <Link to={listPath}>← {t(`website.sections.${section.key}`)}</Link>
          </p>
        </div>
      </header>
      <Card>
        {isLoading ? (
          <Spinner />
        ) : missing ? (
          <p>{t('website.item.missing')}</p>
        ) : (
          <SectionForm
            key={row?.id ?? 'new'}
            section={section}
            row={row}
            save={(values) =>
              row ? websiteApi.editItem(section.key, row.id, values) : websiteApi.addItem(section.key, values)
            }
            onSaved={async () => {
              await refresh();
              navigate(listPath);
            }}
          />
        )}
      </Card>
    </section>
  );
}
