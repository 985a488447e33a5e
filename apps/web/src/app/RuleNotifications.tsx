import { normaliseRoute } from '@kantor/core';
import { Message } from 'primereact/message';
import { useLocation } from 'react-router';
import { usePageConfig } from '../rules/role-rules-context.tsx';

const SEVERITY = { info: 'info', success: 'success', warning: 'warn', danger: 'error' } as const;

/** The setup menu's "notification" rules: messages an admin shows a role on a route, above the page. */
export function RuleNotifications() {
  const { pathname } = useLocation();
  const { config } = usePageConfig(normaliseRoute(pathname));
  if (config.notifications.length === 0) return null;
  return (
    <div className="rule-notifications" data-testid="rule-notifications">
      {config.notifications.map((n, i) => (
        <Message key={n.ruleId ?? `n${i}`} severity={SEVERITY[n.severity] ?? 'info'} text={n.message} />
      ))}
    </div>
  );
}
