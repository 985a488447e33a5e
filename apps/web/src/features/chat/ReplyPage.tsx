import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../app/session-context.tsx';
import { AgentConversation } from './AgentConversation.tsx';
import { ChatQueue } from './ChatQueue.tsx';
import './chat.css';

/**
 * `/rchat/balaspesan/{code}`: the reply screen of one conversation (the link an agent opens or
 * shares); without a code, the queue to pick one from.
 */
export function ReplyPage() {
  const { t } = useTranslation();
  const { code } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const me = session.user ? Number(session.user.id) : null;
  if (!code) {
    return (
      <section className="chat-reply" data-testid="chat-reply">
        <h1>{t('chat.reply.title')}</h1>
        <ChatQueue selected={null} onSelect={(c) => navigate(`/rchat/balaspesan/${encodeURIComponent(c)}`)} />
      </section>
    );
  }
  return (
    <section className="chat-reply" data-testid="chat-reply">
      <AgentConversation code={code} me={me} onBack={() => navigate('/rchat/balaspesan')} />
    </section>
  );
}
