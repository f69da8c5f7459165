import { colors, fontFamily, radius } from '../../shared/brand-tokens';
import { FRENCH_SITE_NAME, FRENCH_UNIT_TAGLINE } from '../../shared/french-names';
import { UNIT_TAGLINE } from '../../shared/listing-state';
import { LOCALE_TAGS, localizedPath, type Locale } from '../../shared/site-routes';
import { SITE_NAME } from '../../shared/trailer';
import type { HttpResult } from './http';

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Markup already escaped (built with `html`), as opposed to text that still needs it. */
export class Markup {
  constructor(readonly value: string) {}
}

type Slot = Markup | string | number | false | null | undefined | readonly Slot[];

const render = (slot: Slot): string =>
  slot instanceof Markup ? slot.value : Array.isArray(slot) ? slot.map(render).join('') : slot === false || slot == null ? '' : escapeHtml(String(slot));

/** A template whose interpolated text is escaped; nested `html` results and lists of them are kept. */
export function html(strings: TemplateStringsArray, ...slots: readonly Slot[]): Markup {
  return new Markup(strings.reduce((out, text, index) => out + text + (index < slots.length ? render(slots[index]) : ''), ''));
}

/*
 * The site's look without its script: the header band, a card, the brand's colours and type. The CSP
 * allows inline styles (style-src 'unsafe-inline', which MUI needs too) but no inline script, and these
 * pages have none.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:${fontFamily};color:${colors.ink};background:${colors.navy[50]};line-height:1.5}
a{color:${colors.navy[700]}}
.bar{background:${colors.navy[900]};color:${colors.white};padding:12px 20px}
.brand{display:flex;gap:12px;align-items:center;color:inherit;text-decoration:none;max-width:1100px;margin:0 auto}
.brand svg{width:36px;height:36px;flex-shrink:0}
.brand b{display:block;font-size:1.05rem}
.brand small{display:block;color:${colors.navy[100]};font-size:.8rem}
main{max-width:760px;margin:0 auto;padding:32px 16px 48px}
.card{background:${colors.white};border:1px solid ${colors.border};border-radius:${radius.large}px;padding:28px;box-shadow:0 8px 24px rgba(10,31,61,.08)}
.card.success{border-top:6px solid ${colors.success}}
.card.saved{border-top:6px solid ${colors.navy[700]}}
.card.notice{border-top:6px solid ${colors.red[600]}}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 12px;color:${colors.navy[900]}}
.lead{font-size:1.1rem;margin:0 0 16px}
.reference{background:${colors.navy[50]};border:1px dashed ${colors.navy[700]};border-radius:${radius.medium}px;padding:12px 16px;margin:16px 0;font-size:1.05rem}
.reference strong{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.15rem;letter-spacing:.04em;white-space:nowrap}
a[href^="tel:"]{white-space:nowrap}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
.button{display:inline-block;background:${colors.red[600]};color:${colors.white};border:0;border-radius:${radius.small}px;padding:12px 22px;font:600 1rem ${fontFamily};text-decoration:none;cursor:pointer}
.button:hover{background:${colors.red[700]}}
.button.quiet{background:transparent;color:${colors.navy[700]};border:1px solid ${colors.navy[700]}}
.button.quiet:hover{background:${colors.navy[50]}}
.contact{margin-top:24px;padding-top:16px;border-top:1px solid ${colors.border};color:${colors.inkMuted}}
.problems{background:${colors.red[50]};border-radius:${radius.medium}px;padding:12px 16px 12px 36px;margin:0 0 20px}
.problems a{color:${colors.red[700]};font-weight:600}
form{display:grid;gap:16px}
.field{display:grid;gap:4px;align-content:start}
.field label,legend{font-weight:600}
fieldset{border:0;margin:0;padding:0;display:grid;gap:8px}
legend{padding:0}
.choices{display:flex;flex-wrap:wrap;gap:4px 20px;font-weight:400}
.choices label{font-weight:400}
input[type=text],input[type=email],input[type=tel],input[type=date],select,textarea{font:1rem ${fontFamily};padding:10px 12px;border:1px solid ${colors.border};border-radius:${radius.small}px;width:100%;background:${colors.white};color:${colors.ink}}
[aria-invalid=true]{border-color:${colors.red[600]};border-width:2px}
.error{color:${colors.red[700]};font-size:.9rem;margin:0}
.hint{color:${colors.inkMuted};font-size:.9rem;margin:0}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.pair{display:grid;gap:16px}
main:has(.wide){max-width:960px}
.unit{margin:0 0 8px;color:${colors.inkMuted};font-weight:600}
.caption{font-weight:600;margin:0 0 8px}
.muted,.currency{color:${colors.inkMuted};font-weight:400}
table{width:100%;border-collapse:collapse;margin:0 0 12px;font-variant-numeric:tabular-nums}
th,td{text-align:left;vertical-align:top;padding:10px 8px;border-bottom:1px solid ${colors.border}}
td{text-align:right;white-space:nowrap}
th[scope=row]{font-weight:400}
tfoot th[scope=row],tfoot td{font-weight:700;border-bottom:0}
thead th:not(:first-child){text-align:right}
.currency{display:none}
.notes{margin:8px 0;padding-left:20px;color:${colors.inkMuted};display:grid;gap:6px}
summary{cursor:pointer;font-weight:600}
.search,.quotation{margin-top:24px;padding-top:16px;border-top:1px solid ${colors.border}}
h2{font-size:1.25rem;margin:0;color:${colors.navy[900]}}
@media (max-width:639px){thead{display:none}tr{display:grid;grid-template-columns:1fr 1fr;border-bottom:1px solid ${colors.border};padding:6px 0}th[scope=row]{grid-column:1/-1}th,td{border:0;padding:2px 0;text-align:left;white-space:normal}.currency{display:inline}.card{padding:20px 16px}}
@media (min-width:640px){.pair{grid-template-columns:1fr 1fr}main{padding-top:48px}}
@media print{*{color:#000 !important;background:transparent !important;box-shadow:none !important}.bar,form,.actions{display:none}main{padding:0;max-width:none}.card{border:0;padding:0}tr,li{break-inside:avoid}}
`;

/** The site's mark, as in favicon.svg: a white medical cross on a red tile. */
const BRAND_MARK = html`<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="7" fill="${colors.red[600]}"/><path fill="${colors.white}" d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z"/></svg>`;

export interface PageOptions {
  statusCode: number;
  title: string;
  body: Markup;
  /** Reload the page after this many seconds (a status that is still changing), no script needed. */
  refreshSeconds?: number;
  /** Extra response headers, e.g. Location. */
  headers?: Record<string, string>;
  /** The page's language: its `lang`, and its header's words and home link. @default 'en' */
  locale?: Locale;
}

const HEADER_WORDS: Record<Locale, { name: string; tagline: string }> = {
  en: { name: SITE_NAME, tagline: UNIT_TAGLINE },
  fr: { name: FRENCH_SITE_NAME, tagline: FRENCH_UNIT_TAGLINE },
};

/**
 * The policy of the pages the API answers with (a form post's receipt and errors): they run no script
 * and load nothing but the site's own images; the site's pages get theirs from the edge function.
 */
export const API_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** A whole page in the site's look: never cached, never indexed. */
export function htmlPage({ statusCode, title, body, refreshSeconds, headers, locale = 'en' }: PageOptions): HttpResult {
  const { name, tagline } = HEADER_WORDS[locale];
  const page = html`<!doctype html>
<html lang="${LOCALE_TAGS[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refreshSeconds ? html`<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}
<title>${title} | ${name}</title>
<style>${new Markup(STYLE)}</style>
</head>
<body>
<header class="bar"><a class="brand" href="${localizedPath('home', locale)}">${BRAND_MARK}<span><b>${name}</b><small>${tagline}</small></span></a></header>
<main>${body}</main>
</body>
</html>
`;
  return {
    statusCode,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': API_PAGE_POLICY, ...headers },
    body: page.value,
  };
}
