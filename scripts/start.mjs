// `npm start`: builds the web app when needed, then runs the server (which migrates and seeds on first run).
import { npmCommand, root, run, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first run or changed sources)…');
  await run(npmCommand, ['run', 'build']);
}
await run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root }).catch((error) => {
  process.exitCode = error.code ?? 1;
});
