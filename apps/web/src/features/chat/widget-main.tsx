/**
 * The chat widget for the public site the server renders (no SPA there), built on its own
 * (vite.widget.config.ts: Preact in React's place, no PrimeReact, its own small stylesheet): the
 * server's `/api/chat/widget.js` draws the launcher button into `#kantor-chat-widget` and imports this
 * module on the first click; importing it starts the translations (the chat's only, in the visitor's
 * language, on the widget's element only) and opens the panel in that spot.
 */
import './widget.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, localeAttributes } from '../../i18n/i18n.ts';
import { ChatWidget } from './ChatWidget.tsx';
import { ChatWidgetLauncher } from './ChatWidgetLauncher.tsx';

function Widget() {
  // opened by the click that loaded this module; closing leaves the launcher
  const [open, setOpen] = useState(true);
  return open ? (
    <div
      className="chat-widget-root"
      style={{ position: 'fixed', insetInlineEnd: 16, bottom: 16, zIndex: 1000 }}
    >
      <ChatWidget onClose={() => setOpen(false)} />
    </div>
  ) : (
    <ChatWidgetLauncher />
  );
}

async function mount(element: HTMLElement): Promise<void> {
  // the site's page keeps its own language and direction; the widget speaks (and faces) the visitor's
  await initI18n({ namespaces: ['chat'], ownsDocument: false });
  Object.assign(element, localeAttributes());
  createRoot(element).render(
    <StrictMode>
      <Widget />
    </StrictMode>,
  );
}

const root = document.getElementById('kantor-chat-widget');
if (root) void mount(root);
