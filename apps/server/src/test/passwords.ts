/** The first logins' passwords in the server suites' databases (the template seeds them). */
export const TEST_ADMIN_PASSWORD = 'Admin-Test-Pass-1';
export const TEST_TEKNISI_PASSWORD = 'Teknisi-Test-Pass-1';
