import { formatDateTimeLong, xmlProblem } from '@kantor/core';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorAnswerOf } from '../../api/errors.ts';
import { Spinner } from '../../app/Spinner.tsx';
import { toast } from '../../ui/index.ts';
import { type ReferenceState, useReference, useSaveReference } from './admin-api.ts';
import './admin.css';

type Format = 'xml' | 'json';

/** The problem the server would report, found in the browser first (same checker as the server's). */
function localProblem(text: string, format: Format): { key: string; params?: Record<string, number> } | null {
  if (text.trim() === '') return { key: 'admin.refxml.empty' };
  if (format === 'json') {
    try {
      JSON.parse(text);
      return null;
    } catch {
      return { key: 'admin.refxml.badJson' };
    }
  }
  const problem = xmlProblem(text);
  return problem
    ? { key: `admin.refxml.reasons.${problem.reason}`, params: { offset: problem.offset } }
    : null;
}

const guessFormat = (text: string): Format => (text.trimStart().startsWith('<') ? 'xml' : 'json');

/** `/manualtemplatejson/save_refxml/{id}`: a template's reference XML or JSON, checked, with its versions. */
export function SaveRefXmlPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const state = useReference(id);
  if (state.isLoading) return <Spinner />;
  if (!state.data) return <Message severity="error" text={t('admin.common.loadFailed')} />;
  return <ReferenceEditor key={state.data.id} id={id} state={state.data} />;
}

function ReferenceEditor({ id, state }: { id: string; state: ReferenceState }) {
  const { t, i18n } = useTranslation();
  const save = useSaveReference(id);
  const [text, setText] = useState(state.ref_xml ?? '');
  const [format, setFormat] = useState<Format>(state.format ?? guessFormat(state.ref_xml ?? '<'));
  const problem = localProblem(text, format);
  const serverErrors = errorAnswerOf(save.error);
  const submit = () =>
    save.mutate({ ref_xml: text, format }, { onSuccess: (answer) => toast.success(answer.message) });
  return (
    <section className="admin-page" data-testid="refxml-page">
      <h1>{t('admin.refxml.title', { name: state.nama_template })}</h1>
      <p>
        {t('admin.refxml.intro')}{' '}
        <Link to={`/manualtemplatejson/view/${state.id}`}>{t('admin.refxml.backToTemplate')}</Link>
      </p>
      <p>{t('admin.refxml.current', { version: state.versi })}</p>
      <div className="admin-toolbar">
        <label htmlFor="refxml-format">{t('admin.refxml.format')}</label>
        <Dropdown
          inputId="refxml-format"
          value={format}
          options={[
            { value: 'xml', label: 'XML' },
            { value: 'json', label: 'JSON' },
          ]}
          onChange={(e) => setFormat(e.value as Format)}
        />
      </div>
      <label htmlFor="refxml-content" className="admin-label">
        {t('admin.refxml.content')}
      </label>
      <InputTextarea
        id="refxml-content"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={14}
        className="admin-code"
        spellCheck={false}
        invalid={problem !== null}
        data-testid="refxml-content"
      />
      {problem ? (
        <small className="admin-problem" role="alert">
          {t(problem.key, problem.params)}
        </small>
      ) : (
        <small className="admin-ok">{t('admin.refxml.wellFormed')}</small>
      )}
      {serverErrors?.errors && (
        <Message severity="error" text={Object.values(serverErrors.errors).flat().join(' ')} />
      )}
      <div>
        <Button
          label={t('admin.refxml.save')}
          icon="pi pi-save"
          onClick={submit}
          loading={save.isPending}
          disabled={problem !== null}
        />
      </div>
      <h2>{t('admin.refxml.history')}</h2>
      {state.history.length === 0 ? (
        <p>{t('admin.refxml.noHistory')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="refxml-history">
            <thead>
              <tr>
                <th scope="col">{t('admin.refxml.version')}</th>
                <th scope="col">{t('admin.refxml.savedAt')}</th>
                <th scope="col">{t('admin.refxml.by')}</th>
                <th scope="col">{t('admin.refxml.format')}</th>
                <th scope="col">{t('admin.refxml.size')}</th>
                <th scope="col">SHA-256</th>
              </tr>
            </thead>
            <tbody>
              {[...state.history].reverse().map((h) => (
                <tr key={`${h.version}-${h.saved_at}`}>
                  <td>{h.version ?? '—'}</td>
                  <td>{formatDateTimeLong(h.saved_at, i18n.language)}</td>
                  <td>{h.by ?? '-'}</td>
                  {/* a figure read from a reference the role may not see is left out: a dash */}
                  <td>{h.format?.toUpperCase() ?? '—'}</td>
                  <td>{h.size ?? '—'}</td>
                  <td>{h.hash ? <code title={h.hash}>{h.hash.slice(0, 12)}</code> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
