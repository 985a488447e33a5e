import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Public tracking page: a customer enters the job's tracking code to follow its progress. */
export function LacakPage() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(code.trim() || null);
  }
  return (
    <form className="auth-card" onSubmit={submit} data-testid="lacak-page">
      <h1>{t('lacak.title')}</h1>
      <p>{t('lacak.lead')}</p>
      <label htmlFor="lacak-code">{t('lacak.code')}</label>
      <InputText id="lacak-code" value={code} onChange={(e) => setCode(e.target.value)} />
      <Button type="submit" label={t('lacak.submit')} icon="pi pi-search" />
      {submitted && <p data-testid="lacak-result">{t('errors.noRecordFound')}</p>}
    </form>
  );
}
