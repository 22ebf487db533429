/** The admin password the stack of these tests is started with. */
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';
