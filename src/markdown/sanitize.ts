/**
 * The last step of the content pipeline: the rendered tree of every editor's file passes
 * hast-util-sanitize (the sanitizer GitHub's Markdown rendering follows), configured from the
 * content model (src/config/content-model.ts): what Markdown makes, the editors' elements, and the
 * pipeline's own markup. The checker has already refused everything the model does not name, so
 * the sanitizer should find nothing to remove; when it does, a syntax reached the renderer that the
 * checker did not know, or the pipeline made markup the model does not list, and the build stops
 * naming the file and what was removed rather than ship it or silently lose it.
 */
import { fileURLToPath } from 'node:url';
import type { ElementContent, Properties, Root, RootContent } from 'hast';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { find, html } from 'property-information';
import type { HastPluginDefinition, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'satteri';
import { COMPONENTS, ELEMENT_ATTRIBUTES, ELEMENTS, FENCE_LANGUAGES, HEADING_ID, PIPELINE_MARKUP, URL_SCHEMES } from '../config/content-model.ts';

/** A component (`<Mailbox of="sales" />`) or an editor's HTML element as MDX hands it to the HAST step. */
type JsxNode = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** Stands in for a component while the sanitizer runs, since it knows only HTML. */
const COMPONENT_SLOT = 'content-component';

const headingAttributes = [['id', HEADING_ID] as [string, RegExp]];
/** Prism's `language-hcl` on a fence's <pre> and <code>: only the model's languages. */
const fenceClass: [string, RegExp] = ['className', new RegExp(`^language-(?:${FENCE_LANGUAGES.join('|')})$`)];
const editorAttributes = ELEMENT_ATTRIBUTES.map((name) => find(html, name).property);

/** The sanitizer's schema: Markdown's elements, the editors', the pipeline's, the component slot. */
export const CONTENT_SCHEMA: Schema = {
  tagNames: [
    ...['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'em', 'strong', 'del', 'code', 'pre', 'blockquote', 'hr', 'br'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
    ...ELEMENTS,
    ...Object.keys(PIPELINE_MARKUP),
    COMPONENT_SLOT,
  ],
  attributes: {
    ...Object.fromEntries(ELEMENTS.map((name) => [name, editorAttributes])),
    ...Object.fromEntries(Object.entries(PIPELINE_MARKUP).map(([name, properties]) => [name, [...properties]])),
    h2: headingAttributes,
    h3: headingAttributes,
    h4: headingAttributes,
    a: ['href', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align', ...PIPELINE_MARKUP.td],
    code: [fenceClass],
    pre: [fenceClass, ['dataLanguage', ...FENCE_LANGUAGES], 'tabIndex'],
    [COMPONENT_SLOT]: [['dataSlot', /^\d+$/]],
  },
  // Relative addresses (site paths, #anchors, the diagrams' images) always pass.
  protocols: { href: [...URL_SCHEMES], src: [], srcSet: [] },
  // Section ids are the addresses SPEC'd anchors link to, and the checker allows only slugs.
  clobberPrefix: '',
  clobber: [],
  ancestors: { tbody: ['table'], td: ['table'], th: ['table'], thead: ['table'], tr: ['table'] },
  required: {},
  strip: ['script', 'style'],
};

const isJsx = (node: { type: string }): node is JsxNode => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/**
 * The tree with each MDX element in a form the sanitizer reads: an editor's HTML element becomes
 * the element it renders as, with its literal attributes; a component of the model becomes a slot
 * remembering it. Anything else written as JSX (an unknown name, an expression as a value) is left
 * as it is, for the sanitizer to drop.
 */
function toHtml(node: RootContent, components: JsxNode[]): RootContent {
  if (isJsx(node)) {
    const children = node.children.map((child) => toHtml(child, components)) as ElementContent[];
    const literal = node.attributes.every((attribute) => attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string');
    if (node.name && Object.hasOwn(COMPONENTS, node.name) && literal) {
      components.push(node);
      return { type: 'element', tagName: COMPONENT_SLOT, properties: { dataSlot: String(components.length - 1) }, children };
    }
    if (node.name && /^[a-z]+$/.test(node.name) && literal) {
      const properties: Properties = Object.fromEntries(
        node.attributes.flatMap((attribute) =>
          attribute.type === 'mdxJsxAttribute' ? [[find(html, String(attribute.name)).property, String(attribute.value)]] : [],
        ),
      );
      return { type: 'element', tagName: node.name, properties, children };
    }
    return node;
  }
  if ('children' in node) return { ...node, children: node.children.map((child) => toHtml(child, components)) } as RootContent;
  return node;
}

/** Puts each component back where its slot survived, with its children as sanitized. */
function restoreComponents(node: RootContent, components: readonly JsxNode[]): RootContent {
  if (node.type !== 'element') return node;
  const children = node.children.map((child) => restoreComponents(child, components)) as ElementContent[];
  if (node.tagName !== COMPONENT_SLOT) return { ...node, children };
  const component = components[Number(node.properties.dataSlot)]!;
  const allowed: Readonly<Record<string, readonly string[]>> = COMPONENTS[component.name as keyof typeof COMPONENTS];
  // A prop survives only with one of the values the model lists for it.
  const attributes = component.attributes.filter(
    (attribute) => attribute.type === 'mdxJsxAttribute' && allowed[attribute.name]?.includes(String(attribute.value)),
  );
  return { ...component, attributes, children } as unknown as RootContent;
}

export function sanitizeContent(root: Root): Root {
  const components: JsxNode[] = [];
  const prepared: Root = { type: 'root', children: root.children.map((child) => toHtml(child, components)) };
  const clean = sanitize(prepared, CONTENT_SCHEMA) as Root;
  return { type: 'root', children: clean.children.map((child) => restoreComponents(child, components)) };
}

/** What an element looks like in a message: `<button command="show-modal">`. */
function describe(node: RootContent | undefined): string {
  if (!node) return 'nothing';
  if (node.type === 'element') {
    const properties = Object.entries(node.properties)
      .map(([name, value]) => `${name}="${String(value).slice(0, 40)}"`)
      .join(' ');
    return `<${node.tagName}${properties ? ` ${properties}` : ''}>`;
  }
  if (isJsx(node)) return `<${node.name ?? ''}>`;
  return `a ${node.type} node${'value' in node ? ` "${String(node.value).slice(0, 40)}"` : ''}`;
}

/** Comparable form of a node: JSX nodes as the HTML the sanitizer saw; positions, data and the parser's own handles (`_id`) left out. */
function shape(node: RootContent): string {
  return JSON.stringify(toHtml(node, []), (key, value) => (key === 'position' || key === 'data' || key.startsWith('_') ? undefined : value));
}

/** The first node of `before` the sanitizer removed or changed, described; undefined when it kept everything. */
export function firstRemoval(before: readonly RootContent[], after: readonly RootContent[]): string | undefined {
  for (const [index, node] of before.entries()) {
    const kept = after[index];
    if (kept && shape(node) === shape(kept)) continue;
    // Same element, other contents: the change is further in.
    const sameElement = kept && 'children' in node && 'children' in kept && describe(node) === describe(kept);
    return (sameElement && firstRemoval(node.children, kept.children)) || describe(node);
  }
  return undefined;
}

/**
 * A cheap summary of a tree the sanitizer can only shrink: nodes, property values (each class
 * counted) and text length. Equal summaries mean nothing was removed; only a difference pays for
 * firstRemoval's full comparison.
 */
function extent(nodes: readonly RootContent[]): number {
  let total = 0;
  for (const node of nodes) {
    total += 1;
    if (node.type === 'text') total += node.value.length;
    else if (node.type === 'element') for (const value of Object.values(node.properties)) total += Array.isArray(value) ? value.length + 1 : 1;
    else if (isJsx(node)) total += node.attributes.length;
    if ('children' in node) total += extent(node.children);
  }
  return total;
}

/**
 * Sätteri plugin, last of ours: the rendered content passes the sanitizer, or the build stops.
 * The compiled module also carries no frontmatter: pages read each entry's data as the strict
 * schemas validated it, and @astrojs/mdx would turn a `layout` value into an import, so no
 * frontmatter value reaches the compiler's output whatever the loader let through.
 */
export const sanitizedContent: HastPluginDefinition = {
  name: 'sanitized-content',
  before(_root, ctx) {
    const astro = ctx.data.astro as { frontmatter?: Record<string, unknown> } | undefined;
    if (astro) astro.frontmatter = {};
  },
  after(root, ctx) {
    const clean = sanitizeContent(root as Root);
    if (extent(clean.children) === extent((root as Root).children)) return;
    const removed = firstRemoval((root as Root).children, clean.children) ?? 'part of the tree';
    const file = ctx.fileURL ? fileURLToPath(ctx.fileURL) : 'content';
    throw new Error(
      `${file}: the sanitizer removed ${removed}. The content model (src/config/content-model.ts) does not allow it: rewrite that part of the file, or, if the Markdown pipeline made it, list it in PIPELINE_MARKUP.`,
    );
  },
};
