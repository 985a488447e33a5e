/**
 * Mind maps (`rmindmap`) go through the generic resource routes (apps/server/src/modules/resources);
 * these are those answers with the record's own shape.
 */
import type { MindmapNode } from '../mindmap/index.ts';
import type { ListAnswer, SaveAnswer } from './resources.ts';

/** An `rmindmap` record as `GET /rmindmap/view/{id}`, the list, add and edit answer it. */
export type MindmapRecord = {
  id: number;
  judul: string;
  /** The tree, normalised by the server on every write. */
  data: MindmapNode;
  /** The resource and record a map is tied to (one map per record), or none. */
  nama_resource: string | null;
  id_record: number | null;
  keterangan: string | null;
  /** The owner and its name; left out for a role they are hidden from. */
  user_id?: number | null;
  user_id_label?: string | null;
  created_at: string;
  updated_at: string;
};

/** `GET /rmindmap`. */
export type MindmapListAnswer = ListAnswer<MindmapRecord>;

/** `POST /rmindmap/add`, `PUT /rmindmap/edit/{id}`. */
export type MindmapSaved = SaveAnswer<MindmapRecord>;
