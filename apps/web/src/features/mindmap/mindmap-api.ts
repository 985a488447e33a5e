/** Calls of `/getmindmap`: the generic `rmindmap` routes (their permissions and checks apply). */
import { getResource, type MindmapNode } from '@kantor/core';
import { api } from '../../api/api.ts';

export type MindmapRecord = {
  id: number;
  judul: string;
  data: MindmapNode;
  nama_resource: string | null;
  id_record: number | null;
  keterangan: string | null;
  updated_at?: string;
};
type Saved = { message: string; record: MindmapRecord };

export const mindmapApi = {
  list: (search = '') =>
    api.get<{ records: MindmapRecord[]; totalRecords: number }>('rmindmap', {
      search,
      limit: '100',
      sort: 'judul',
    }),
  view: (id: number | string) => api.get<MindmapRecord>(`rmindmap/view/${id}`),
  /** The map tied to a record, if there is one. */
  async ofRecord(resource: string, id: number): Promise<MindmapRecord | null> {
    const answer = await api.get<{ records: MindmapRecord[] }>('rmindmap', {
      nama_resource: resource,
      id_record: String(id),
      limit: '1',
    });
    return answer.records[0] ?? null;
  },
  /** The title of the record a map is for (its resource's title field), read with the caller's rights. */
  async recordTitle(resource: string, id: number): Promise<string> {
    const record = await api.get<Record<string, unknown>>(`${resource}/view/${id}`);
    const field = getResource(resource)?.titleField;
    const title = field ? record[field] : null;
    return title === null || title === undefined || title === '' ? `#${id}` : String(title);
  },
  create: (body: { judul: string; data: MindmapNode; nama_resource?: string; id_record?: number }) =>
    api.post<Saved>('rmindmap/add', body),
  save: (id: number, body: { judul: string; data: MindmapNode }) =>
    api.put<Saved>(`rmindmap/edit/${id}`, body),
};
