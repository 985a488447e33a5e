import { MonthRecap, TapAnswer } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { answers, answersOrFile } from '../../lib/answer-schema.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { msgOf } from '../../lib/i18n.ts';
import { documentedBody, text, textQuery } from '../../lib/request-schema.ts';
import { pageRoute, resourceRoute } from '../../plugins/access.ts';
import { quoting, withheldKeys, withhold } from '../../plugins/quotes.ts';
import {
  CONTENT_TYPES,
  EXPORT_FORMATS,
  type ExportFormat,
  readsOf,
  writeContext,
} from '../resources/index.ts';
import { MONTH_RECAP, RECAP_LINE, TAP } from './attendance.quotes.ts';
import { attendanceClock, readTap, recordTap } from './attendance.service.ts';
import { monthRecap, readMonth, recapFile } from './recap.ts';
import { attendanceSettings } from './settings.ts';

type Q = { Querystring: Record<string, unknown> };

const tapSchema = {
  summary: 'A card tap at the kiosk: checks its owner in or out (a double read is ignored)',
  ...documentedBody(
    {
      kode_rfid: text(
        'the card number as the reader types it (a number is read as text), at most 64 characters',
      ),
      foto: text('path of a photo uploaded at the tap (/api/media/upload)'),
    },
    ['kode_rfid'],
  ),
  ...answers(TapAnswer, 'What the tap did, its owner, the day’s record as it now stands and the time'),
};

const recapSchema = {
  summary: 'The attendance recap of a month per person (an admin sees everyone, others themselves)',
  ...textQuery({
    bulan: 'the month, YYYY-MM (this month)',
    format: '`csv`, `xlsx` or `pdf`: the recap as a file; JSON when absent',
  }),
  ...answersOrFile(
    MonthRecap,
    'The month, the lateness rule and a line per person; with `format`, as a file',
    ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
  ),
};

/** The kiosk's tap and the monthly recap (docs/attendance.md). */
export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  // the kiosk: whoever holds the kiosk page records taps of any card (the reader is shared)
  app.post(
    '/absensirfidmanual/tap',
    quoting(TAP, { ...pageRoute('absensirfidmanual'), schema: tapSchema }),
    async (request) =>
      recordTap(writeContext(request), readTap(request.body, msgOf(request)), attendanceClock.now()),
  );

  // the month per person, for whoever may list the records; `format=csv|xlsx|pdf` answers the file.
  // What it quotes leaves the answer, and the file's columns, where the role may not see it.
  const recapRoute = quoting(MONTH_RECAP, { ...resourceRoute('rabsensi', 'list'), schema: recapSchema });
  app.get<Q>('/rabsensi/rekap', recapRoute, async (request, reply) => {
    const msg = msgOf(request);
    const today = jakartaToday();
    const month = readMonth(request.query, today, msg);
    // through the caller's Batasi Baris rules (issue 37): the recap counts the rows the caller reaches
    const recap = await monthRecap(
      readsOf(request),
      month,
      request.resourceAccess!.caller,
      await attendanceSettings(app.db.query),
      today,
    );
    const format = request.query.format;
    if (format === undefined || format === '') return recap;
    if (!EXPORT_FORMATS.includes(format as ExportFormat))
      throw new ValidationError({ format: [msg('validation.in')] });
    const { stream } = recapFile(
      await withhold(request, MONTH_RECAP, recap),
      await withheldKeys(request, RECAP_LINE),
      format as ExportFormat,
      request.headers['accept-language'],
    );
    reply.header('Content-Type', CONTENT_TYPES[format as ExportFormat]);
    reply.header('Content-Disposition', `attachment; filename="rekap-absensi-${month}.${format}"`);
    return reply.send(stream);
  });
}
