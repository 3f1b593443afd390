import { createHash } from 'node:crypto';

/** A readable, self-contained page for the OpenAPI document: no script, no outside request. */
type Json = Record<string, unknown>;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#fff}
main{max-width:960px;margin:0 auto;padding:24px}
nav ul{display:flex;flex-wrap:wrap;gap:12px;list-style:none;padding:0}
article{border:1px solid #d0d7de;border-radius:8px;padding:12px 16px;margin:12px 0}
h3{margin:0 0 4px;font-size:16px}
.method{display:inline-block;min-width:60px;font-weight:700}
.get{color:#0a5d2a}.post{color:#0550ae}.put,.patch{color:#7d4e00}.delete{color:#a40e26}
.access{color:#57606a;margin-left:8px}
pre{background:#f6f8fa;padding:8px;overflow:auto;font-size:13px}
a{color:#0550ae}
`;

/** The page's policy: its one inline style, nothing else. */
export const API_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ACCESS_WORDS: Record<string, string> = { public: 'anyone', signedIn: 'signed in', admin: 'admin' };

function schemaBlock(schema: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

export function apiReferencePage(doc: Json): string {
  const info = doc.info as { title: string; description: string };
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = (op.tags as string[])[0];
      const params = (op.parameters as Json[]).map((p) => `<li><code>${escapeHtml(String(p.name))}</code> (${escapeHtml(String(p.in))}${p.required ? ', required' : ''})</li>`).join('');
      const body = (op.requestBody as { content: Record<string, { schema: unknown }> } | undefined)?.content;
      const responses = Object.entries(op.responses as Record<string, { description: string }>)
        .map(([status, r]) => `<li><code>${status}</code> ${escapeHtml(r.description)}</li>`)
        .join('');
      const html = `<article id="${escapeHtml(String(op.operationId))}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  <p>${escapeHtml(String(op.summary))} <span class="access">Who: ${ACCESS_WORDS[String(op['x-access'])] ?? ''}</span></p>
  ${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}
  ${body ? Object.entries(body).map(([type, c]) => `<details><summary>Body: <code>${escapeHtml(type)}</code></summary>${schemaBlock(c.schema)}</details>`).join('') : ''}
  <h4>Answers</h4><ul>${responses}</ul>
</article>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const nav = [...byTag.keys()].map((t) => `<li><a href="#${escapeHtml(t.replace(/\W+/g, '-'))}">${escapeHtml(t)}</a></li>`).join('');
  const sections = [...byTag.entries()].map(([t, items]) => `<section id="${escapeHtml(t.replace(/\W+/g, '-'))}"><h2>${escapeHtml(t)}</h2>${items.join('\n')}</section>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body><main>
<h1>${escapeHtml(info.title)}</h1>
<p>${escapeHtml(info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Groups"><ul>${nav}</ul></nav>
${sections}
</main></body>
</html>`;
}
