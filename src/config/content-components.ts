/**
 * The components an editor's MDX may use, by name and without an import, and the literal values
 * each prop accepts. The content rules (src/schemas/content-rules.ts) refuse any other component or
 * value; the pages hand these same names to the compiled content
 * (src/components/content/components.ts). Plain data.
 */
export const CONTENT_COMPONENTS = {
  /** A mailbox of the firm as a mailto link: `<Mailbox of="sales" />`; the address lives in src/config/contact.ts. */
  Mailbox: { of: ['sales', 'security'] },
  /** What a case study is, in the words the studies and their listing use: `<CaseStudyStance />`. */
  CaseStudyStance: {},
  /** An offer against a deadline, worded from the service's `deadlineOffer` and the build date: `<DeadlineOffer of="observability" />`. */
  DeadlineOffer: { of: ['observability'] },
} as const satisfies Record<string, Record<string, readonly string[]>>;

export type ContentComponentName = keyof typeof CONTENT_COMPONENTS;
