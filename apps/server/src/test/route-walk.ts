import { getResource, pageKeyOf } from '@kantor/core';
import type { LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';
import type { RouteEntry } from '../plugins/access.ts';
import { pdfCidText } from './pdf-cid-text.ts';
import { pdfText } from './pdf-text.ts';

/** Route walks over the route table: what an answer says whatever its format, and what a route needs. */

/** Everything an answer says, as text: JSON, CSV, the text of a PDF, every part of an XLSX, DOCX or ZIP. */
export function textOf(response: LightMyRequestResponse): string {
  const body = response.rawPayload;
  if (body.subarray(0, 4).toString('latin1') === '%PDF') return `${pdfText(body)}\n${pdfCidText(body)}`;
  if (body[0] === 0x50 && body[1] === 0x4b) {
    const parts = unzipSync(new Uint8Array(body));
    return Object.values(parts)
      .map((part) => {
        const buffer = Buffer.from(part);
        return buffer.subarray(0, 4).toString('latin1') === '%PDF'
          ? `${pdfText(buffer)}\n${pdfCidText(buffer)}`
          : buffer.toString('utf8');
      })
      .join('\n');
  }
  return body.toString('utf8');
}

/**
 * Every page a route's declared access needs (its own, `also`, `alsoPages`, the record's view); a
 * `:resource` route's for each of `resources`.
 */
export function pagesOf(route: RouteEntry, resources: readonly string[]): string[] {
  const access = route.access;
  if (!access || access.kind === 'public' || access.kind === 'signedIn') return [];
  const pages: string[] = [];
  if (access.kind === 'page' || access.kind === 'scope' || access.kind === 'agent')
    pages.push(...(typeof access.page === 'string' ? [access.page] : access.page));
  if (access.kind === 'admin' && access.page) pages.push(access.page);
  if (access.kind === 'resource') {
    const names = access.resource === ':resource' ? resources : [access.resource];
    for (const name of names) {
      const resource = getResource(name)!;
      for (const action of [access.action, ...(access.also ?? [])])
        if (action !== 'options') pages.push(pageKeyOf(resource, action));
    }
    pages.push(...(access.alsoPages ?? []));
  }
  if (access.record) {
    const target = access.record.resource;
    for (const name of target === ':resource' ? resources : [target]) pages.push(`${name}/view`);
  }
  return pages;
}
