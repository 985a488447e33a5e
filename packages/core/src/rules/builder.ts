import { noteText, type RuleNote } from './notes.ts';
import type { Decision, DecisionEffect, PageConfig, WarningCode } from './page-config.ts';
import type { ReadRule } from './record.ts';
import type { RuleCategory } from './types.ts';

/** A prototype-less record, so no key (even one an admin typed) can collide with Object.prototype. */
export function dict<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/**
 * The default (guest) configuration: nothing hidden, replaced or blocked.
 *
 * @example defaultPageConfig().hiddenFields // []
 */
export function defaultPageConfig(route = '/'): PageConfig {
  return {
    role: null,
    route,
    hiddenFields: [],
    dynamicallyControlledFields: [],
    forcedVisibleFields: [],
    labelReplacements: dict(),
    hiddenDefaults: dict(),
    listColumnLogics: dict(),
    listColours: [],
    inputLogics: [],
    dynamicHides: [],
    fieldOrder: [],
    fieldOrderConfigs: [],
    singleDynamicRow: null,
    singleRowAutofills: [],
    singleFieldAutofills: [],
    cameraTimestampFields: [],
    hiddenFilters: [],
    filterRenames: dict(),
    filterHeading: null,
    hiddenTabs: [],
    menuReplacements: dict(),
    manualMenus: [],
    hiddenMenus: [],
    listActions: [],
    hideActionButton: false,
    hiddenActionButtons: [],
    hideAddButton: false,
    defaultRoleIdAdd: null,
    headerTitle: null,
    blocked: null,
    blockedRoutes: [],
    redirectAfterLogin: null,
    notifications: [],
    rowScopes: [],
    fieldRules: [],
    decisions: { fields: dict(), menus: dict(), tabs: dict(), page: [] },
    warnings: [],
  };
}

type Scope = 'fields' | 'menus' | 'tabs';

/** Mutable state while rules are applied; `finish` resolves precedence. */
export class Builder {
  readonly config: PageConfig;
  readonly hidden = new Set<string>();
  readonly forced = new Set<string>();
  /** Fields a Hide Dinamis Input rule maps (they are kept even when hidden). */
  readonly dynamicTargets = new Set<string>();
  private readonly sets = {
    cameraTimestampFields: new Set<string>(),
    hiddenFilters: new Set<string>(),
    hiddenTabs: new Set<string>(),
    hiddenMenus: new Set<string>(),
    blockedRoutes: new Set<string>(),
    hiddenActionButtons: new Set<string>(),
  };
  /** Decisions made so far (tells whether a rule did anything). */
  decisionCount = 0;
  rule: ReadRule | null = null;
  category: RuleCategory = 'hide-kolom';

  constructor(role: string | null, route: string) {
    this.config = defaultPageConfig(route);
    this.config.role = role;
  }

  /** Starts applying `rule`; decisions and warnings name it. */
  use(rule: ReadRule, category: RuleCategory): void {
    this.rule = rule;
    this.category = category;
  }

  warn(code: WarningCode, note: RuleNote, rule: ReadRule | null = this.rule): void {
    this.config.warnings.push({
      ruleId: rule?.id ?? null,
      kategori: rule?.kategori ?? '',
      code,
      message: noteText(note),
      note,
    });
  }

  decide(
    scope: Scope | 'page',
    key: string,
    effect: DecisionEffect,
    applied = true,
    note?: RuleNote,
  ): Decision {
    const d: Decision = { ruleId: this.rule?.id ?? null, category: this.category, effect, applied };
    if (note !== undefined) d.note = note;
    this.decisionCount++;
    if (scope === 'page') this.config.decisions.page.push(d);
    else {
      const map = this.config.decisions[scope];
      const list = map[key] ?? [];
      list.push(d);
      map[key] = list;
    }
    return d;
  }

  /** Adds to one of the list-valued settings (deduplicated, first position kept). */
  add(list: keyof Builder['sets'], value: string): void {
    this.sets[list].add(value);
  }

  finish(): PageConfig {
    const c = this.config;
    for (const [name, set] of Object.entries(this.sets)) {
      (c as unknown as Record<string, string[]>)[name] = [...set];
    }
    const kept: string[] = [];
    const hidden: string[] = [];
    for (const field of this.hidden) {
      if (this.dynamicTargets.has(field)) kept.push(field);
      else hidden.push(field);
    }
    for (const field of kept) {
      for (const d of c.decisions.fields[field] ?? []) if (d.effect === 'hidden') d.applied = false;
      c.decisions.fields[field]!.push({
        ruleId: null,
        category: 'hide-dinamis-input',
        effect: 'kept-for-dynamic-input',
        applied: true,
        note: { key: 'keptForDynamicInput' },
      });
    }
    c.hiddenFields = hidden;
    c.dynamicallyControlledFields = kept;
    c.forcedVisibleFields = [...this.forced].filter((f) => !this.hidden.has(f));
    for (const field of this.forced) {
      if (!this.hidden.has(field)) continue;
      for (const d of c.decisions.fields[field] ?? []) {
        if (d.effect === 'forced-visible') {
          d.applied = false;
          d.note = { key: 'hiddenWins' };
        }
      }
    }
    return c;
  }
}
