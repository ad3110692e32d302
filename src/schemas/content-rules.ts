/**
 * What an editor's MDX file may hold. MDX is a programming language: an `import`, an `export` or a
 * `{…}` expression runs at build time with the build's files and environment, and raw HTML can run
 * script or restyle a page. Content is data, so before anything compiles, the loader
 * (loaders.ts) refuses all of that, naming the file, line and column. What stays: Markdown, a short
 * list of inline HTML elements with literal attributes, and links and images to `https:` addresses,
 * the site's own paths, `mailto:` and `tel:`, and the components of src/config/content-components.ts
 * by name with literal props. The CMS edits bodies as raw Markdown and inserts none of the refused.
 */
import type { MdastNode, MdxJsxFlowElement, MdxJsxTextElement } from 'satteri';
import { mdxToMdast } from 'satteri';
import { CONTENT_COMPONENTS } from '../config/content-components.ts';

/** A rule broken at a place in the file. */
interface ContentProblem {
  line: number;
  column: number;
  message: string;
}

/**
 * HTML an article may use for what Markdown has no syntax for. None of these can load, run or
 * restyle anything; `<script>`, `<style>`, `<iframe>`, `<object>`, `<embed>`, `<form>`, `<base>`,
 * `<meta>` and every other element are refused.
 */
const ELEMENTS = new Set([
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
]);

/** Their attributes: text only. No `style`, no `class` (the page's stylesheet decides), no event handlers. */
const ATTRIBUTES = new Set(['title', 'lang', 'dir', 'datetime']);

/** `https:` addresses, paths on this site, anchors on the page, mail and phone links. */
const SAFE_URL = /^(https:\/\/|\/(?!\/)|#|mailto:|tel:)/i;

const URL_RULE = 'Links and images may point to https: addresses, paths on this site (/…, #…), mailto: and tel: only.';

/** Why a URL is refused, or undefined when it is allowed. */
export function urlProblem(url: string): string | undefined {
  // Browsers ignore tabs, line breaks and leading spaces in a scheme ("java\tscript:").
  return SAFE_URL.test(url.replace(/[\t\n\r]/g, '').trimStart()) ? undefined : `"${url}" is not allowed. ${URL_RULE}`;
}

const NO_CODE = 'Content is text, not code: the build does not run anything an article holds.';

function problemsOf(node: MdastNode, problems: ContentProblem[]): void {
  const at = (message: string) => problems.push({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, message });
  switch (node.type) {
    case 'mdxjsEsm':
      at(`"${node.value.split('\n')[0]}": import and export lines are not allowed. ${NO_CODE}`);
      return;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      at(`"{${node.value}}" is a JavaScript expression. ${NO_CODE} To show braces as text, write \\{ and \\}.`);
      return;
    case 'html':
      at(`raw HTML "${node.value.slice(0, 40)}" is not allowed. ${NO_CODE}`);
      return;
    case 'link':
    case 'image':
    case 'definition': {
      const problem = urlProblem(node.url);
      if (problem) at(problem);
      break;
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      checkElement(node, at);
      break;
  }
  if ('children' in node) for (const child of node.children as MdastNode[]) problemsOf(child, problems);
}

const ELEMENT_LIST = [...ELEMENTS].map((element) => `<${element}>`).join(' ');
const COMPONENT_LIST = Object.keys(CONTENT_COMPONENTS)
  .map((name) => `<${name} />`)
  .join(' ');

/** Reports through `at` an HTML element or component the rules refuse, or each attribute they refuse. */
function checkElement(node: MdxJsxFlowElement | MdxJsxTextElement, at: (message: string) => void): void {
  const name = node.name ?? '';
  const props: Readonly<Record<string, readonly string[]>> | undefined = Object.hasOwn(CONTENT_COMPONENTS, name)
    ? CONTENT_COMPONENTS[name as keyof typeof CONTENT_COMPONENTS]
    : undefined;
  if (!ELEMENTS.has(name) && !props) {
    at(`<${name}> is not allowed in content. ${NO_CODE} Allowed HTML: ${ELEMENT_LIST}; components: ${COMPONENT_LIST}.`);
    return;
  }
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      at(`<${name}> spreads a JavaScript expression into its attributes. ${NO_CODE}`);
      continue;
    }
    const written = `<${name} ${attribute.name}>`;
    // A component takes the values its entry lists; an HTML element, any text in the allowed attributes.
    const values = props ? props[attribute.name] : undefined;
    if (props ? !values : !ATTRIBUTES.has(attribute.name)) at(`${written}: the attribute is not allowed.`);
    else if (typeof attribute.value !== 'string') at(`${written}: attribute values are text in quotes. ${NO_CODE}`);
    else if (values && !values.includes(attribute.value)) at(`${written}="${attribute.value}": use ${values.map((value) => `"${value}"`).join(' or ')}.`);
  }
}

/** Every place where `source` (a whole MDX file, frontmatter included) breaks the rules above. */
export function contentProblems(source: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  let tree: MdastNode;
  try {
    tree = mdxToMdast(source, { features: { frontmatter: true, headingAttributes: true } });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const [, line, column] = /(\d+):(\d+)/.exec(message) ?? [];
    return [{ line: Number(line ?? 1), column: Number(column ?? 1), message: `the file is not valid MDX: ${message}` }];
  }
  problemsOf(tree, problems);
  return problems;
}
