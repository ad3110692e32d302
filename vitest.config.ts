/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], testTimeout: 60_000 },
      },
    ],
  },
});
