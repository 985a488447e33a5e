import { monthRecapRoute, tapRoute } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { jakartaToday } from '../../lib/dates.ts';
import { msgOf } from '../../lib/i18n.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { withheldKeys, withhold } from '../../plugins/quotes.ts';
import { CONTENT_TYPES, readsOf, writeContext } from '../resources/index.ts';
import { MONTH_RECAP, RECAP_LINE, TAP } from './attendance.quotes.ts';
import { attendanceClock, checkedTap, recordTap } from './attendance.service.ts';
import { monthRecap, recapFile } from './recap.ts';
import { attendanceSettings } from './settings.ts';

/** The kiosk's tap and the monthly recap (docs/attendance.md). */
export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(
    app,
    tapRoute,
    async ({ body }, request) =>
      recordTap(writeContext(request), checkedTap(body, msgOf(request)), attendanceClock.now()),
    { quotes: TAP },
  );

  // the month per person, for whoever may list the records; `format=csv|xlsx|pdf` answers the file.
  // What it quotes leaves the answer, and the file's columns, where the role may not see it.
  serveRoute(
    app,
    monthRecapRoute,
    async ({ query }, request, reply) => {
      const today = jakartaToday();
      const month = query.bulan ?? today.slice(0, 7);
      // through the caller's Batasi Baris rules (issue 37): the recap counts the rows the caller reaches
      const recap = await monthRecap(
        readsOf(request),
        month,
        request.resourceAccess!.caller,
        await attendanceSettings(app.db.query),
        today,
      );
      const { format } = query;
      if (format === undefined) return recap;
      const { stream } = recapFile(
        await withhold(request, MONTH_RECAP, recap),
        await withheldKeys(request, RECAP_LINE),
        format,
        request.headers['accept-language'],
      );
      reply.header('Content-Type', CONTENT_TYPES[format]);
      reply.header('Content-Disposition', `attachment; filename="rekap-absensi-${month}.${format}"`);
      return reply.send(stream);
    },
    { quotes: MONTH_RECAP },
  );
}
