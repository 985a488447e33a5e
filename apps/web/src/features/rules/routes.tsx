import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const RuleListPage = lazy(() => import('./RuleListPage.tsx').then((m) => ({ default: m.RuleListPage })));
const RuleEditorPage = lazy(() =>
  import('./RuleEditorPage.tsx').then((m) => ({ default: m.RuleEditorPage })),
);

type Wait = (node: ReactNode) => ReactNode;

/**
 * The role-rule authoring screens (behind sign-in and the access guard): the rules of a role with
 * export, import and copy; add and edit with the per-category form and the live preview. The view
 * and filtered lists of `setupshowhideroleid` stay the generic screens.
 */
export function rulesMainRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'setupshowhideroleid', element: wait(<RuleListPage />) },
    { path: 'setupshowhideroleid/add', element: wait(<RuleEditorPage key="add" />) },
    { path: 'setupshowhideroleid/edit/:id', element: wait(<RuleEditorPage key="edit" />) },
  ];
}
