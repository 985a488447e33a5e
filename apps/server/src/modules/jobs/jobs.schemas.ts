import {
  BulkCommitAnswer,
  BulkPreview,
  BulkTemplate,
  JobDuplicateAnswer,
  JobProgressAnswer,
  JobWhatsappAnswer,
  PublicJob,
  TrackListAnswer,
  TrackSubJob,
} from '@kantor/core';
import { answers } from '../../lib/answer-schema.ts';
import { documentedBody, flag, noBody, pathParams, text, textQuery } from '../../lib/request-schema.ts';

/** The field-work routes' schemas: what /api/docs says they read (the handlers check the bodies themselves). */

/** For a POST that reads no body: says so in /api/docs instead of "not described yet". */

const bulkBody = documentedBody(
  {
    id_pekerjaan: { type: 'integer', description: 'the job the sub jobs belong to' },
    text: text(
      'the pasted table, one sub job a line, cells separated by tabs, semicolons or commas: name, weight ' +
        '(%), technician, volume, start date (only the name is needed; at most 100,000 characters read)',
    ),
  },
  ['id_pekerjaan'],
);

export const trackListSchema = {
  summary: 'A technician’s work list: the sub jobs assigned to them, open first (an admin sees everyone’s)',
  ...textQuery({
    done: '`true` or `1`: the latest finished ones too',
    search: 'in the sub job’s and job’s names and the customer’s name (at most 100 characters)',
    limit: 'rows, 1 to 300 (100)',
  }),
  ...answers(TrackListAnswer, 'The sub jobs, and whether the caller is a technician'),
};

export const trackSubJobSchema = {
  summary: 'One sub job as the progress screen shows it, with its job and last 20 steps',
  ...pathParams('id'),
  ...answers(TrackSubJob, 'The sub job, its job and its last 20 steps, newest first'),
};

export const addProgressSchema = {
  summary: 'Record a progress step of a sub job (the time is the server’s)',
  description:
    'Checked as a new `rsubptrackprogres` record; answers the sub job’s and job’s progress after it.',
  ...documentedBody(
    {
      id_subpekerjaan: { type: 'integer', description: 'the sub job' },
      persentase: { type: 'number', description: 'the percent reached, 0 to 100' },
      nama_langkah: text('what was done, at most 200 characters (`Progres {persentase}%` when empty)'),
      catatan: text('note, at most 2000 characters'),
      foto: text('comma-separated paths of uploaded images (/api/media/upload), at most 10'),
      lokasi_gps: text('"lat,lng" where the photo was taken'),
      publik: flag('shown to the customer on the tracking page (true when absent)'),
    },
    ['id_subpekerjaan', 'persentase'],
  ),
  ...answers(JobProgressAnswer, 'The step written, and the sub job’s and job’s progress after it'),
};

export const duplicateJobSchema = {
  summary: 'Copy a job and its sub jobs as a new On Going job starting today',
  ...pathParams('id'),
  ...noBody(),
  ...answers(JobDuplicateAnswer, 'The new job'),
};

export const bulkPreviewSchema = {
  summary: 'Check pasted sub jobs for a job: every row as it would be written, with its errors',
  ...bulkBody,
  ...answers(BulkPreview, 'Every row as it would be written, with its errors, and the weights’ total'),
};

export const bulkCommitSchema = {
  summary: 'Add pasted sub jobs to a job: all rows or none',
  ...bulkBody,
  ...answers(BulkCommitAnswer, 'Every row written (a 422 names each failing row instead)'),
};

export const bulkTemplateSchema = {
  summary: 'A starting table for a job: the sub jobs of the latest job of its type, or its unit rates',
  ...pathParams('id'),
  ...answers(BulkTemplate, 'The table as text, and where it came from'),
};

export const jobWhatsappSchema = {
  summary: 'The tracking link and a wa.me message for a job’s customer (gives the job a code if it had none)',
  ...pathParams('id'),
  ...noBody(),
  ...answers(JobWhatsappAnswer, 'The tracking code and link, the message and its wa.me link'),
};

export const publicTrackingSchema = {
  summary: 'Public tracking of a job by its code: only the public fields',
  description: 'A client that misses too often is refused with 429.',
  ...pathParams('code'),
  ...answers(PublicJob, 'The job’s public fields, its sub jobs and its public steps'),
};
