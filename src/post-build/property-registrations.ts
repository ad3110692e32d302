/**
 * Tailwind registers its internal variables with `@property` in every stylesheet it writes. A
 * stylesheet that registers custom properties makes Chromium restyle the whole page when it arrives
 * (55 ms of style work for the small menu stylesheet on the benchmark machine), so this Vite plugin
 * takes the registrations out of every stylesheet before Vite names it by its content, and the
 * build adds them once to the CSS inlined for the first paint (first-screen-css.ts). Build only:
 * the dev server keeps Tailwind's output as it is.
 */
import postcss from 'postcss';
import type { Plugin } from 'vite';
import { expectUpstream } from '../lib/upstream-contract.ts';

/** Splits a stylesheet's `@property` rules (by property name) from the rest. */
export function splitPropertyRules(css: string): { rules: Map<string, string>; rest: string } {
  const root = postcss.parse(css);
  const rules = new Map<string, string>();
  root.walkAtRules('property', (rule) => {
    rules.set(rule.params.trim(), rule.toString().replace(/\s+/g, ' '));
    rule.remove();
  });
  return { rules, rest: rules.size ? root.toString() : css };
}
/** The Vite plugin, and every registration the build's stylesheets made as one block of CSS. */
export function propertyRegistrations() {
  const all = new Map<string, string>();
  const plugin: Plugin = {
    name: 'basalt:property-registrations',
    apply: 'build',
    transform: {
      // A `?url` import arrives as a JS module that imports the stylesheet again as `?transform-only`.
      filter: { id: { include: /\.css(?:$|\?)/, exclude: /[?&]url\b/ } },
      handler(code, id) {
        const { rules, rest } = splitPropertyRules(code);
        if (rules.size === 0) return null;
        for (const [name, rule] of rules) {
          // Only one registration of a property can stay: two different ones would be a real conflict.
          if (all.has(name) && all.get(name) !== rule) throw new Error(`${id} registers ${name} differently: ${rule} vs ${all.get(name)}`);
          all.set(name, rule);
        }
        return { code: rest, map: null };
      },
    },
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        expectUpstream(
          !String(file.source).includes('@property'),
          'tailwindcss',
          'it writes @property registrations as top-level rules of the CSS module Vite transforms',
          file.fileName,
        );
      }
    },
  };
  // By name: the order the stylesheets were transformed in varies from build to build, and a page's
  // bytes must not (a rebuild writes the same page, and Astro's incremental build can reuse it).
  const css = () => {
    const names = [...all.keys()].sort();
    return names.map((name) => all.get(name)).join('');
  };
  return { plugin, css };
}
