/**
 * The second line behind the content checker: the rendered tree of every editor's file passes
 * hast-util-sanitize configured from the content model (src/markdown/sanitize.ts). What the model
 * names comes through unchanged; anything else is dropped, and the build names what it dropped.
 */
import type { Element, Root } from 'hast';
import { type MdxToJsResult, mdxToJs } from 'satteri';
import { describe, expect, it } from 'vitest';
import { CONTENT_SCHEMA, firstRemoval, sanitizeContent, sanitizedContent } from '../../src/markdown/sanitize.ts';

const element = (tagName: string, properties: Element['properties'] = {}, children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({ type: 'text' as const, value });
const root = (...children: Root['children']): Root => ({ type: 'root', children });

describe('the content sanitizer', () => {
  it('keeps what Markdown, the editors and the pipeline make, byte for byte', () => {
    const tree = root(
      element('h2', { id: 'identity-access' }, [text('Identity & Access')]),
      element('p', {}, [
        element('a', { href: 'https://docs.aws.amazon.com/', title: 'AWS' }, [text('docs')]),
        element('abbr', { title: 'Service control policy onclick=handler()' }, [text('SCP')]),
        element('time', { dateTime: '2026-12-06' }, [text('6 December')]),
      ]),
      element('div', { className: ['code-bar'] }, [element('span', {}, [text('hcl')])]),
      element('pre', { className: ['language-hcl'], dataLanguage: 'hcl', tabIndex: 0 }, [
        element('code', { className: ['language-hcl'] }, [element('span', { className: ['tk'] }, [text('resource')])]),
      ]),
    );
    const clean = sanitizeContent(structuredClone(tree));
    expect(clean).toEqual(tree);
    expect(firstRemoval(tree.children, clean.children)).toBeUndefined();
  });

  it.each([
    ['a meta refresh', element('meta', { httpEquiv: ['refresh'], content: '0;url=https://evil.example/' })],
    ['a class that covers the page', element('h2', { id: 'moved', className: ['fixed', 'inset-0', 'z-50'] }, [text('Site moved')])],
    ['an inline style', element('p', { style: 'position:fixed' }, [text('x')])],
    ['a handler', element('h2', { onFocus: 'go()', autoFocus: true }, [text('x')])],
    ['a popover', element('h2', { popover: 'auto' }, [text('x')])],
    ['a javascript: link', element('a', { href: 'javascript:alert(1)' }, [text('x')])],
    ['a fence class of an unknown language', element('code', { className: ['language-x"><meta'] }, [text('x')])],
    ['an iframe', element('iframe', { src: 'https://evil.example/' })],
  ])('drops %s', (_name, node) => {
    const clean = sanitizeContent(root(structuredClone(node)));
    expect(clean).not.toEqual(root(node));
    expect(firstRemoval([node], clean.children)).toMatch(new RegExp(`^<${node.tagName}`));
  });

  it('names the innermost thing it removed', () => {
    const pre = element('pre', {}, [element('meta', { httpEquiv: ['refresh'] }), text('code')]);
    expect(firstRemoval([pre], sanitizeContent(root(structuredClone(pre))).children)).toBe('<meta httpEquiv="refresh">');
  });

  it('lets the model’s components through as components, with only the values they take', () => {
    const mailbox = (value: string) => ({
      type: 'mdxJsxTextElement' as const,
      name: 'Mailbox',
      attributes: [{ type: 'mdxJsxAttribute', name: 'of', value }],
      children: [],
    });
    const kept = sanitizeContent(root(element('p', {}, [mailbox('sales') as never])));
    expect(kept).toEqual(root(element('p', {}, [mailbox('sales') as never])));
    const narrowed = sanitizeContent(root(element('p', {}, [mailbox('billing') as never])));
    expect(narrowed.children[0]).toMatchObject({ children: [{ type: 'mdxJsxTextElement', name: 'Mailbox', attributes: [] }] });
    const unknown = sanitizeContent(root(element('p', {}, [{ ...mailbox('sales'), name: 'Script' } as never])));
    expect(unknown).toEqual(root(element('p')));
  });

  it('allows links only to the model’s schemes', () => {
    expect(CONTENT_SCHEMA.protocols?.href).toEqual(['https', 'mailto', 'tel']);
  });

  it('stops the compile naming the file, and compiles no frontmatter into the module', () => {
    const fileURL = new URL('file:///content/articles/probe.mdx');
    const hostile = {
      name: 'hostile-pipeline-step',
      element: {
        filter: ['p'],
        visit: (node: Element, ctx: { setProperty: (node: Element, key: string, value: unknown) => void }) => ctx.setProperty(node, 'onClick', 'go()'),
      },
    };
    expect(() => mdxToJs('Text.\n', { fileURL, hastPlugins: [hostile, sanitizedContent] })).toThrow(
      /\/content\/articles\/probe\.mdx: the sanitizer removed <p onClick="go\(\)">/,
    );
    const { data } = mdxToJs('Text.\n', {
      fileURL,
      hastPlugins: [sanitizedContent],
      data: { astro: { frontmatter: { layout: '/etc/hostname?raw' } } as never },
    }) as MdxToJsResult;
    expect(data.astro).toEqual({ frontmatter: {} });
  });
});
