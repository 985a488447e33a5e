// `npm start`: builds the web app and the server bundle when needed, then runs the compiled server
// with plain Node (it migrates and seeds on first run).
import { npmCommand, root, run, serverBuildIsStale, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first run or changed sources)…');
  await run(npmCommand, ['run', 'build', '-w', '@kantor/web']);
}
if (serverBuildIsStale()) {
  console.log('Compiling the server (first run or changed sources)…');
  await run(npmCommand, ['run', 'build', '-w', '@kantor/server']);
}
await run(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { cwd: root }).catch(
  (error) => {
    process.exitCode = error.code ?? 1;
  },
);
