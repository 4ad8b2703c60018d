// Mermaid's own parser, for the diagram tests. Mermaid registers its diagram types only where a DOM
// exists, so a jsdom window is installed first when the test runs in Node.
import { JSDOM } from 'jsdom';

/** A node of a parsed state diagram, as Mermaid's layout receives it. */
interface ParsedNode {
  id: string;
  label: string;
  /** The group (composite state, parallel divider or note group) that holds it. */
  parentId: string | undefined;
  isGroup: boolean;
  shape: string;
  /** The description lines under a state's name. */
  description: string[];
}

interface ParsedEdge {
  start: string;
  end: string;
  label: string;
}

export interface ParsedDiagram {
  nodes: ParsedNode[];
  edges: ParsedEdge[];
}

type MermaidModule = typeof import('mermaid');
let loading: Promise<MermaidModule['default']> | undefined;

async function mermaid() {
  if (!loading) {
    loading = (async () => {
      const scope = globalThis as { window?: unknown; document?: unknown };
      if (scope.window === undefined) {
        const dom = new JSDOM('<!doctype html><html><body></body></html>');
        scope.window = dom.window;
        scope.document = dom.window.document;
      }
      const { default: api } = await import('mermaid');
      api.initialize({ startOnLoad: false });
      return api;
    })();
  }
  return loading;
}

/**
 * Mermaid keeps entity codes (`#59;`) through parsing in its own private form and turns them into HTML
 * entities only when it draws; this gives back the characters a reader sees.
 */
function decodeMermaidText(text: string): string {
  return text
    .replace(/\uFB02\u00B0\u00B0(\d+)\u00B6\u00DF/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\uFB02\u00B0(\w+)\u00B6\u00DF/g, (_, name: string) => `&${name};`);
}

/** Parses a Mermaid diagram with Mermaid's parser; throws Mermaid's own error when it does not parse. */
export async function parseMermaid(text: string): Promise<ParsedDiagram> {
  const api = await mermaid();
  const diagram = await api.mermaidAPI.getDiagramFromText(text);
  const data = (diagram.db as unknown as { getData: () => { nodes: unknown[]; edges: unknown[] } }).getData();
  const nodes = (data.nodes as Array<Record<string, unknown>>).map((node) => ({
    id: String(node.id),
    label: decodeMermaidText(String(node.label ?? '')),
    parentId: typeof node.parentId === 'string' ? node.parentId : undefined,
    isGroup: node.isGroup === true,
    shape: String(node.shape ?? ''),
    description: Array.isArray(node.description)
      ? (node.description as unknown[]).map((line) => decodeMermaidText(String(line)))
      : [],
  }));
  const edges = (data.edges as Array<Record<string, unknown>>).map((edge) => ({
    start: String(edge.start),
    end: String(edge.end),
    label: decodeMermaidText(String(edge.label ?? '')),
  }));
  return { nodes, edges };
}

/** The ```mermaid blocks of a Markdown text. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
}

/** A parsed flowchart: its subgraphs (with the ids of their nodes) and its edges. */
export async function parseFlowchart(text: string) {
  const api = await mermaid();
  const diagram = await api.mermaidAPI.getDiagramFromText(text);
  const db = diagram.db as unknown as {
    getSubGraphs: () => Array<{ id: string; title: string; nodes: string[] }>;
    getEdges: () => Array<{ start: string; end: string; text: string }>;
  };
  return {
    subgraphs: db.getSubGraphs().map((subgraph) => ({
      id: subgraph.id,
      title: decodeMermaidText(subgraph.title),
      nodes: subgraph.nodes,
    })),
    edges: db
      .getEdges()
      .map((edge) => ({ start: edge.start, end: edge.end, label: decodeMermaidText(edge.text) })),
  };
}
