/** Calls of `/getmindmap`: the generic `rmindmap` routes (their permissions and checks apply). */
import {
  getResource,
  type MindmapListAnswer,
  type MindmapNode,
  type MindmapRecord,
  type MindmapSaved,
} from '@kantor/core';
import { api } from '../../api/api.ts';

export type { MindmapRecord };

export const mindmapApi = {
  list: (search = '') =>
    api.get<MindmapListAnswer>('rmindmap', {
      search,
      limit: '100',
      sort: 'judul',
    }),
  view: (id: number | string) => api.get<MindmapRecord>(`rmindmap/view/${id}`),
  /** The map tied to a record, if there is one. */
  async ofRecord(resource: string, id: number): Promise<MindmapRecord | null> {
    const answer = await api.get<MindmapListAnswer>('rmindmap', {
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
    api.post<MindmapSaved>('rmindmap/add', body),
  save: (id: number, body: { judul: string; data: MindmapNode }) =>
    api.put<MindmapSaved>(`rmindmap/edit/${id}`, body),
};
