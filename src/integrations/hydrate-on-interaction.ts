import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (interaction-directive.ts): hydrate an island when first used. */
export function hydrateOnInteraction(): AstroIntegration {
  return {
    name: 'basalt:hydrate-on-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('../browser/interaction-directive.ts', import.meta.url)) });
      },
    },
  };
}
