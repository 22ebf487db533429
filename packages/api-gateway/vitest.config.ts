import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-gateway',
    include: ['src/**/*.test.ts'],
  },
});
