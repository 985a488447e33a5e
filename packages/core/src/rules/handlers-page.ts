import { DEFAULT_BLOCKED_MESSAGE, DEFAULT_LIST_ACTION_ICON, DEFAULT_MANUAL_MENU_ICON } from '../constants.ts';
import { isSafeApiPath } from '../expr/api-path.ts';
import { colourKind } from '../expr/colours.ts';
import type { Builder } from './builder.ts';
import { parseFieldList } from './field-list.ts';
import { checkExpression, type Handler } from './handlers-fields.ts';
import { isNo, isSafeName, isYes, linkTarget, type ReadRule, ruleRoute, safeLink } from './record.ts';
import { firstMeaningful, names } from './shared.ts';
import type { AutofillMapping, AutofillMatch, NotificationSeverity } from './types.ts';

const colourOf = (r: ReadRule) => r.text('iconcolor') || r.text('icon_color') || null;

/** A link from the first non-empty field, warning when it is unsafe. */
function link(b: Builder, text: string, allowExternal = true): string | null {
  if (text === '') return null;
  const safe = safeLink(text, allowExternal);
  if (safe === null) b.warn('unsafe-link', { key: 'unsafeLink', params: { value: text.slice(0, 80) } });
  return safe;
}

/** Replace Menu: the entry at `nama_route` gets a new address, label, icon, target. See docs/rules.md. */
export const replaceMenu: Handler = (r, b) => {
  const route = ruleRoute(r.rawRoute);
  if (route === '') return b.warn('missing-route', { key: 'menuEntryToReplace' });
  const to = link(b, r.text('url_replace_route'));
  const label = r.text('replace_label') || null;
  const icon = r.text('iconmenu') || null;
  if (to === null && label === null && icon === null)
    return b.warn('missing-value', { key: 'nothingToReplace' });
  const first = b.config.menuReplacements[route] === undefined;
  if (first) {
    b.config.menuReplacements[route] = {
      route,
      to,
      label,
      icon,
      iconcolor: colourOf(r),
      target: linkTarget(r.text('target')),
      ruleId: r.id,
    };
  }
  b.decide('menus', route, 'menu-replaced', first);
};

/** A menu entry with `iconcolor` and `target` only when set (core's `MenuItem` has no nulls). */
function withOptional<T extends object>(item: T, iconcolor: string | null, target: string | null) {
  return { ...item, ...(iconcolor === null ? {} : { iconcolor }), ...(target === null ? {} : { target }) };
}

/** Buat Menu Manual: a new entry before/after (or inside) the entry at `nama_route`. See docs/rules.md. */
export const buatMenuManual: Handler = (r, b) => {
  const to = link(b, r.text('url_replace_route') || r.text('link_action') || r.text('url_action'));
  const label = r.text('replace_label') || r.text('label_action');
  if (to === null || label === '') return b.warn('missing-value', { key: 'needsLabelAndTarget' });
  const where = r.text('letak_atas_atau_bawah').toLowerCase();
  const layer = Number.parseInt(r.text('layer'), 10);
  const anchor = r.rawRoute === '' ? null : ruleRoute(r.rawRoute);
  const position = ['atas', 'top', 'before', 'sebelum'].includes(where) ? 'before' : 'after';
  b.config.manualMenus.push({
    anchor,
    position,
    layer: Number.isFinite(layer) ? Math.max(0, Math.min(5, layer)) : 0,
    order: r.urutan,
    index: b.config.manualMenus.length,
    menu: withOptional(
      { to, label, icon: r.text('iconmenu') || DEFAULT_MANUAL_MENU_ICON },
      colourOf(r),
      linkTarget(r.text('target')),
    ),
    ruleId: r.id,
  });
  b.decide(
    'menus',
    to.startsWith('/') ? ruleRoute(to) : to,
    'menu-added',
    true,
    anchor
      ? { key: position === 'before' ? 'placedBefore' : 'placedAfter', params: { route: anchor } }
      : undefined,
  );
};

/** Hide Menu: entries of `setup` (else `nama_route`) are hidden. See docs/rules.md. */
export const hideMenu: Handler = (r, b) => {
  const routes = (r.text('setup') !== '' ? names(b, r.text('setup')) : [r.rawRoute])
    .map(ruleRoute)
    .filter((x) => x !== '');
  if (routes.length === 0) return b.warn('missing-route', { key: 'menuEntriesToHide' });
  for (const route of routes) {
    b.add('hiddenMenus', route);
    b.decide('menus', route, 'menu-hidden');
  }
};

/** Add Action List: a row action with `label_action` and `link_action`/`url_action`. See docs/rules.md. */
export const addActionList: Handler = (r, b) => {
  const to = link(b, r.text('link_action') || r.text('url_action'));
  const label = r.text('label_action') || r.text('replace_label');
  if (to === null || label === '') return b.warn('missing-value', { key: 'needsActionLink' });
  const id = r.id === null ? `action-${b.config.listActions.length + 1}` : `action-${r.id}`;
  b.config.listActions.push({
    id,
    label,
    to,
    icon: r.text('iconmenu') || DEFAULT_LIST_ACTION_ICON,
    iconcolor: colourOf(r),
    target: linkTarget(r.text('target')),
    sourceRoute: ruleRoute(r.rawRoute),
    ruleId: r.id,
  });
  b.decide('page', '', 'action-added', true, { key: 'actionLabel', params: { value: label } });
};

/** Hide Nama Tab: tabs of `nama_tab` (else `setup`) are hidden. See docs/rules.md. */
export const hideNamaTab: Handler = (r, b) => {
  const tabs = names(b, r.text('nama_tab') || r.text('setup'));
  if (tabs.length === 0) return b.warn('missing-value', { key: 'noTab' });
  for (const tab of tabs) {
    b.add('hiddenTabs', tab);
    b.decide('tabs', tab, 'tab-hidden');
  }
};

/** Ganti Title Header: `replace_label` (else `setup`) is the header title. See docs/rules.md. */
export const gantiTitleHeader: Handler = (r, b) => {
  const title = r.text('replace_label') || r.text('setup');
  if (title === '')
    return b.warn('missing-value', { key: 'emptySetting', params: { field: 'replace_label' } });
  const first = b.config.headerTitle === null;
  if (first) b.config.headerTitle = title;
  b.decide('page', '', 'header-title', first, { key: 'titleText', params: { value: title } });
};

/**
 * Blokir JSX message: the first of keterangan, replace_label, setup that is not empty or '.', else
 * the spec's default.
 *
 * @example blockMessage(readRule({ keterangan: '.', replace_label: 'Tutup' })!) // 'Tutup'
 */
export function blockMessage(r: ReadRule): string {
  return (
    firstMeaningful(r.text('keterangan'), r.text('replace_label'), r.text('setup')) || DEFAULT_BLOCKED_MESSAGE
  );
}

/** Blokir JSX / block page: the page is replaced by `blockMessage`. See docs/rules.md. */
export const blokir: Handler = (r, b) => {
  const first = b.config.blocked === null;
  if (first) b.config.blocked = { message: blockMessage(r), ruleId: r.id };
  b.decide('page', '', 'blocked', first);
};

/** Redirect After Login: `url_redirect` (in-app only) after sign-in. See docs/rules.md. */
export const redirectAfterLogin: Handler = (r, b) => {
  const raw = r.text('url_redirect') || r.text('setup');
  if (raw === '') return b.warn('missing-value', { key: 'emptySetting', params: { field: 'url_redirect' } });
  const to = link(b, raw, false);
  if (to === null) return;
  const first = b.config.redirectAfterLogin === null;
  if (first) b.config.redirectAfterLogin = to;
  b.decide('page', '', 'redirect-after-login', first, { key: 'redirectTo', params: { route: to } });
};

/** Set Single Feat Dinamis Row: master form with dynamic rows (`setup`, `taroh_id_di`, `config_submit`). See docs/rules.md. */
export const setSingleFeatDinamisRow: Handler = (r, b) => {
  const rowsSource = r.text('setup');
  if (rowsSource === '') return b.warn('missing-value', { key: 'setupNoRows' });
  const submitText = r.text('config_submit').toLowerCase();
  const submit = submitText === 'single' ? 'single' : 'single-and-dynamic-rows';
  if (submitText !== '' && submitText !== 'single' && !/dynamic|dinamis/.test(submitText)) {
    b.warn('invalid-setup', { key: 'invalidSubmit', params: { value: r.text('config_submit') } });
  }
  const first = b.config.singleDynamicRow === null;
  if (first)
    b.config.singleDynamicRow = { rowsSource, idField: r.text('taroh_id_di') || null, submit, ruleId: r.id };
  b.decide('page', '', 'single-dynamic-row', first);
};

/** `field:endpoint|remoteField` (or `field, endpoint`) of persamaan_api_lain. */
function autofillMatch(b: Builder, text: string): AutofillMatch | null {
  const entries = parseFieldList(text);
  const [a, c] = entries;
  const field = a?.name ?? '';
  const endpoint = a?.values[0] ?? c?.name ?? '';
  if (!isSafeName(field) || endpoint === '') {
    b.warn('missing-value', { key: 'needsEndpoint' });
    return null;
  }
  if (!isSafeApiPath(endpoint)) {
    b.warn('invalid-endpoint', { key: 'invalidEndpoint', params: { value: endpoint.slice(0, 80) } });
    return null;
  }
  const remote = a?.values[1] ?? field;
  return { field, endpoint: endpoint.replace(/^\//, ''), remoteField: isSafeName(remote) ? remote : field };
}

/** `target:source` pairs; a bare name maps a field to the same name. */
function mapping(b: Builder, text: string): AutofillMapping[] {
  return parseFieldList(text).flatMap(({ name, values }) => {
    const source = values[0] ?? name;
    if (isSafeName(name) && isSafeName(source)) return [{ target: name, source }];
    b.warn('forbidden-name', { key: 'forbiddenName', params: { value: name } });
    return [];
  });
}

/** Valid/invalid row colours: `valid:green, invalid:red`, `green|red` or `green, red`. */
function validityColours(text: string): { valid: string | null; invalid: string | null } {
  if (isYes(text)) return { valid: 'success', invalid: 'danger' };
  const entries = parseFieldList(text);
  const byKey = (key: string) => entries.find((e) => e.name.toLowerCase() === key)?.values[0];
  let valid = byKey('valid');
  let invalid = byKey('invalid');
  if (valid === undefined && invalid === undefined)
    [valid, invalid] = entries.flatMap((e) => [e.name, ...e.values]);
  const checked = (c: string | undefined) =>
    c !== undefined && colourKind(c) !== null ? c.toLowerCase() : null;
  return { valid: checked(valid), invalid: checked(invalid) };
}

/** single to add row same inject: a look-up on another endpoint adds prefilled rows. See docs/rules.md. */
export const singleToAddRow: Handler = (r, b) => {
  const match = autofillMatch(b, r.text('persamaan_api_lain'));
  if (match === null) return;
  const { valid, invalid } = validityColours(r.text('kalauvalidnonvalidbgrdynamicrow'));
  const map = mapping(b, r.text('dinamis_row_autofill'));
  b.config.singleRowAutofills.push({
    match,
    mapping: map,
    countUp: isYes(r.text('count_lebihdarisatu')),
    allowUnmatched: isYes(r.text('tdksametpbisamasukdynamicrow')),
    unmatchedColumns: names(b, r.text('kolom_dinamis_ifnosame')),
    showExtraColumnsWhenUnmatched: isYes(r.text('tdksametampilkankolomtambahan')),
    validColour: valid,
    invalidColour: invalid,
    autoClear: !isNo(r.text('set_autoclear_or_not')),
    ruleId: r.id,
  });
  b.decide('fields', match.field, 'autofill', true, {
    key: 'addsRowsFrom',
    params: { endpoint: match.endpoint },
  });
};

/** single to single same inject: a look-up on another endpoint fills single fields. See docs/rules.md. */
export const singleToSingle: Handler = (r, b) => {
  const match = autofillMatch(b, r.text('persamaan_api_lain'));
  if (match === null) return;
  const map = mapping(b, r.text('kolom_single_autofill'));
  if (map.length === 0) return b.warn('missing-value', { key: 'autofillNoField' });
  b.config.singleFieldAutofills.push({ match, mapping: map, ruleId: r.id });
  b.decide('fields', match.field, 'autofill', true, {
    key: 'fillsFields',
    params: { fields: map.map((m) => m.target).join(', ') },
  });
};

/** default role id add: `default_add` (else `setup`) is the role id of new records. See docs/rules.md. */
export const defaultRoleIdAdd: Handler = (r, b) => {
  const value = r.text('default_add') || r.text('setup');
  if (value === '') return b.warn('missing-value', { key: 'emptySetting', params: { field: 'default_add' } });
  const first = b.config.defaultRoleIdAdd === null;
  if (first) b.config.defaultRoleIdAdd = value;
  b.decide('page', '', 'default-role-id', first, { key: 'roleValue', params: { role: value } });
};

/** hide action button: all row actions, or those named in `setup`, are hidden. See docs/rules.md. */
export const hideActionButton: Handler = (r, b) => {
  const actions = names(b, r.text('setup'));
  if (actions.length === 0) b.config.hideActionButton = true;
  for (const a of actions) b.add('hiddenActionButtons', a);
  b.decide(
    'page',
    '',
    'hide-action-button',
    true,
    actions.length > 0
      ? { key: 'onlyActions', params: { actions: actions.join(', ') } }
      : { key: 'allRowActions' },
  );
};

/** hide add button: the add button is hidden. See docs/rules.md. */
export const hideAddButton: Handler = (_r, b) => {
  b.config.hideAddButton = true;
  b.decide('page', '', 'hide-add-button');
};

const SEVERITIES: readonly NotificationSeverity[] = ['info', 'success', 'warning', 'danger'];

/** notification: a message (`keterangan`…) with a severity from `iconcolor`. See docs/rules.md. */
export const notification: Handler = (r, b) => {
  const message = firstMeaningful(r.text('keterangan'), r.text('replace_label'), r.text('setup'));
  if (message === '')
    return b.warn('missing-value', { key: 'emptySetting', params: { field: 'keterangan' } });
  const wanted = (colourOf(r) ?? '').toLowerCase();
  const severity = SEVERITIES.find((s) => s === wanted) ?? 'info';
  b.config.notifications.push({ message, severity, ruleId: r.id });
  b.decide('page', '', 'notification', true, { key: 'messageText', params: { value: message } });
};

/**
 * Batasi Baris: `setup` is a condition in the expression language over the route's resource and
 * `user.*` / `role.*`; rows where it does not hold are outside the role's reach (docs/rules.md). The
 * server compiles it to SQL (access/row-scope.ts); a condition it cannot compile is refused at save.
 */
export const batasiBaris: Handler = (r, b) => {
  const condition = r.text('setup').trim();
  if (condition === '') return b.warn('missing-value', { key: 'emptySetting', params: { field: 'setup' } });
  if (!checkExpression(b, condition, 'setup')) return;
  b.config.rowScopes.push({ ruleId: r.id, condition });
  b.decide('page', '', 'row-scope', true, { key: 'rowsWhere', params: { condition } });
};
