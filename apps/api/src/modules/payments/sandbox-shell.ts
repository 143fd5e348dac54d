import type { TLanguage } from '@demeure/shared'

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The padlock badge that says the page is a test page. */
export const secureBadge = (text: string) =>
  `<span class="secure"><svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" aria-hidden="true"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>${escapeHtml(text)}</span>`

/**
 * The frame of the sandbox's own pages (its checkout, and the payout onboarding of modules/payouts):
 * the product's look (DESIGN.md colours, the Demeure mark), a card in the middle, plain HTML with
 * no script. `card` is already escaped HTML; `title` and `footer` are text.
 */
export function sandboxShell({
  language,
  title,
  footer,
  card,
}: {
  language: TLanguage
  title: string
  footer: string
  card: string
}): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
*{box-sizing:border-box}
body{font-family:Inter,system-ui,-apple-system,"Segoe UI",sans-serif;background:#FAF8F5;color:#1F2328;margin:0;min-height:100vh;display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:10px;padding:16px 24px;border-bottom:1px solid #E7E1D8;background:#fff}
.mark{width:32px;height:32px;border-radius:8px;background:#0F5C5C;display:grid;place-items:center}
.brand{font-weight:700;font-size:20px;color:#0F5C5C}
main{flex:1;display:grid;place-items:center;padding:24px 16px}
.card{background:#fff;border:1px solid #E7E1D8;border-radius:16px;box-shadow:0 4px 24px rgba(31,35,40,.06);padding:32px;max-width:440px;width:100%}
.secure{display:inline-flex;align-items:center;gap:6px;font-size:13px;font-weight:600;color:#0F5C5C;background:#E6F0EF;border-radius:999px;padding:4px 10px}
h1{font-size:22px;line-height:1.3;margin:14px 0 8px}
p{color:#57606A;line-height:1.5;margin:0}
.cards{display:flex;flex-direction:column;gap:6px;margin-top:20px;font-size:14px;font-weight:600}
select{min-height:44px;border:1px solid #CFC8BD;border-radius:10px;padding:0 10px;font:inherit;font-weight:400;background:#fff;color:#1F2328}
.summary{margin:24px 0 0;padding:0;border-top:1px solid #E7E1D8}
.line{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-bottom:1px solid #E7E1D8;font-size:15px}
.line dt{color:#57606A}.line dd{margin:0;text-align:right;font-weight:600;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.line dd.figure{white-space:nowrap;overflow-wrap:normal}
.label{margin-top:24px;font-size:13px;font-weight:600;text-transform:uppercase;letter-spacing:.04em;color:#57606A}
.amount{font-size:32px;font-weight:700;color:#B5492A;font-variant-numeric:tabular-nums;margin:4px 0 8px;white-space:nowrap}
button{width:100%;min-height:48px;border-radius:10px;font:inherit;font-size:16px;font-weight:600;margin-top:12px;cursor:pointer}
.pay{background:#0F5C5C;color:#fff;border:0}.pay:hover{background:#0B4747}
.fail{background:#fff;border:1px solid #D0D7DE;color:#1F2328}.fail:hover{background:#F6F8FA}
button:focus-visible,a:focus-visible{outline:3px solid #B5492A;outline-offset:2px}
.back{display:inline-block;margin-top:16px;color:#0F5C5C;font-weight:600}
ul.steps{margin:20px 0 0;padding-left:20px;color:#57606A;line-height:1.6}
footer{padding:16px;text-align:center;font-size:13px;color:#57606A}
</style></head>
<body>
<header><span class="mark" aria-hidden="true"><svg width="18" height="18" viewBox="0 0 24 24" fill="#fff"><path d="M12 3 3 10v11h6v-6h6v6h6V10z"/></svg></span><span class="brand">Demeure</span></header>
<main><div class="card">
${card}</div></main>
<footer>${escapeHtml(footer)}</footer>
</body></html>`
}
