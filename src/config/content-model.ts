/**
 * What an editor's file may hold: the one list the content checker (src/schemas/content-rules.ts),
 * the sanitizer at the end of the Markdown pipeline (src/markdown/sanitize.ts), the CMS
 * (src/data/cms-config.ts) and the editing guide (docs/editing.md) all read. It names what is
 * allowed; anything it does not name fails the build at its line and column, or, should a syntax
 * reach the renderer unseen, is dropped by the sanitizer or shown as text. Plain data.
 */

/**
 * Markdown's building blocks an editor may write, each with the properties it may carry besides
 * `type`, `children` and `position` (the parser's, set by the syntax itself). A node type missing
 * here (raw HTML, an import, a `{…}` expression, an image, a footnote, a task box) is refused.
 */
export const NODE_TYPES = {
  /** The YAML frontmatter block, first in the file. */
  yaml: ['value'],
  paragraph: [],
  /** `## Heading {#section-id}`: an `#id` is the one attribute a heading may carry (HEADING_ID). */
  heading: ['depth', 'data'],
  text: ['value'],
  emphasis: [],
  strong: [],
  delete: [],
  inlineCode: ['value'],
  /** A fenced code block: the language must be one of FENCE_LANGUAGES, with nothing after it. */
  code: ['lang', 'meta', 'value'],
  blockquote: [],
  thematicBreak: [],
  break: [],
  list: ['ordered', 'start', 'spread'],
  /** `checked` is the parser's: it must stay empty (a task box is not allowed). */
  listItem: ['spread', 'checked'],
  table: ['align'],
  tableRow: [],
  tableCell: [],
  /** A link to one of URL_SCHEMES. */
  link: ['url', 'title'],
  /** `[text][name]` with its `[name]: https://…` definition elsewhere in the file. */
  linkReference: ['identifier', 'label', 'referenceType'],
  definition: ['identifier', 'label', 'url', 'title'],
  /** An element of ELEMENTS or a component of COMPONENTS, with literal attributes only. */
  mdxJsxFlowElement: ['name', 'attributes', 'data'],
  mdxJsxTextElement: ['name', 'attributes', 'data'],
} as const satisfies Record<string, readonly string[]>;

export type ContentNodeType = keyof typeof NODE_TYPES;

/** A heading's id: lower-case words joined by hyphens (it is the section's address, `#identity-access`). */
export const HEADING_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Languages a code fence may name (```hcl). Prism colours each of these; `text` is code that needs
 * no colour, and `mermaid` is a diagram (src/schemas/diagram-syntax.ts says what it may draw).
 */
export const FENCE_LANGUAGES = [
  'bash',
  'dockerfile',
  'go',
  'hcl',
  'ini',
  'java',
  'javascript',
  'json',
  'mermaid',
  'python',
  'rust',
  'shell',
  'solidity',
  'sql',
  'text',
  'toml',
  'typescript',
  'yaml',
] as const;

/** The fence language that is a diagram, not code. */
export const DIAGRAM_LANGUAGE = 'mermaid';

/**
 * HTML an editor may write for what Markdown has no syntax for. None of these can load, run or
 * restyle anything.
 */
export const ELEMENTS = [
  'abbr',
  'b',
  'br',
  'cite',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
] as const;

/** Their attributes, text only: no `style`, no `class` (the site's stylesheet decides), no handlers. */
export const ELEMENT_ATTRIBUTES = ['title', 'lang', 'dir', 'datetime'] as const;

/**
 * Where a link may lead: an `https:` address, a path on this site (`/…`), a section of the page
 * (`#…`), a mailbox or a phone number.
 */
export const URL_SCHEMES = ['https', 'mailto', 'tel'] as const;

/**
 * The components an editor may use, by name and without an import, and the literal values each
 * prop accepts. The pages hand these same names to the compiled content
 * (src/components/content/components.ts).
 */
export const COMPONENTS = {
  /** A mailbox of the firm as a mailto link: `<Mailbox of="sales" />`; the address lives in src/config/contact.ts. */
  Mailbox: { of: ['sales', 'security'] },
  /** What a case study is, in the words the studies and their listing use: `<CaseStudyStance />`. */
  CaseStudyStance: {},
  /** An offer against a deadline, worded from the service's `deadlineOffer` and the build date: `<DeadlineOffer of="observability" />`. */
  DeadlineOffer: { of: ['observability'] },
} as const satisfies Record<string, Record<string, readonly string[]>>;

export type ContentComponentName = keyof typeof COMPONENTS;

/**
 * What the Markdown pipeline itself adds to the rendered content, and only it: Prism's token spans
 * (renamed to colour groups by src/markdown/code-tokens.ts), the code bar with its copy button, the
 * scrollable table region, the diagram figure with its full-size dialog. Elements and attributes
 * by their HAST property names; the sanitizer allows them on top of what Markdown and ELEMENTS make.
 * Editors cannot write these: the checker refuses every element outside ELEMENTS before rendering.
 */
export const PIPELINE_MARKUP = {
  span: ['className', 'id'],
  div: ['className'],
  button: ['type', 'className', 'command', 'commandfor', 'popoverTarget', 'autoFocus'],
  i: ['className'],
  section: ['className', 'tabIndex', 'ariaLabel'],
  caption: ['className'],
  td: ['dataLabel'],
  figure: ['className'],
  picture: ['className'],
  source: ['media', 'srcSet', 'width', 'height'],
  img: ['src', 'width', 'height', 'alt', 'loading', 'className'],
  dialog: ['id', 'popover', 'ariaLabelledby'],
  form: ['method'],
  figcaption: [],
  details: [],
  summary: [],
  p: [],
} as const satisfies Record<string, readonly string[]>;
