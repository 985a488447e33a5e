import type { Page } from 'playwright-core';

/** Role management screens: the permission grid, clone, and the side menu that shows their effect. */
export class RolesPages {
  constructor(private readonly page: Page) {}

  /** `roles/permissionmulti/{id}`, waiting for the grid. */
  async openGrid(roleId: number): Promise<void> {
    await this.page.goto(`/roles/permissionmulti/${roleId}`);
    await this.page.getByTestId('permission-multi').waitFor();
  }

  checkbox(page: string) {
    return this.page.locator(`input[data-page="${page}"]`);
  }

  async filter(text: string): Promise<void> {
    await this.page.getByTestId('perm-filter').fill(text);
  }

  /** Ticks every action of a page's row (its row toggle). */
  async toggleRow(page: string): Promise<void> {
    await this.page.locator(`tr[data-row="${page}"] th input[type="checkbox"]`).first().click();
  }

  async setCell(page: string, on: boolean): Promise<void> {
    const box = this.checkbox(page);
    if ((await box.isChecked()) !== on) await box.click();
  }

  /** Saves and answers the success toast's text. */
  async save(): Promise<string> {
    await this.page.getByTestId('perm-save').click();
    const toast = this.page.locator('.p-toast-message-success').first();
    await toast.waitFor();
    return (await toast.textContent()) ?? '';
  }

  /** `roles/clone/{id}`: types the new name and submits. */
  async clone(roleId: number, name: string): Promise<void> {
    await this.page.goto(`/roles/clone/${roleId}`);
    await this.page.getByTestId('role-clone-form').waitFor();
    await this.page.locator('#clone-role_name').fill(name);
    await this.page.locator('[data-testid="role-clone-form"] button[type="submit"]').click();
  }

  async cloneError(): Promise<string> {
    const error = this.page.getByTestId('clone-error');
    await error.waitFor();
    return (await error.textContent()) ?? '';
  }

  /** The `to` of every top-level link of the side menu. */
  async menuLinks(): Promise<string[]> {
    const menu = this.page.getByTestId('side-menu').first();
    await menu.waitFor();
    return menu.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  }
}
