/**
 * A diagram's words are drawn as outlines of Inter inside the boxes the renderer sized for them
 * (src/render/diagram-labels.ts): the same picture in every engine, whatever fonts the visitor has.
 */
import { describe, expect, it } from 'vitest';
import { lineWidth } from '../../src/render/diagram-labels.ts';
import { renderDiagram } from '../../src/render/diagrams.ts';

// Labels the renderer's width table underestimates in Inter (lower case, and a long arrow label).
const SOURCE = `%% caption: A test of label widths
%% description: A box with a long label points to a box with a short one, along an arrow with a long label.
flowchart LR
  a[Classified as major: the clock starts] -->|within one month of the latest intermediate| b[Final<br>report]`;

/** Each label's box or pill and where each of its lines starts, read from the drawing. */
function labels(svg: string) {
  return [
    ...svg.matchAll(
      /<g class="(node|edge-label)"[^>]*data-label="([^"]*)"[^>]*>\s*<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"[^>]*\/>\s*<g fill="[^"]*">((?:<g transform[^>]*>(?:<use[^>]*\/>)*<\/g>)+)<\/g>/g,
    ),
  ].map(([, kind, label, x, width, lines]) => ({
    kind: kind!,
    lines: label!.split(/\n|<br>/),
    box: { left: Number(x), right: Number(x) + Number(width) },
    starts: [...lines!.matchAll(/translate\(([\d.]+) /g)].map((match) => Number(match[1])),
  }));
}

describe('diagram labels', () => {
  const { drawings } = renderDiagram(SOURCE, 'a test');

  it('are outlines, with no text for an engine to draw in another face and no font to fetch', () => {
    for (const drawing of [drawings.wide, drawings.narrow]) {
      for (const svg of [drawing.light, drawing.dark]) {
        expect(svg).not.toMatch(/<text[\s>]/);
        expect(svg).not.toMatch(/@import|font-family/);
        expect(svg).not.toContain('\uE000');
        expect(svg).toMatch(/<defs><path id="g[mr]\d+" d="m/);
      }
    }
  });

  it('sit inside their boxes and pills with room on both sides, on a laptop and on a phone', () => {
    for (const drawing of [drawings.wide, drawings.narrow]) {
      const found = labels(drawing.light);
      // Both boxes and the arrow's label.
      expect(found.map(({ kind }) => kind).sort()).toEqual(['edge-label', 'node', 'node']);
      for (const { kind, lines, box, starts } of found) {
        expect(starts).toHaveLength(lines.length);
        lines.forEach((line, index) => {
          const width = lineWidth(line, kind === 'node' ? 500 : 400);
          expect(starts[index]! - box.left, line).toBeGreaterThanOrEqual(2);
          expect(box.right - (starts[index]! + width), line).toBeGreaterThanOrEqual(2);
        });
      }
    }
  });

  it('keep their size: box labels at 13 px and arrow labels at 11 px of Inter', () => {
    // 13 and 11 px over Inter's 2,048 units to the em, on the outlines' grid of 4 units.
    expect(drawings.wide.light).toContain('scale(0.025391 -0.025391)');
    expect(drawings.wide.light).toContain('scale(0.021484 -0.021484)');
  });
});
