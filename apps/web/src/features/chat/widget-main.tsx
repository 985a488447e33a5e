/**
 * The chat widget as an entry of its own, for the public site the server renders (no SPA there): the
 * server's `/api/chat/widget.js` draws the launcher button into `#kantor-chat-widget` and imports this
 * module on the first click; importing it starts the translations and opens the panel in that spot.
 */
import 'primereact/resources/themes/lara-light-teal/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/inter/wght-italic.css';
import '../../app/fonts.css';
import i18next from 'i18next';
import { PrimeReactProvider } from 'primereact/api';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, requireNamespaces } from '../../i18n/i18n.ts';
import { PrimeLocaleSync } from '../../i18n/PrimeLocaleSync.tsx';
import { activePrimeLocale, bindPrimeLocale } from '../../i18n/primereact-locale.ts';
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
  await initI18n();
  bindPrimeLocale(i18next);
  await requireNamespaces(['chat']);
  createRoot(element).render(
    <StrictMode>
      <PrimeReactProvider value={{ ripple: false, locale: activePrimeLocale() }}>
        <PrimeLocaleSync />
        <Widget />
      </PrimeReactProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('kantor-chat-widget');
if (root) void mount(root);
