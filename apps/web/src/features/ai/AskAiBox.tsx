import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { toast } from '../../ui/index.ts';
import { type AiEvent, runPrompt } from './ai-api.ts';
import './ai.css';

export type AskAiBoxProps = {
  templateId: number;
  /** The record the placeholders are filled from (the server reads it with the caller's access). */
  resource?: string;
  recordId?: string | number;
  /** Placeholders the record cannot fill: asked for before the run. */
  ask: readonly string[];
};

type State = 'idle' | 'running' | 'done' | 'failed';

/**
 * Runs a prompt template and shows the answer as it streams in. A placeholder nobody filled comes
 * back from the server as a 422 naming it: its input appears with the message.
 */
export function AskAiBox({ templateId, resource, recordId, ask }: AskAiBoxProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [extra, setExtra] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [answer, setAnswer] = useState('');
  const [prompt, setPrompt] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<State>('idle');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  // a new template or record starts afresh
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the run's identity only
  useEffect(() => {
    abort.current?.abort();
    setAnswer('');
    setPrompt(null);
    setFailure(null);
    setErrors({});
    setExtra([]);
    setState('idle');
  }, [templateId, resource, recordId]);

  const inputs = [...ask, ...extra.filter((name) => !ask.includes(name))];

  function onEvent(event: AiEvent) {
    if (event.event === 'start') setPrompt(event.prompt);
    else if (event.event === 'delta') setAnswer((text) => text + event.text);
    else if (event.event === 'done') setState('done');
    else {
      setFailure(event.message);
      setState('failed');
    }
  }

  async function run() {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setAnswer('');
    setPrompt(null);
    setFailure(null);
    setErrors({});
    setState('running');
    try {
      const variables = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
      await runPrompt({ templateId, resource, recordId, variables }, onEvent, controller.signal);
      setState((s) => (s === 'running' ? 'done' : s));
    } catch (error) {
      if (controller.signal.aborted) {
        setState('idle');
        return;
      }
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors) {
        setErrors(body.errors);
        setExtra(Object.keys(body.errors).filter((k) => !['templateId', 'resource', 'recordId'].includes(k)));
        setFailure(Object.values(body.errors).flat()[0] ?? error.message);
      } else setFailure(error instanceof ApiError ? error.message : t('ai.failed'));
      setState('failed');
    }
  }

  async function copy() {
    await navigator.clipboard?.writeText(answer);
    toast.success(t('ai.copied'));
  }

  return (
    <div className="ai-box">
      {inputs.length > 0 && (
        <div className="ai-inputs">
          {inputs.map((name) => (
            <div className="ai-input" key={name}>
              <label htmlFor={`ai-var-${name}`}>{name.replace(/_/g, ' ')}</label>
              <InputText
                id={`ai-var-${name}`}
                value={values[name] ?? ''}
                onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
                invalid={Boolean(errors[name])}
              />
              {errors[name] && <small className="ai-error">{errors[name]![0]}</small>}
            </div>
          ))}
        </div>
      )}
      <div className="ai-actions">
        <Button
          label={t('ai.ask')}
          icon="pi pi-sparkles"
          onClick={() => void run()}
          loading={state === 'running'}
          data-testid="ai-ask"
        />
        {state === 'running' && (
          <Button
            label={t('ai.stop')}
            icon="pi pi-stop"
            severity="secondary"
            outlined
            onClick={() => abort.current?.abort()}
          />
        )}
        {state === 'done' && answer && (
          <Button
            label={t('ai.copy')}
            icon="pi pi-copy"
            severity="secondary"
            text
            onClick={() => void copy()}
          />
        )}
      </div>
      {failure && <Message severity="error" text={failure} className="ai-failure" data-testid="ai-failure" />}
      {(answer || state === 'running') && (
        <output
          className="ai-answer"
          aria-live="polite"
          aria-busy={state === 'running'}
          data-testid="ai-answer"
        >
          {answer || t('ai.waiting')}
        </output>
      )}
      {prompt && (
        <details className="ai-prompt">
          <summary>{t('ai.promptSent')}</summary>
          <pre>{prompt}</pre>
        </details>
      )}
    </div>
  );
}
