import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'data',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
