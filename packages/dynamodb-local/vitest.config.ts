import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'dynamodb-local',
    include: ['test/**/*.test.ts'],
    // Each test starts its own DynamoDB Local (a JVM): slow on a small machine.
    testTimeout: 60_000,
  },
});
