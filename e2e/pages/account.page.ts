import type { Page } from 'playwright-core';

/** Registration, password reset and the admin's approval screen. */
export class AccountPages {
  constructor(private readonly page: Page) {}

  async register(values: {
    username: string;
    email: string;
    no_hp?: string;
    password: string;
  }): Promise<string> {
    await this.page.goto('/login');
    await this.page.getByTestId('login-register').click();
    await this.page.getByTestId('register-form').waitFor();
    await this.page.locator('#register-username').fill(values.username);
    await this.page.locator('#register-email').fill(values.email);
    if (values.no_hp) await this.page.locator('#register-no_hp').fill(values.no_hp);
    await this.page.locator('#register-password').fill(values.password);
    await this.page.locator('#register-password_confirmation').fill(values.password);
    await this.page.locator('[data-testid="register-form"] button[type="submit"]').click();
    const notice = this.page.getByTestId('register-notice');
    await notice.waitFor();
    return (await notice.textContent()) ?? '';
  }

  /** Opens a mailed verification link and answers the screen's message. */
  async verify(link: string): Promise<string> {
    await this.page.goto(link);
    const done = this.page.getByTestId('verify-done');
    await done.waitFor();
    return (await this.page.getByTestId('verify-email').textContent()) ?? '';
  }

  async requestReset(email: string): Promise<string> {
    await this.page.goto('/login');
    await this.page.getByTestId('login-forgot').click();
    await this.page.locator('#forgot-email').fill(email);
    await this.page.locator('[data-testid="forgot-form"] button[type="submit"]').click();
    const notice = this.page.getByTestId('forgot-notice');
    await notice.waitFor();
    return (await notice.textContent()) ?? '';
  }

  async reset(link: string, password: string, confirmation = password): Promise<void> {
    await this.page.goto(link);
    await this.page.locator('#reset-password').fill(password);
    await this.page.locator('#reset-password_confirmation').fill(confirmation);
    await this.page.locator('[data-testid="reset-form"] button[type="submit"]').click();
  }

  /** `akun/ubahrolestatusverify/{id}`: picks a status by its label and saves. */
  async setStatus(userId: number, statusLabel: string): Promise<string> {
    await this.page.goto(`/akun/ubahrolestatusverify/${userId}`);
    await this.page.getByTestId('role-status-form').waitFor();
    await this.page.locator('.p-dropdown:has(#rs-status)').click();
    await this.page.getByRole('option', { name: statusLabel }).click();
    await this.page.locator('[data-testid="role-status-form"] button[type="submit"]').click();
    const done = this.page.getByTestId('role-status-done');
    await done.waitFor();
    return (await done.textContent()) ?? '';
  }
}
