import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'local',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
