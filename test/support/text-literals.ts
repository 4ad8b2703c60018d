// Finds Spanish words written in code that renders or drives a screen (views, routes, machines): JSX
// text, and string literals that read as Spanish. Those texts belong in src/domain/texts.ts (SPEC's) or
// the area's `*-texts.ts`. A machine's `description` is documentation for analysts, not a screen text.
import ts from 'typescript-api';

const spanishMark = /[áéíóúñÁÉÍÓÚÑ¿¡]/;
const spanishWord =
  /\b(de|del|la|las|el|los|en|para|con|por|una|un|que|sin|su|sus|al|es|se|y|o|ya|hay|más|está|esta|este)\b/i;
const letters = /\p{L}{2,}/u;

/** Whether a literal's text is something a person would read in Spanish. */
export function readsAsSpanish(text: string): boolean {
  const trimmed = text.trim();
  if (!letters.test(trimmed)) return false;
  if (spanishMark.test(trimmed)) return true;
  // Two or more words, one of them a Spanish function word: 'Ver más', 'Sin datos', 'Cargando datos de…'.
  return /\s/.test(trimmed) && spanishWord.test(trimmed) && /^[\p{Lu}¿¡]/u.test(trimmed);
}

/** `file:line:col text` for every Spanish text written in a source file. */
export function spanishLiterals(fileName: string, source: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1}:${character + 1} ${JSON.stringify(text.trim())}`);
  };
  // A machine's `description` and a registry entry's `purpose` document the chart for analysts.
  const isDocumentation = (node: ts.Node) =>
    ts.isPropertyAssignment(node.parent) &&
    node.parent.initializer === node &&
    ts.isIdentifier(node.parent.name) &&
    (node.parent.name.text === 'description' || node.parent.name.text === 'purpose');
  // A key is a value the code matches on (a tag from the services), not a text it writes.
  const isKey = (node: ts.Node) => ts.isPropertyAssignment(node.parent) && node.parent.name === node;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node)) {
      if (letters.test(node.text)) report(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isDocumentation(node) && !isKey(node) && readsAsSpanish(node.text)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      if (readsAsSpanish(parts)) report(node, parts);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
