/** The admin password every test environment is configured with. */
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';
