import type { Page } from 'playwright-core';

/** The login screen. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async signIn(username: string, password: string, remember = false): Promise<void> {
    await this.page.locator('#login-username').fill(username);
    await this.page.locator('#login-password').fill(password);
    if (remember) await this.page.locator('label[for="login-remember"]').click();
    await this.page.locator('[data-testid="login-form"] button[type="submit"]').click();
  }
}
