import type { Page } from 'playwright-core';

/** What an administrator types into the rule editor: input id (without `rule-`) → text. */
export type RuleInputs = Record<string, string>;

/** The role-rule screens: the list of a role's rules and the per-category editor with its preview. */
export class RulesPages {
  constructor(private readonly page: Page) {}

  /** Opens a new rule for the role and picks the category (its id, e.g. `hide-kolom`). */
  async startRule(roleId: number, category: string): Promise<void> {
    await this.page.goto(`/setupshowhideroleid/add?role_id=${roleId}`);
    await this.page.getByTestId('rule-category-picker').waitFor();
    await this.page.locator(`[data-category="${category}"]`).click();
    await this.page.getByTestId('rule-category-form').waitFor();
  }

  /** Fills the inputs by their field names; the route picker's suggestions are closed after typing. */
  async fill(inputs: RuleInputs): Promise<void> {
    for (const [name, value] of Object.entries(inputs)) {
      const input = this.page.locator(`#rule-${name}`);
      await input.fill(value);
      if (name === 'nama_route') await input.press('Escape');
    }
  }

  /** Which fields the form shows (the category's own plus order and note). */
  formFields(): Promise<string[]> {
    return this.page
      .locator('[data-testid="rule-category-form"] [data-field]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-field') ?? ''));
  }

  preview() {
    return this.page.getByTestId('rule-preview');
  }

  /** The as-you-type state of an expression input: empty, ok, value or error. */
  exprState(name: string): Promise<string | null> {
    return this.page.getByTestId(`expr-status-rule-${name}`).getAttribute('data-state');
  }

  /** Saves and waits for the role's rule list. */
  async save(roleId: number): Promise<void> {
    await this.page.getByTestId('rule-save').click();
    await this.page.waitForURL(`**/setupshowhideroleid?role_id=${roleId}`);
    await this.page.getByTestId('rule-list').waitFor();
  }

  /** Writes one rule from start to save. */
  async addRule(roleId: number, category: string, inputs: RuleInputs): Promise<void> {
    await this.startRule(roleId, category);
    await this.fill(inputs);
    await this.save(roleId);
  }
}
