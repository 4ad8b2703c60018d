// The small part of Markdown that docs/flows uses (headings, paragraphs, lists, tables, quotes, code
// spans, links, bold), as HTML for the flows site (npm run flows). Links are rewritten by the caller:
// a link the site cannot serve becomes plain text, so every link of the site resolves.

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A link's new address, or undefined to keep only its text. */
export type LinkRewrite = (href: string) => string | undefined;

/** Code spans and bold text of a piece of text without links. */
function spans(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.length >= 2 && part.startsWith('`') && part.endsWith('`')
        ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
        : escapeHtml(part).replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>'),
    )
    .join('');
}

function inline(text: string, rewrite: LinkRewrite): string {
  const links: string[] = [];
  const marked = text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => {
    const target = rewrite(href);
    links.push(target === undefined ? spans(label) : `<a href="${escapeHtml(target)}">${spans(label)}</a>`);
    return `\uE000${links.length - 1}\uE001`;
  });
  return spans(marked).replace(/\uE000(\d+)\uE001/g, (_, at: string) => links[Number(at)] ?? '');
}

function cells(row: string): string[] {
  const trimmed = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Markdown (without its ```mermaid blocks, which the site draws itself) as HTML. */
export function markdownToHtml(markdown: string, rewrite: LinkRewrite, headingShift = 0): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let index = 0;
  // A wide table scrolls in its own box, which keyboard users reach by Tab (axe: scrollable-region-focusable);
  // the box is named after its heading and its number, so no two regions share a name.
  let lastHeading = '';
  let tables = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const heading = /^(#{1,6}) (.*)$/.exec(line);
    if (heading) {
      const level = Math.min(6, (heading[1] ?? '#').length + headingShift);
      out.push(`<h${level}>${inline(heading[2] ?? '', rewrite)}</h${level}>`);
      lastHeading = (heading[2] ?? '').replace(/[`*_[\]"<>]|\(.*?\)/g, '');
      index += 1;
      continue;
    }
    if (line.startsWith('|')) {
      const rows: string[] = [];
      while (index < lines.length && (lines[index] ?? '').startsWith('|')) rows.push(lines[index++] ?? '');
      const [head, , ...body] = rows;
      tables += 1;
      const name = `Tabla ${tables}${lastHeading === '' ? '' : `: ${lastHeading}`}`;
      out.push(`<div class="table" role="region" tabindex="0" aria-label="${name}"><table>`);
      out.push(
        `<thead><tr>${cells(head ?? '')
          .map((cell) => `<th scope="col">${inline(cell, rewrite)}</th>`)
          .join('')}</tr></thead>`,
      );
      out.push('<tbody>');
      for (const row of body)
        out.push(
          `<tr>${cells(row)
            .map((cell) => `<td>${inline(cell, rewrite)}</td>`)
            .join('')}</tr>`,
        );
      out.push('</tbody></table></div>');
      continue;
    }
    if (/^\s*[-*] /.test(line) || /^\d+\. /.test(line)) {
      const ordered = /^\d+\. /.test(line);
      const items: string[] = [];
      while (
        index < lines.length &&
        (lines[index] ?? '').trim() !== '' &&
        !(lines[index] ?? '').startsWith('|')
      ) {
        const current = lines[index] ?? '';
        if (/^\s*[-*] /.test(current) || /^\d+\. /.test(current))
          items.push(current.replace(/^\s*(?:[-*]|\d+\.) /, ''));
        else items[items.length - 1] = `${items[items.length - 1] ?? ''} ${current.trim()}`;
        index += 1;
      }
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>${items.map((item) => `<li>${inline(item, rewrite)}</li>`).join('')}</${tag}>`);
      continue;
    }
    if (line.startsWith('>')) {
      const quoted: string[] = [];
      while (index < lines.length && (lines[index] ?? '').startsWith('>'))
        quoted.push((lines[index++] ?? '').replace(/^> ?/, ''));
      out.push(`<blockquote><p>${inline(quoted.join(' '), rewrite)}</p></blockquote>`);
      continue;
    }
    if (line.startsWith('```')) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').startsWith('```')) code.push(lines[index++] ?? '');
      index += 1;
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const paragraph: string[] = [];
    while (
      index < lines.length &&
      (lines[index] ?? '').trim() !== '' &&
      !/^(#{1,6} |\||>|```|\s*[-*] |\d+\. )/.test(lines[index] ?? '')
    ) {
      paragraph.push(lines[index++] ?? '');
    }
    out.push(`<p>${inline(paragraph.join(' '), rewrite)}</p>`);
  }
  return out.join('\n');
}
