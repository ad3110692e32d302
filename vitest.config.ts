/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

/**
 * Tests that run full Astro builds of project copies or start servers: a tier of their own
 * (`npm run test:integration`), so the unit tier stays fast and starts nothing. `npm test` runs
 * both tiers in one vitest run, where unit files fill the cores while integration tests wait.
 */
const INTEGRATION = [
  'tests/integration/deploy.test.ts',
  'tests/unit/build-freshness.test.ts',
  'tests/unit/content-schema.test.ts',
  'tests/unit/runtime-migrations.test.ts',
  'tests/unit/start-server.test.ts',
  'tests/unit/worker-types.test.ts',
  'tests/unit/worker.test.ts',
];

export default getViteConfig({
  test: {
    environment: 'node',
    // Vitest leaves a core free by default, which on a 2-core machine runs the files one at a time;
    // much of the integration tier waits on child builds and runtimes (203 s → 165 s with both).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: [...INTEGRATION], testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'integration', include: [...INTEGRATION], testTimeout: 300_000, hookTimeout: 300_000 },
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
