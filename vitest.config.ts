/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    environment: 'node',
    // Vitest leaves a core free by default, which on a 2-core machine runs the files one at a time;
    // much of the integration tier waits on child builds and runtimes (203 s → 165 s with both).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Pure: no build, no server, no child process.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        // Builds of a copy of the project and running runtimes. `npm test` runs both tiers in one
        // vitest run, where unit files fill the cores while integration tests wait on their children.
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000 },
      },
      {
        extends: true,
        // The dist tests only read dist/: sharing modules between files lets each worker parse the
        // built pages once instead of once a file (43 s → 18 s).
        test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], testTimeout: 60_000, isolate: false },
      },
    ],
  },
});
