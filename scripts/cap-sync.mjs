// `npm run cap:sync`: brings the Capacitor shell's native projects (apps/web/android, apps/web/ios) up to
// date, see docs/mobile.md. Builds the web app first when it is missing or older than its sources, or
// always when VITE_API_HOST is set (the address is baked into the bundle); then `cap sync` copies
// apps/web/dist into both projects, writes their capacitor.config.json and the plugin lists (Gradle
// settings, Package.swift). Needs neither the Android SDK nor Xcode nor CocoaPods (iOS uses Swift Package
// Manager). Arguments go to `cap sync`: `npm run cap:sync -- android`.
import { existsSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { npmCommand, root, run, webBuildIsStale } from './lib.mjs';

const web = join(root, 'apps/web');
const cli = join(root, 'node_modules/@capacitor/cli/bin/capacitor');
const copies = ['android/app/src/main/assets/public', 'ios/App/App/public'].map((dir) => join(web, dir));

/**
 * The build's precompressed twins (.br, .gz) are for the server; the shell serves the plain files, so
 * they would only add megabytes to the APK and the IPA.
 */
function dropPrecompressed(dir) {
  let dropped = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(br|gz)$/.test(entry.name)) {
      unlinkSync(join(entry.parentPath, entry.name));
      dropped += 1;
    }
  }
  return dropped;
}

try {
  if (process.env.VITE_API_HOST || webBuildIsStale()) {
    console.log('Building the web app for the shell…');
    await run(npmCommand, ['run', 'build', '-w', '@kantor/web']);
  }
  if (process.env.KANTOR_SHELL_URL) {
    console.log(`The shell will open ${process.env.KANTOR_SHELL_URL}.`);
  } else {
    console.log(
      'ℹ KANTOR_SHELL_URL not set: the shell opens the bundled web app, which calls /api on its own origin ' +
        '(set KANTOR_SHELL_URL=https://your-server to open a deployment; docs/mobile.md).',
    );
  }
  await run(process.execPath, [cli, 'sync', ...process.argv.slice(2)], { cwd: web });
  const dropped = copies.filter(existsSync).reduce((sum, dir) => sum + dropPrecompressed(dir), 0);
  console.log(`Left out ${dropped} precompressed files (.br, .gz) the shell does not serve.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error?.code ?? 1;
}
