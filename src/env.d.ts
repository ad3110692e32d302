declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first interaction with the island (src/browser/interaction-directive.ts),
     * or at once when its markup is stale for the visitor (src/lib/hydrate-now.ts).
     */
    'client:interaction'?: boolean | import('./lib/hydrate-now.ts').HydrateNowUnless;
  }
}

export {};
