/**
 * Mind maps (`rmindmap`) go through the generic resource routes (apps/server/src/modules/resources);
 * these are those answers with the record's own shape.
 */
import { z } from 'zod';
import { MindmapNode } from '../mindmap/schemas.ts';
import { type ListAnswer, listAnswer, type SaveAnswer, saveAnswer } from './resources.ts';

/** An `rmindmap` record as `GET /rmindmap/view/{id}`, the list, add and edit answer it. */
export const MindmapRecord = z.object({
  id: z.int(),
  judul: z.string(),
  /** The tree, normalised by the server on every write (its children unchecked here: see MindmapNode). */
  data: MindmapNode,
  /** The resource and record a map is tied to (one map per record), or none. */
  nama_resource: z.string().nullable(),
  id_record: z.int().nullable(),
  keterangan: z.string().nullable(),
  /** The owner and its name; left out for a role they are hidden from. */
  user_id: z.int().nullable().optional(),
  user_id_label: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MindmapRecord = Omit<z.infer<typeof MindmapRecord>, 'data'> & { data: MindmapNode };

/** `GET /rmindmap`. */
export const MindmapListAnswer = listAnswer(MindmapRecord);
export type MindmapListAnswer = ListAnswer<MindmapRecord>;

/** `POST /rmindmap/add`, `PUT /rmindmap/edit/{id}`. */
export const MindmapSaved = saveAnswer(MindmapRecord);
export type MindmapSaved = SaveAnswer<MindmapRecord>;
