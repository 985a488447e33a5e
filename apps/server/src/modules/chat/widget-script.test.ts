import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { widgetAssets } from './widget-script.ts';

const ENTRY = 'src/features/chat/widget-main.tsx';
let dist = '';

/** A web build folder with `manifest` written where the build named by `folder` keeps its own. */
function webDist(folder: string, manifest: unknown): string {
  dist = mkdtempSync(join(tmpdir(), 'kantor-widget-'));
  mkdirSync(join(dist, folder, '.vite'), { recursive: true });
  writeFileSync(join(dist, folder, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = '';
});

describe('widgetAssets: the public chat widget from its own build', () => {
  it('names the entry and every stylesheet of it and its imports, under /chat-widget/', () => {
    const root = webDist('chat-widget', {
      [ENTRY]: { file: 'assets/chat-widget-a1.js', css: ['assets/chat-widget-b2.css'], imports: ['_shared'] },
      _shared: { file: 'assets/shared-c3.js', css: ['assets/shared-d4.css'], imports: [ENTRY] },
      'src/locales/id-ID/chat.json': { file: 'assets/chat-e5.js' },
    });
    expect(widgetAssets(root)).toEqual({
      js: '/chat-widget/assets/chat-widget-a1.js',
      css: ['/chat-widget/assets/chat-widget-b2.css', '/chat-widget/assets/shared-d4.css'],
    });
  });

  it('is null without the widget build, even when the app build names the entry', () => {
    // the app's own manifest (before issue 35 the widget was one of its entries) is not the widget's
    const root = webDist('.', { [ENTRY]: { file: 'assets/chat-widget-a1.js', isEntry: true } });
    expect(widgetAssets(root)).toBeNull();
  });

  it('is null when the widget build has no widget entry', () => {
    expect(widgetAssets(webDist('chat-widget', { 'other.ts': { file: 'assets/x.js' } }))).toBeNull();
  });
});
