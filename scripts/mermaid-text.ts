// Text inside Mermaid diagrams (state and flowchart labels).

/**
 * Mermaid text that reads as the original: every character outside a small safe set becomes an entity
 * code (`#59;`), which Mermaid turns back into the character when it draws. Runs of whitespace become
 * one space (a label is one line).
 */
export function escapeMermaid(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  let escaped = '';
  for (const character of oneLine) {
    escaped += /[\p{L}\p{N} .,_()[\]/'…«»¿¡-]/u.test(character) ? character : `#${character.codePointAt(0)};`;
  }
  return escaped;
}
