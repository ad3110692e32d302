import type { Plugin } from 'vite';

/**
 * sonner injects its stylesheet with a run-time <style> element, which a CSP without
 * 'unsafe-inline' blocks. This Vite plugin drops that call; ContactForm links sonner/dist/styles.css
 * instead.
 */
export function sonnerWithoutStyleInjection(): Plugin {
  return {
    name: 'basalt:sonner-without-style-injection',
    enforce: 'pre',
    transform(code, id) {
      if (!/node_modules\/sonner\/dist\/index\.m?js/.test(id)) return null;
      const stripped = code.replace(/^__insertCSS\(".*"\);$/m, '');
      if (stripped === code) throw new Error('sonner: expected an __insertCSS call to remove; check the sonner version');
      return { code: stripped, map: null };
    },
  };
}
