import { type FormEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { PlainButton, PlainTextarea } from '../../ui/PlainControls.tsx';
import { chatApi } from './chat-api.ts';

type Props = {
  onSend: (text: string, attachments: string[]) => Promise<void>;
  onTyping?: () => void;
  /** Attachments go through the media upload (signed-in users who may upload). */
  canAttach?: boolean;
  disabled?: boolean;
  /** Extra tools beside the attach button (canned replies). */
  tools?: (insert: (text: string) => void) => ReactNode;
};

function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const body = errorAnswerOf(error);
    const first = body.errors ? Object.values(body.errors).flat()[0] : undefined;
    return first ?? body.message ?? fallback;
  }
  return fallback;
}

/** The message box: Enter sends, Shift+Enter breaks the line; attachments upload first, then send. */
export function ChatComposer({ onSend, onTyping, canAttach, disabled, tools }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || (!text.trim() && files.length === 0)) return;
    setBusy(true);
    setError(null);
    try {
      await onSend(text, files);
      setText('');
      setFiles([]);
    } catch (e) {
      setError(errorText(e, t('chat.sendFailed')));
    } finally {
      setBusy(false);
    }
  };

  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) void submit(event as unknown as FormEvent);
  };

  const upload = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    setError(null);
    try {
      for (const file of [...list].slice(0, 5 - files.length)) {
        const answer = await chatApi.upload(file);
        setFiles((current) => [...current, answer.path]);
      }
    } catch (e) {
      setError(errorText(e, t('chat.uploadFailed')));
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit} data-testid="chat-composer">
      {files.length > 0 && (
        <ul className="chat-pending-files">
          {files.map((path) => (
            <li key={path}>
              <i className="pi pi-paperclip" aria-hidden /> {path.split('/').pop()}
              <button
                type="button"
                onClick={() => setFiles(files.filter((f) => f !== path))}
                aria-label={t('chat.removeFile')}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      <div className="chat-compose-row">
        {canAttach && (
          <>
            <input ref={picker} type="file" hidden multiple onChange={(e) => void upload(e.target.files)} />
            <PlainButton
              type="button"
              icon="pi pi-paperclip"
              text
              rounded
              aria-label={t('chat.attach')}
              onClick={() => picker.current?.click()}
              disabled={disabled || busy}
            />
          </>
        )}
        {tools?.((insert) => setText((current) => (current ? `${current} ${insert}` : insert)))}
        <PlainTextarea
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onTyping?.();
          }}
          onKeyDown={onKey}
          rows={1}
          autoResize
          maxLength={5000}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          disabled={disabled}
          data-testid="chat-input"
        />
        <PlainButton
          type="submit"
          icon="pi pi-send"
          rounded
          aria-label={t('chat.send')}
          loading={busy}
          disabled={disabled}
          data-testid="chat-send"
        />
      </div>
    </form>
  );
}
