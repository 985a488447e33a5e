/// <reference types="@capacitor/status-bar" />
/**
 * The Capacitor shell (docs/mobile.md). Read by `npm run cap:sync`, which writes it into the native
 * projects. TypeScript rather than JSON so a deployment's address can be given when syncing:
 * `KANTOR_SHELL_URL=https://kantor.example.id npm run cap:sync` makes the shell open that server
 * (same origin for the API, uploads and cookies); without it the shell opens the bundled web app.
 */
import type { CapacitorConfig } from '@capacitor/cli';

const WHITE = '#ffffff';
const shellUrl = process.env.KANTOR_SHELL_URL?.trim() || undefined;

const config: CapacitorConfig = {
  appId: 'id.kantor.app',
  appName: 'Kantor',
  webDir: 'dist',
  backgroundColor: WHITE,
  server: {
    androidScheme: 'https',
    ...(shellUrl ? { url: shellUrl, cleartext: shellUrl.startsWith('http:') } : {}),
  },
  android: {
    backgroundColor: WHITE,
    // Android 15 draws apps edge to edge: keep the web view below the status bar there too
    adjustMarginsForEdgeToEdge: 'auto',
  },
  ios: {
    // the web view's content starts below the status bar and above the home indicator
    contentInset: 'automatic',
    backgroundColor: WHITE,
  },
  plugins: {
    // the same settings are applied again at start-up by src/native/status-bar.ts
    StatusBar: { overlaysWebView: false, style: 'LIGHT', backgroundColor: WHITE },
  },
};

export default config;
