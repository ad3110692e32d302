/**
 * Tailwind registers its internal variables with `@property` in every stylesheet it writes. A
 * stylesheet that registers custom properties makes Chromium restyle the whole page when it arrives
 * (55 ms of style work for a small late stylesheet on the benchmark machine), so this Vite plugin
 * takes the registrations out of every stylesheet but the site's own (global.css), which already
 * restyles the whole page when it arrives, right after the first screen: its universal rules match
 * every element. Its registrations are the site's whole set; another stylesheet may only repeat one
 * of them (checked at the end of the build). The CSS inlined for a page's first paint carries the
 * registrations of the properties that CSS reads (first-screen-css.ts), so the first paint computes
 * them as the full stylesheet will; the rest arrive with it. Build only: the dev server keeps
 * Tailwind's output as it is.
 */
import postcss from 'postcss';
import type { Plugin } from 'vite';
import { expectUpstream } from '../lib/upstream-contract.ts';
import { VAR_READ } from './first-paint-css.ts';

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

/** The site's stylesheet, which keeps its registrations. */
const SITE_STYLESHEET = /\/src\/styles\/global\.css(?:$|\?)/;

/** The Vite plugin, and the registrations of the properties a piece of CSS reads. */
export function propertyRegistrations() {
  const site = new Map<string, string>();
  const elsewhere = new Map<string, { rule: string; id: string }>();
  const plugin: Plugin = {
    name: 'basalt:property-registrations',
    apply: 'build',
    transform: {
      // A `?url` import arrives as a JS module that imports the stylesheet again as `?transform-only`.
      filter: { id: { include: /\.css(?:$|\?)/, exclude: /[?&]url\b/ } },
      handler(code, id) {
        const { rules, rest } = splitPropertyRules(code);
        if (SITE_STYLESHEET.test(id)) {
          for (const [name, rule] of rules) site.set(name, rule);
          return null;
        }
        for (const [name, rule] of rules) elsewhere.set(name, { rule, id });
        return rules.size ? { code: rest, map: null } : null;
      },
    },
    generateBundle(_, bundle) {
      // A property registered only by a stylesheet that lost its registrations would be registered nowhere.
      for (const [name, { rule, id }] of elsewhere) {
        if (site.get(name) !== rule)
          throw new Error(
            `${id} registers ${name} as ${rule}, which the site's stylesheet (global.css) ${site.has(name) ? `registers as ${site.get(name)}` : 'does not register'}`,
          );
      }
      expectUpstream(
        site.size > 0,
        'tailwindcss',
        'it writes @property registrations as top-level rules of the CSS module Vite transforms',
        'src/styles/global.css',
      );
      // Only the site's stylesheet may register (Astro's server and client builds each emit some of the CSS).
      const registering = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css') && String(file.source).includes('@property'),
      );
      if (registering.length > 1)
        throw new Error(`More than one stylesheet registers custom properties: ${registering.map((file) => file.fileName).join(', ')}`);
    },
  };
  /**
   * The registrations of the properties `css` reads, by name: the order the stylesheets were
   * transformed in varies from build to build, and a page's bytes must not (a rebuild writes the
   * same page, and Astro's incremental build can reuse it).
   */
  const readBy = (css: string) =>
    [...new Set([...css.matchAll(VAR_READ)].map((match) => match[1]!))]
      .filter((name) => site.has(name))
      .sort()
      .map((name) => site.get(name))
      .join('');
  return { plugin, readBy };
}
