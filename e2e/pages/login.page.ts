import type { Page } from 'playwright-core';

/** The login screen, with its OTP step. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByTestId('login-form').waitFor();
  }

  async signIn(username: string, password: string, remember = false): Promise<void> {
    await this.page.locator('#login-username').fill(username);
    await this.page.locator('#login-password').fill(password);
    if (remember) await this.page.locator('label[for="login-remember"]').click();
    await this.page.locator('[data-testid="login-form"] button[type="submit"]').click();
  }

  async error(): Promise<string> {
    const error = this.page.getByTestId('login-error');
    await error.waitFor();
    return (await error.textContent()) ?? '';
  }

  async enterOtp(code: string): Promise<void> {
    await this.page.getByTestId('otp-form').waitFor();
    await this.page.locator('#otp-code').fill(code);
    await this.page.locator('[data-testid="otp-form"] button[type="submit"]').click();
  }

  async resendOtp(): Promise<string> {
    await this.page.getByTestId('otp-form').getByRole('button', { name: 'Kirim ulang kode' }).click();
    const notice = this.page.getByTestId('otp-notice');
    await notice.waitFor();
    return (await notice.textContent()) ?? '';
  }
}
