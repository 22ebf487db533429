import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'local',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test file starts real stacks (a JVM for DynamoDB Local among them).
    testTimeout: 60_000,
    hookTimeout: 90_000,
    env: {
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: 'ERROR',
    },
  },
});
