/** Calls of `/getmindmap`: the generic `rmindmap` routes (their permissions and checks apply). */
import { getResource, type MindmapListAnswer, type MindmapNode, type MindmapRecord } from '@kantor/core';
import { resourceCalls } from '../../resources/resource-calls.ts';

export type { MindmapRecord };

const maps = resourceCalls<MindmapRecord>('rmindmap');

export const mindmapApi = {
  list: (search = ''): Promise<MindmapListAnswer> => maps.list({ search, limit: '100', sort: 'judul' }),
  view: (id: number | string): Promise<MindmapRecord> => maps.view(id),
  /** The map tied to a record, if there is one. */
  async ofRecord(resource: string, id: number): Promise<MindmapRecord | null> {
    const answer = await maps.list({ nama_resource: resource, id_record: String(id), limit: '1' });
    return answer.records[0] ?? null;
  },
  /** The title of the record a map is for (its resource's title field), read with the caller's rights. */
  async recordTitle(resource: string, id: number): Promise<string> {
    const record: Record<string, unknown> = await resourceCalls(resource).view(id);
    const field = getResource(resource)?.titleField;
    const title = field ? record[field] : null;
    return title === null || title === undefined || title === '' ? `#${id}` : String(title);
  },
  create: (body: { judul: string; data: MindmapNode; nama_resource?: string; id_record?: number }) =>
    maps.add(body),
  save: (id: number, body: { judul: string; data: MindmapNode }) => maps.edit(id, body),
};
