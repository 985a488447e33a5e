/** What a prompt run needs from the database: the template, its AI setting with the opened key. */
import { getResource } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { byName } from '../../db/name-order.ts';
import { secretBox } from '../../lib/secret-box.ts';

export type AiSetting = {
  id: number;
  nama: string;
  provider: string;
  endpoint_url: string | null;
  model: string;
  system_prompt: string | null;
  temperature: number | null;
  max_tokens: number | null;
  status: string;
  /** The sealed key as stored; opened only at the moment of the call. */
  sealedKey: string | null;
};

/** One AI setting with its sealed key (never leaves the server). */
export async function findAiSetting(query: Query, id: unknown): Promise<AiSetting | null> {
  if (id === null || id === undefined || !/^\d{1,15}$/.test(String(id))) return null;
  const rows = await query<Omit<AiSetting, 'temperature' | 'max_tokens'> & Record<string, unknown>>(
    `SELECT id, nama, provider, endpoint_url, model, system_prompt, temperature, max_tokens, status,
            api_key AS "sealedKey"
       FROM promptapiopenai WHERE id = $1`,
    [Number(id)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    temperature: row.temperature == null ? null : Number(row.temperature),
    max_tokens: row.max_tokens == null ? null : Number(row.max_tokens),
  } as AiSetting;
}

/** The key in clear, for the outgoing call only. Throws SecretBoxError when it does not open. */
export function openKey(setting: AiSetting): string | null {
  return setting.sealedKey ? secretBox().open(setting.sealedKey) : null;
}

export type BoundTemplate = {
  id: number;
  nama_template: string;
  kategori: string | null;
  isi_prompt: string;
};

/**
 * Active templates bound to a resource. A template is bound by naming the resource in its `kategori`
 * (e.g. `rpekerjaan`): the resource's view page then offers it under "Tanya AI" (docs/ai.md).
 */
export async function templatesFor(query: Query, resource: string | null): Promise<BoundTemplate[]> {
  if (resource !== null && !getResource(resource)) return [];
  return query<BoundTemplate>(
    `SELECT id, nama_template, kategori, isi_prompt FROM templateprompt
      WHERE status = 'Active' ${resource === null ? '' : 'AND lower(kategori) = lower($1)'}
      ORDER BY ${byName('nama_template')}, id LIMIT 200`,
    resource === null ? [] : [resource],
  );
}
