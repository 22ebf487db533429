/** The admin password every test environment is configured with. */
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

/** The origin secret (CloudFront's header to the API) every test environment is configured with. */
export const TEST_ORIGIN_SECRET = 'test-origin-secret';
