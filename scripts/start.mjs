// `npm start`: builds the web app and the server bundle when needed, then runs the compiled server
// with plain Node (it migrates and seeds on first run), supervised: a server that dies is logged and
// started again with back-off; Ctrl+C or SIGTERM stops it for good (scripts/supervise.mjs).
import { npmCommand, root, run, serverBuildIsStale, webBuildIsStale } from './lib.mjs';
import { supervise } from './supervise.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first run or changed sources)…');
  await run(npmCommand, ['run', 'build', '-w', '@kantor/web']);
}
if (serverBuildIsStale()) {
  console.log('Compiling the server (first run or changed sources)…');
  await run(npmCommand, ['run', 'build', '-w', '@kantor/server']);
}
process.exitCode = await supervise({
  command: process.execPath,
  args: ['--enable-source-maps', 'apps/server/dist/main.js'],
  cwd: root,
});
