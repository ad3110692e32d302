/**
 * What an editor's MDX file may hold, checked against the content model (src/config/content-model.ts)
 * before anything compiles it. MDX is a programming language: an `import`, an `export` or a `{…}`
 * expression runs at build time with the build's files and environment, and raw HTML can run script
 * or restyle a page. So the whole file is parsed into its syntax tree, and every node must be of a
 * type the model names, carrying only the properties the model names for it: a heading only its
 * `#id`, a fence only a language from the model's list, an element or component only its literal
 * attributes. Everything else is refused with its line and column and what is allowed instead.
 * The frontmatter is YAML (the schemas decide its fields).
 */
import type { MdastNode, MdxJsxFlowElement, MdxJsxTextElement } from 'satteri';
import { mdxToMdast } from 'satteri';
import {
  COMPONENTS,
  type ContentNodeType,
  DIAGRAM_LANGUAGE,
  ELEMENT_ATTRIBUTES,
  ELEMENTS,
  FENCE_LANGUAGES,
  HEADING_ID,
  NODE_TYPES,
  URL_SCHEMES,
} from '../config/content-model.ts';
import { diagramProblems } from './diagram-syntax.ts';

/** A rule broken at a place in the file. */
interface ContentProblem {
  line: number;
  column: number;
  message: string;
}

const NO_CODE = 'Content is text, not code: the build does not run anything an article holds.';

/** `https:` addresses, paths on this site, anchors on the page, mail and phone links. */
const SAFE_URL = new RegExp(`^(${URL_SCHEMES.map((scheme) => (scheme === 'https' ? 'https://' : `${scheme}:`)).join('|')}|/(?!/)|#)`, 'i');

const URL_RULE = 'Links may point to https: addresses, paths on this site (/…, #…), mailto: and tel: only.';

/** Why a URL is refused, or undefined when it is allowed. */
export function urlProblem(url: string): string | undefined {
  // Browsers ignore tabs, line breaks and leading spaces in a scheme ("java\tscript:").
  return SAFE_URL.test(url.replace(/[\t\n\r]/g, '').trimStart()) ? undefined : `"${url}" is not allowed. ${URL_RULE}`;
}

const list = (items: readonly string[]) => items.join(', ');
/** The model's elements and components as an editor writes them, for messages and the editor's help. */
export const ELEMENT_LIST = ELEMENTS.map((element) => `<${element}>`).join(' ');
export const COMPONENT_LIST = Object.keys(COMPONENTS)
  .map((name) => `<${name} />`)
  .join(' ');

/** Why a syntax the model leaves out is refused, for the ones editors reach for; others get the list of what is allowed. */
const REFUSED: Readonly<Record<string, (node: MdastNode) => string>> = {
  mdxjsEsm: (node) => `"${'value' in node ? String(node.value).split('\n')[0] : ''}": import and export lines are not allowed. ${NO_CODE}`,
  mdxFlowExpression: (node) => `"{${'value' in node ? node.value : ''}}" is a JavaScript expression. ${NO_CODE} To show braces as text, write \\{ and \\}.`,
  mdxTextExpression: (node) => REFUSED.mdxFlowExpression!(node),
  html: (node) => `raw HTML "${'value' in node ? String(node.value).slice(0, 40) : ''}" is not allowed. ${NO_CODE}`,
  toml: () => 'frontmatter is YAML between two "---" lines; TOML ("+++") is not read.',
  image: () => 'images are not part of the content model: draw a diagram in a ```mermaid fence, or link to the picture.',
};

const typeProblem = (node: MdastNode) =>
  REFUSED[node.type]?.(node) ??
  `"${node.type}" is not part of the content model. Allowed: Markdown text, lists, tables, links, code fences, headings, ${ELEMENT_LIST} and ${COMPONENT_LIST}.`;

/** The properties a node carries beyond what every node has. */
const ownProperties = (node: MdastNode) => Object.keys(node).filter((key) => key !== 'type' && key !== 'children' && key !== 'position');

/** Problems of a node's own properties, by type; the node's type is one the model names. */
function propertyProblems(node: MdastNode, at: (message: string, line?: number) => void): void {
  switch (node.type) {
    case 'heading': {
      if (node.depth < 2 || node.depth > 4) at(`a heading of level ${node.depth}: articles use ## to #### (the page title is the only # heading).`);
      const { hProperties, ...rest } = (node.data ?? {}) as { hProperties?: Record<string, unknown> };
      const attributes = Object.keys(hProperties ?? {}).filter((key) => key !== 'id');
      if (attributes.length || Object.keys(rest).length)
        at(`a heading's {…} block may carry its #id and nothing else (found ${list(attributes.length ? attributes : Object.keys(rest))}).`);
      const id = hProperties?.id;
      if (id !== undefined && !(typeof id === 'string' && HEADING_ID.test(id)))
        at(`the heading id "#${String(id)}" must be lower-case words joined by hyphens.`);
      return;
    }
    case 'code': {
      const language = node.lang ?? '';
      if (!(FENCE_LANGUAGES as readonly string[]).includes(language))
        at(`the code fence's language "${language}" is not one the site knows. Use one of: ${list(FENCE_LANGUAGES)}.`);
      else if (node.meta) at(`the code fence's first line holds "${node.meta}" after its language: write the language alone.`);
      else if (language === DIAGRAM_LANGUAGE) {
        // Whatever its fence (```, ~~~, longer), a diagram's lines count from the fence's own line.
        const fence = node.position?.start.line ?? 1;
        for (const problem of diagramProblems(node.value)) at(`the diagram does not parse as written: ${problem.message}`, fence + problem.line);
      }
      return;
    }
    case 'table':
      // Markdown writes alignment as a style attribute, which the page's CSP would block anyway.
      if (node.align?.some((align) => align)) at('column alignment (":---", "---:") is not part of the content model: the site\'s stylesheet aligns tables.');
      return;
    case 'listItem':
      if (node.checked !== null && node.checked !== undefined) at('a task box ("[ ]", "[x]") is not part of the content model: write the item as text.');
      return;
    case 'link':
    case 'definition': {
      const problem = urlProblem(node.url);
      if (problem) at(problem);
      return;
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      checkElement(node, at);
      return;
  }
}

function problemsOf(node: MdastNode, problems: ContentProblem[]): void {
  const at = (message: string, line = node.position?.start.line ?? 1) => problems.push({ line, column: node.position?.start.column ?? 1, message });
  if (!Object.hasOwn(NODE_TYPES, node.type)) {
    at(typeProblem(node));
    return;
  }
  const allowed: readonly string[] = NODE_TYPES[node.type as ContentNodeType];
  const unknown = ownProperties(node).filter((key) => !allowed.includes(key));
  if (unknown.length) at(`"${node.type}" carries ${list(unknown)}, which the content model does not name.`);
  propertyProblems(node, at);
  if ('children' in node) for (const child of node.children as MdastNode[]) problemsOf(child, problems);
}

/** Reports through `at` an HTML element or component the model refuses, or each attribute it refuses. */
function checkElement(node: MdxJsxFlowElement | MdxJsxTextElement, at: (message: string) => void): void {
  const name = node.name ?? '';
  const props: Readonly<Record<string, readonly string[]>> | undefined = Object.hasOwn(COMPONENTS, name)
    ? COMPONENTS[name as keyof typeof COMPONENTS]
    : undefined;
  if (!(ELEMENTS as readonly string[]).includes(name) && !props) {
    at(`<${name}> is not allowed in content. ${NO_CODE} Allowed HTML: ${ELEMENT_LIST}; components: ${COMPONENT_LIST}.`);
    return;
  }
  const data = Object.keys(node.data ?? {}).filter((key) => key !== '_mdxExplicitJsx');
  if (data.length) at(`<${name}> carries ${list(data)}, which the content model does not name.`);
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      at(`<${name}> spreads a JavaScript expression into its attributes. ${NO_CODE}`);
      continue;
    }
    const written = `<${name} ${attribute.name}>`;
    // A component takes the values its entry lists; an HTML element, any text in the allowed attributes.
    const values = props ? props[attribute.name] : undefined;
    if (props ? !values : !(ELEMENT_ATTRIBUTES as readonly string[]).includes(attribute.name))
      at(`${written}: the attribute is not allowed. Allowed: ${props ? list(Object.keys(props)) || 'none' : list(ELEMENT_ATTRIBUTES)}.`);
    else if (typeof attribute.value !== 'string') at(`${written}: attribute values are text in quotes. ${NO_CODE}`);
    else if (values && !values.includes(attribute.value)) at(`${written}="${attribute.value}": use ${values.map((value) => `"${value}"`).join(' or ')}.`);
  }
}

/** Every place where `source` (a whole MDX file, frontmatter included) breaks the content model. */
export function contentProblems(source: string): ContentProblem[] {
  // Astro would read "+++" TOML frontmatter, and frontmatter after blank lines; the model has YAML first.
  if (!source.startsWith('---\n') && !source.startsWith('---\r\n'))
    return [{ line: 1, column: 1, message: 'the file starts with its YAML frontmatter: a first line "---", the fields, then "---".' }];
  let tree: MdastNode;
  try {
    tree = mdxToMdast(source, { features: { frontmatter: true, headingAttributes: true } });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const [, line, column] = /(\d+):(\d+)/.exec(message) ?? [];
    return [{ line: Number(line ?? 1), column: Number(column ?? 1), message: `the file is not valid MDX: ${message}` }];
  }
  const problems: ContentProblem[] = [];
  for (const child of 'children' in tree ? (tree.children as MdastNode[]) : []) problemsOf(child, problems);
  return problems;
}
