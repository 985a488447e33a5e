import { checkSectionData, isSafeLink, type SectionDef, sectionOfRow } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import type { HookContext, ResourceHooks } from '../resources/index.ts';
import { domainProblems } from './site-domains.ts';

type Row = Record<string, unknown>;

/**
 * Every write of a website setting, through any route (the settings screens, the generic form, an
 * import, a seed), is checked against the section catalogue: a known section, its `data` keys by type,
 * a safe link, its image count, one row per owner for a single-page section, and domains that are
 * neither the main site's hosts nor another site's (site-domains.ts).
 */
async function check(ctx: HookContext, next: Row, id: unknown): Promise<SectionDef> {
  const errors: Record<string, string[]> = {};
  const section = sectionOfRow(String(next.bagian ?? ''), next.data);
  if (!section) {
    // a heading or an email template names its section in `data`; anything else is not in the catalogue
    const key = next.bagian === 'emailtemplate' ? 'data.jenis' : 'data.untuk';
    throw new ValidationError({ [key]: [ctx.msg('validation.in')] });
  }
  const { data, issues } = checkSectionData(section, next.data);
  for (const [field, list] of Object.entries(issues))
    errors[field] = list.map((issue) => ctx.msg(issue.key, issue.params));
  next.data = data;
  if (!errors['data.domain'] && section.data.some((field) => field.type === 'domains')) {
    const problems = await domainProblems(ctx, next, id);
    if (problems.length > 0) errors['data.domain'] = problems;
  }
  if (next.link != null && next.link !== '' && !isSafeLink(next.link))
    errors.link = [ctx.msg('validation.url')];
  const images = String(next.gambar ?? '')
    .split(',')
    .filter((p) => p.trim() !== '');
  if (images.length > (section.maxImages ?? 10))
    errors.gambar = [ctx.msg('validation.uploadLimit', { limit: section.maxImages ?? 10 })];
  if (section.kind === 'single' && next.user_id != null) {
    const match = section.match;
    const rows = await ctx.query<{ id: number }>(
      `SELECT id FROM rsetwebsite WHERE user_id = $1 AND bagian = $2 AND id <> $3
         ${match ? `AND data->>'${match.name}' = $4` : ''} LIMIT 1`,
      [next.user_id, section.bagian, Number(id ?? 0), ...(match ? [match.value] : [])],
    );
    if (rows.length > 0) errors.bagian = [ctx.msg('validation.unique')];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return section;
}

export const websiteSettingsHooks: ResourceHooks = {
  async beforeAdd(ctx, values) {
    await check(ctx, values, 0);
    if (values.data && typeof values.data === 'object') delete (values.data as Row).utama;
  },
  async beforeEdit(ctx, values, before) {
    // the row as the edit leaves it: checked whole, but only what changed is written
    const next: Row = { ...before, ...values };
    await check(ctx, next, before.id);
    if ('data' in values || 'bagian' in values) {
      // the main-site mark is set by the setuserid screen only (website.service setMainSite)
      const data = next.data as Row;
      const kept = (before.data as Row | null)?.utama;
      if (kept === undefined) delete data.utama;
      else data.utama = kept;
      values.data = data;
    }
  },
};
