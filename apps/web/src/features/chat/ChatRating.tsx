import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorAnswerOf } from '../../api/errors.ts';
import { PlainButton, PlainTextarea } from '../../ui/PlainControls.tsx';
import { type ChatConversation, type ChatIdentity, conversationApi } from './chat-api.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** A rating as stars (read only): the console's queue and conversation, and the customer's thanks. */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="chat-stars" role="img" aria-label={t('chat.rating.value', { rating })}>
      {STARS.map((n) => (n <= rating ? '★' : '☆')).join('')}
    </span>
  );
}

/**
 * Offered to the visitor or customer once the conversation is closed: 1 to 5 stars and an optional
 * comment, sent once; afterwards the given rating and a thank-you.
 */
export function ChatRating({
  conversation,
  identity,
  onRated,
}: {
  conversation: ChatConversation;
  identity: ChatIdentity;
  onRated: (conversation: ChatConversation) => void;
}) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  if (conversation.rating != null)
    return (
      <p className="chat-rated" data-testid="chat-rated">
        <RatingStars rating={conversation.rating} /> {t('chat.rating.thanks')}
      </p>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const answer = await conversationApi(identity).rate(conversation.code, rating, comment);
      onRated(answer.conversation);
    } catch (e) {
      const body = errorAnswerOf(e);
      setFailure((body?.errors && Object.values(body.errors).flat()[0]) || t('chat.sendFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="chat-rating" onSubmit={submit} data-testid="chat-rating">
      <fieldset className="chat-rating-stars">
        <legend>{t('chat.rating.ask')}</legend>
        {STARS.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={rating === n}
            aria-label={t('chat.rating.value', { rating: n })}
            className={n <= rating ? 'chat-star on' : 'chat-star'}
            onClick={() => setRating(n)}
            data-testid={`chat-star-${n}`}
          >
            {n <= rating ? '★' : '☆'}
          </button>
        ))}
      </fieldset>
      <label htmlFor={`${id}-comment`}>{t('chat.rating.comment')}</label>
      <PlainTextarea
        id={`${id}-comment`}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        rows={2}
        maxLength={1000}
        data-testid="chat-rating-comment"
      />
      {failure && (
        <p className="chat-error" role="alert">
          {failure}
        </p>
      )}
      <PlainButton
        type="submit"
        label={t('chat.rating.submit')}
        size="small"
        disabled={rating === 0}
        loading={busy}
        data-testid="chat-rating-submit"
      />
    </form>
  );
}
