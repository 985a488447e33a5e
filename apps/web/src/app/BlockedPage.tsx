import { DEFAULT_BLOCKED_MESSAGE } from '@kantor/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A page replaced by a block rule's message (spec §4 "Matching and blocking"). */
export function BlockedPage({ message }: { message?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="status-page" data-testid="blocked-page">
      <i className="pi pi-ban status-icon" aria-hidden="true" />
      <h1>{message || DEFAULT_BLOCKED_MESSAGE}</h1>
      <Button label={t('common.home')} icon="pi pi-home" onClick={() => navigate('/home')} />
    </section>
  );
}
