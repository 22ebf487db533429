import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'local',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test file starts real stacks (a JVM for DynamoDB Local among them): a start took 37 s beside other
    // work, and a time limit must never be what fails there.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    env: {
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      LOG_LEVEL: 'ERROR',
    },
  },
});
