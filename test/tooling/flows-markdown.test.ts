// The Markdown of docs/flows as HTML for the flows site (scripts/flows-markdown.ts).
import { describe, expect, test } from 'vitest';
import { markdownToHtml } from '../../scripts/flows-markdown';

const keep = (href: string) => (href.endsWith('.md') ? href.replace(/\.md$/, '.html') : undefined);

describe('markdownToHtml', () => {
  test('tables with code, escaped pipes and links', () => {
    const html = markdownToHtml(
      [
        '| event | control |',
        '|---|---|',
        '| `NEXT` | botón «Siguiente» \\| otro |',
        '| [discard](discard.md) | x |',
      ].join('\n'),
      keep,
    );
    expect(html).toContain('<th scope="col">event</th>');
    expect(html).toContain('<td><code>NEXT</code></td><td>botón «Siguiente» | otro</td>');
    expect(html).toContain('<a href="discard.html">discard</a>');
  });

  test('a table scrolls in a box reached by Tab, named after its heading and number', () => {
    const html = markdownToHtml('## Eventos `x`\n\n| a |\n|---|\n| 1 |\n\n| b |\n|---|\n| 2 |', keep);
    expect(html).toContain(
      '<div class="table" role="region" tabindex="0" aria-label="Tabla 1: Eventos x"><table>',
    );
    expect(html).toContain('aria-label="Tabla 2: Eventos x"');
  });

  test('a link the site cannot serve keeps only its text; HTML is escaped', () => {
    const html = markdownToHtml('Machine: [`machines/a.ts`](../../machines/a.ts) <b>', keep);
    expect(html).toBe('<p>Machine: <code>machines/a.ts</code> &lt;b&gt;</p>');
  });

  test('headings shift, lists, quotes and paragraphs', () => {
    const html = markdownToHtml('## Estados\n\n- uno\n- dos\n  sigue\n\n> nota\n\ntexto\nmás', keep, 1);
    expect(html.split('\n')).toEqual([
      '<h3>Estados</h3>',
      '<ul><li>uno</li><li>dos sigue</li></ul>',
      '<blockquote><p>nota</p></blockquote>',
      '<p>texto más</p>',
    ]);
  });
});
