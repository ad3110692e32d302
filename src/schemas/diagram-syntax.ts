/**
 * The diagram language an article may use: a Mermaid flowchart of labelled boxes and arrows. The
 * renderer (beautiful-mermaid) draws whatever it can make of a line, so a typo ships a wrong picture
 * (a box on its own, an id printed as a label) under a description of the right one. Each line
 * must therefore parse as one of the statements below, every box must be labelled and every box
 * joined to another, or the build fails naming the line.
 */

/** A line's problem, counted from the first line inside the fence (the `%% caption:` line is 1). */
interface DiagramProblem {
  line: number;
  message: string;
}

const DIRECTION = /^(flowchart|graph)\s+(TD|TB|BT|LR|RL)$/;
/** `id`, optionally with a label in one of the shapes the articles draw: [box] (round) {decision} [(store)] ([stadium]) ((circle)). */
const NODE = String.raw`([A-Za-z][\w-]*)(?:\[\(([^()[\]]+)\)\]|\(\[([^()[\]]+)\]\)|\(\(([^()]+)\)\)|\[([^[\]]+)\]|\(([^()]+)\)|\{([^{}]+)\})?`;
/** An arrow, solid, dotted or thick, with an optional `|label|`. */
const ARROW = String.raw`\s*(?:-->|-\.->|==>|---|-\.-)\s*(?:\|([^|]+)\|\s*)?`;
const NODE_LINE = new RegExp(`^${NODE}$`);
const EDGE_LINE = new RegExp(`^${NODE}${ARROW}${NODE}$`);

interface Box {
  label?: string | undefined;
  line: number;
  joined: boolean;
}

/** The label a NODE match carries, if any: the first shape group that matched. */
const labelOf = (groups: (string | undefined)[]) => groups.find((group) => group !== undefined)?.trim();

/** Every problem of a fence's code (its `%%` comment lines included, so lines count as the editor sees them). */
export function diagramProblems(code: string): DiagramProblem[] {
  const problems: DiagramProblem[] = [];
  const boxes = new Map<string, Box>();
  const box = (id: string, label: string | undefined, line: number, joined: boolean) => {
    const known = boxes.get(id) ?? { line, joined: false };
    if (label && known.label && label !== known.label)
      problems.push({ line, message: `"${id}" is labelled "${label}" here and "${known.label}" on line ${known.line}: one box, one label.` });
    known.label ??= label;
    known.joined ||= joined;
    boxes.set(id, known);
  };
  let header = false;
  for (const [index, raw] of code.split('\n').entries()) {
    const line = index + 1;
    const text = raw.trim();
    if (!text || text.startsWith('%%')) continue;
    if (!header) {
      if (!DIRECTION.test(text)) problems.push({ line, message: `"${text}": a diagram starts with "flowchart TD" (or LR, BT, RL).` });
      header = true;
      continue;
    }
    const edge = EDGE_LINE.exec(text);
    if (edge) {
      box(edge[1]!, labelOf(edge.slice(2, 8)), line, true);
      box(edge[9]!, labelOf(edge.slice(10, 16)), line, true);
      continue;
    }
    const node = NODE_LINE.exec(text);
    if (node) box(node[1]!, labelOf(node.slice(2, 8)), line, false);
    else problems.push({ line, message: `"${text}" is not a box ("id[Label]") or an arrow ("a[Label] --> b[Label]", "a -->|label| b").` });
  }
  for (const [id, { label, line, joined }] of boxes) {
    if (!label) problems.push({ line, message: `"${id}" has no label anywhere, so the picture would show the id: write ${id}[Label] once.` });
    if (!joined) problems.push({ line, message: `"${id}" is joined to nothing: add its arrow, or check the id for a typo.` });
  }
  return problems;
}
