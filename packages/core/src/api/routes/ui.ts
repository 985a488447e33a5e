/**
 * What every signed-in screen reads of the admin's setup: the custom menu entries and the placeholder
 * images (issue 33, declared once). Its own file, apart from the admin's routes (admin.ts): the side menu
 * is in the signed-in shell's first load, which must not bring the admin's declarations with it
 * (e2e/pwa.e2e.ts holds the first load to the shell's own chunks). Served by
 * apps/server/src/modules/admin/ui.routes.ts.
 */
import { z } from 'zod';
import { CustomMenuEntry } from '../../admin/schemas.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';

/** `GET /ui/menu`: the custom menu entries and the user tables the caller may open. */
export const UiMenuAnswer = z.object({ entries: z.array(CustomMenuEntry) });
export type UiMenuAnswer = z.infer<typeof UiMenuAnswer>;

/** `GET /ui/placeholders`: an image path per module name (`dbteam`) or image field (`akun.foto`). */
export const PlaceholdersAnswer = z.object({ placeholders: z.record(z.string(), z.string()) });
export type PlaceholdersAnswer = z.infer<typeof PlaceholdersAnswer>;

export const uiMenuRoute = defineRoute({
  ...ROUTE_ADDRESSES.uiMenu,
  access: { kind: 'signedIn' },
  summary: 'The custom menu entries and user tables the caller may open',
  answer: UiMenuAnswer,
  answerSays: 'The entries, in their order',
});

export const placeholdersRoute = defineRoute({
  ...ROUTE_ADDRESSES.uiPlaceholders,
  access: { kind: 'signedIn' },
  summary: 'Placeholder images per module name',
  answer: PlaceholdersAnswer,
  answerSays: 'An image path per module or image field name',
});

/** What every signed-in screen reads of the admin's setup (custom menu, placeholders). */
export const UI_ROUTES = { menu: uiMenuRoute, placeholders: placeholdersRoute } as const;
