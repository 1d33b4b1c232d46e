type OpenApiDocument = {
  info: { title: string; version: string; description?: string }
  paths?: Record<string, object>
}

type Operation = { summary?: string; description?: string }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A plain, self-contained reference page for the API (no third-party scripts, so it works offline). */
export function renderDocsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, unknown>).map(([method, operation]) => ({
      path,
      method,
      ...(operation as Operation),
    })),
  )
  const rows = operations
    .map(
      (op) => `<section><h2><code>${op.method.toUpperCase()} ${escapeHtml(op.path)}</code></h2>
<p><strong>${escapeHtml(op.summary ?? '')}</strong></p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}</section>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)} API</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#2b1d0e;background:#f8f0dc}
section{border-top:1px solid #c9b48a;padding:.5rem 0}code{background:#efe2c0;padding:.1rem .3rem;border-radius:3px}</style></head>
<body><h1>${escapeHtml(document.info.title)} API ${escapeHtml(document.info.version)}</h1>
<p>${escapeHtml(document.info.description ?? '')} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.
Errors have the shape <code>{ "error": { "code", "message", "fields"? } }</code>.</p>
${rows}</body></html>`
}
