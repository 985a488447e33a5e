import { buildApp } from './app.ts';
import { DEMO_ADMIN_PASSWORD, DEMO_TEKNISI_PASSWORD, loadConfig, startWarnings } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  ${config.appName} is running: ${url}`,
  `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  '  Demo sign-in:',
  `    admin   / ${config.adminPassword === DEMO_ADMIN_PASSWORD ? DEMO_ADMIN_PASSWORD : '(ADMIN_PASSWORD)'}`,
  `    teknisi / ${config.teknisiPassword === DEMO_TEKNISI_PASSWORD ? DEMO_TEKNISI_PASSWORD : '(TEKNISI_PASSWORD)'}`,
  '',
];
for (const warning of startWarnings()) {
  app.log.warn(warning);
  lines.push(`  Warning: ${warning}`, '');
}
process.stdout.write(`${lines.join('\n')}\n`);
