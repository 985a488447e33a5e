// @vitest-environment node
/**
 * `cap sync` on the committed native projects, on a machine without the Android SDK, Xcode or
 * CocoaPods (like this one and CI): a copy of apps/web's shell files with a stand-in build in dist/,
 * synced by the real Capacitor CLI. The plugin lists it writes must equal the committed ones, so a
 * plugin added to package.json without `npm run cap:sync` fails here.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const web = fileURLToPath(new URL('../..', import.meta.url));
const root = join(web, '../..');
const cli = join(root, 'node_modules/@capacitor/cli/bin/capacitor');
const INDEX = '<!doctype html><title>Kantor</title><p id="shell-test">stand-in build</p>';
/** Files `cap sync` writes and the repository keeps: Gradle's plugin list and Swift's package. */
const COMMITTED = [
  'android/capacitor.settings.gradle',
  'android/app/capacitor.build.gradle',
  'ios/App/CapApp-SPM/Package.swift',
];

let dir = '';

function cap(args: string[], env: Record<string, string> = {}) {
  const base = { ...process.env };
  delete base.KANTOR_SHELL_URL;
  return promisify(execFile)(process.execPath, [cli, ...args], { cwd: dir, env: { ...base, ...env } });
}

const read = (path: string) => readFileSync(join(dir, path), 'utf8');
const json = (path: string) => JSON.parse(read(path)) as Record<string, unknown>;
/** Relative paths to node_modules differ between the copy and the repository; the rest must not. */
const portable = (text: string) => text.replace(/(["'])[^"'\n]*?node_modules\//g, '$1node_modules/');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kantor-cap-sync-'));
  // generated copies (web assets, Cordova shims, build output) are not part of the committed projects
  const committed = (src: string) =>
    !/[/\\](public|build|\.gradle|capacitor-cordova-(android|ios)-plugins)$/.test(src);
  for (const name of ['android', 'ios'])
    cpSync(join(web, name), join(dir, name), { recursive: true, filter: committed });
  for (const name of ['package.json', 'capacitor.config.ts']) cpSync(join(web, name), join(dir, name));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist/index.html'), INDEX);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('cap sync without native SDKs', () => {
  it('copies the build into both projects with the shell settings and the three plugins', async () => {
    const { stdout } = await cap(['sync']);
    expect(stdout).toContain('Sync finished');
    expect(read('android/app/src/main/assets/public/index.html')).toBe(INDEX);
    expect(read('ios/App/App/public/index.html')).toBe(INDEX);

    for (const path of [
      'android/app/src/main/assets/capacitor.config.json',
      'ios/App/App/capacitor.config.json',
    ]) {
      const config = json(path);
      expect(config).toMatchObject({
        appId: 'id.kantor.app',
        webDir: 'dist',
        backgroundColor: '#ffffff',
        android: { backgroundColor: '#ffffff', adjustMarginsForEdgeToEdge: 'auto' },
        ios: { contentInset: 'automatic' },
        plugins: { StatusBar: { overlaysWebView: false, style: 'LIGHT', backgroundColor: '#ffffff' } },
      });
      expect(config.server).toEqual({ androidScheme: 'https' });
    }
    expect(JSON.parse(read('android/app/src/main/assets/capacitor.plugins.json'))).toEqual([
      { pkg: '@capacitor/camera', classpath: 'com.capacitorjs.plugins.camera.CameraPlugin' },
      { pkg: '@capacitor/filesystem', classpath: 'com.capacitorjs.plugins.filesystem.FilesystemPlugin' },
      { pkg: '@capacitor/status-bar', classpath: 'com.capacitorjs.plugins.statusbar.StatusBarPlugin' },
    ]);
    for (const path of COMMITTED) {
      expect(portable(read(path)), path).toBe(portable(readFileSync(join(web, path), 'utf8')));
    }
    expect(read('ios/App/CapApp-SPM/Package.swift')).toContain('.product(name: "CapacitorCamera"');
  });

  it('points the shell at a deployment given as KANTOR_SHELL_URL', async () => {
    await cap(['copy', 'android'], { KANTOR_SHELL_URL: 'https://kantor.example.id' });
    expect(json('android/app/src/main/assets/capacitor.config.json').server).toEqual({
      androidScheme: 'https',
      url: 'https://kantor.example.id',
      cleartext: false,
    });
  });
});
