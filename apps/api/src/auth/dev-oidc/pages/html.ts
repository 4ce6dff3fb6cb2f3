/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The page frame of every development-provider page. Styles and scripts are
 * files under `${assetsPath}` because the app's content security policy allows
 * no inline code.
 */
export function renderPage(options: { title: string; assetsPath: string; body: string; scripts?: string[] }): string {
  const scripts = (options.scripts ?? [])
    .map((name) => `<script src="${escapeHtml(`${options.assetsPath}/${name}`)}" defer></script>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${escapeHtml(`${options.assetsPath}/dev-oidc.css`)}">
${scripts}
</head>
<body>
${options.body}
</body>
</html>`;
}
