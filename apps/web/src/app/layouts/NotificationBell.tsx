import {
  formatRelative,
  type myNoticesRoute,
  type NotificationItem,
  ROUTE_ADDRESSES,
  type readAllNoticesRoute,
  type readNoticeRoute,
} from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callAt } from '../../api/call-route.ts';
import { subscribeRealtime } from '../realtime.ts';

const KEY = ['notifications', 'mine'];

/**
 * The bell: the unread count of the user's own notices, kept live by the realtime channel (a new notice
 * or a read elsewhere changes it without a reload), and the latest notices in a panel.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const panel = useRef<OverlayPanel>(null);
  const mine = useQuery({
    queryKey: KEY,
    queryFn: () => callAt<typeof myNoticesRoute>(ROUTE_ADDRESSES.noticesMine, { query: { limit: '15' } }),
  });
  const [live, setLive] = useState<number | null>(null);
  // the server's `ready` comes once the channel is registered: from then on a new notice reaches the
  // bell without a reload (what `data-live` tells the browser journeys, instead of a fixed wait)
  const [connected, setConnected] = useState(false);

  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === 'ready') setConnected(true);
        if (event.type !== 'notification' && event.type !== 'notification-count') return;
        const unread = (event.data as { unread?: unknown } | undefined)?.unread;
        if (typeof unread === 'number') setLive(unread);
        if (event.type === 'notification') void client.invalidateQueries({ queryKey: KEY });
      }),
    [client],
  );
  useEffect(() => {
    if (mine.data) setLive(mine.data.unread);
  }, [mine.data]);

  const unread = live ?? mine.data?.unread ?? 0;
  const records = mine.data?.records ?? [];

  async function open(notice: NotificationItem) {
    panel.current?.hide();
    if (!notice.dibaca_pada) {
      const answer = await callAt<typeof readNoticeRoute>(ROUTE_ADDRESSES.noticeRead, {
        params: { id: String(notice.id) },
      }).catch(() => null);
      if (answer) setLive(answer.unread);
      void client.invalidateQueries({ queryKey: KEY });
    }
    if (notice.link?.startsWith('/')) navigate(notice.link);
  }

  async function readAll() {
    const answer = await callAt<typeof readAllNoticesRoute>(ROUTE_ADDRESSES.noticesReadAll).catch(() => null);
    if (answer) setLive(answer.unread);
    void client.invalidateQueries({ queryKey: KEY });
  }

  return (
    <>
      <Button
        text
        rounded
        className="notification-bell"
        icon="pi pi-bell"
        aria-label={t('jobs.bell.label', { count: unread })}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        data-live={connected ? 'true' : 'false'}
        onClick={(e) => panel.current?.toggle(e)}
      >
        {unread > 0 && (
          <Badge value={unread > 99 ? '99+' : unread} severity="danger" data-testid="notification-count" />
        )}
      </Button>
      <OverlayPanel ref={panel} className="notification-panel" aria-label={t('jobs.bell.title')}>
        <div className="notification-head">
          <strong>{t('jobs.bell.title')}</strong>
          <Button
            text
            size="small"
            label={t('jobs.bell.readAll')}
            onClick={readAll}
            disabled={unread === 0}
          />
        </div>
        {records.length === 0 ? (
          <p className="notification-empty">{t('jobs.bell.empty')}</p>
        ) : (
          <ul className="notification-list">
            {records.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  className={n.dibaca_pada ? 'notification-item' : 'notification-item unread'}
                  onClick={() => open(n)}
                >
                  {/* a person's notice says who wrote it: only the system's notices speak for themselves */}
                  {n.pengirim && (
                    <span className="notification-writer" data-testid="notification-writer">
                      {t('jobs.bell.from', { name: n.pengirim })}
                    </span>
                  )}
                  {/* left out when the role may not see it (Hide Kolom on rnotifikasi): a dash */}
                  <span className="notification-title">{n.judul ?? '—'}</span>
                  {n.isi && <span className="notification-body">{n.isi}</span>}
                  <time dateTime={n.dikirim_pada}>
                    {formatRelative(n.dikirim_pada, new Date(), i18n.language)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
      </OverlayPanel>
    </>
  );
}
