// The statecharts' `description` texts are for the analysts (Stately Studio, docs/flows, the testers'
// scripts), which read them from the source: the app never reads them. The production build drops them
// from the machines' modules (about 3 kB gzip of all JavaScript).
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A text written in the source: a string, a template without substitutions, or strings joined by +. */
function isWrittenText(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return (node.expressions as unknown[]).length === 0;
  if (node.type === 'BinaryExpression' && node.operator === '+')
    return isWrittenText(node.left as Node) && isWrittenText(node.right as Node);
  return false;
}

const isDescription = (node: Node): boolean =>
  node.type === 'Property' &&
  !node.computed &&
  isNode(node.key) &&
  ((node.key.type === 'Identifier' && node.key.name === 'description') ||
    (node.key.type === 'Literal' && node.key.value === 'description')) &&
  isNode(node.value) &&
  isWrittenText(node.value);

/** Every `description: '…'` property of an object literal, with its comma (a program's ESTree). */
export function descriptionRanges(program: Node, code: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const visit = (node: Node): void => {
    if (node.type === 'ObjectExpression') {
      for (const property of node.properties as Node[]) {
        if (!isDescription(property)) continue;
        let end = property.end;
        while (end < code.length && /\s/.test(code.charAt(end))) end += 1;
        ranges.push([property.start, code.charAt(end) === ',' ? end + 1 : property.end]);
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return ranges;
}

/** The code without its object literals' descriptions. */
export function stripDescriptions(code: string, program: Node): MagicString | undefined {
  const ranges = descriptionRanges(program, code);
  if (ranges.length === 0) return undefined;
  const edited = new MagicString(code);
  for (const [start, end] of ranges) edited.remove(start, end);
  return edited;
}

/** The build's plugin: the modules under machines/ lose their descriptions. */
export function stripMachineDescriptions(): Plugin {
  return {
    name: 'portal-erm:strip-machine-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]machines[\\/].+\.machine\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      const edited = stripDescriptions(code, this.parse(code) as unknown as Node);
      if (!edited) return null;
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
    },
  };
}
