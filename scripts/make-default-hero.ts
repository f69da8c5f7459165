/**
 * Generates web/public/images/default-hero.jpg: the clearly labelled placeholder shown
 * whenever no featured hero photo can be displayed (shared/hero-image.ts DEFAULT_HERO_IMAGE).
 * Run once and commit the output:  node --import tsx scripts/make-default-hero.ts
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEFAULT_HERO_IMAGE } from '../shared/hero-image';
import { TRAILER } from '../shared/trailer';
import { colors } from '../web/src/theme/tokens';

const { width, height } = DEFAULT_HERO_IMAGE;
const output = fileURLToPath(new URL(`../web/public${DEFAULT_HERO_IMAGE.src}`, import.meta.url));
const font = `'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif`;
/** With the badge above it, the banner reads 'Sample photo – 2009 53 ft mobile medical trailer, unit 3057'. */
const title = `${TRAILER.year} ${TRAILER.lengthFeet} ft mobile medical trailer, unit ${TRAILER.unitNumber}`;

/** Two-axle wheel pair at x (tyre centre of the first wheel). */
const wheels = (x: number, y: number) =>
  [0, 92]
    .map(
      (dx) => `
    <circle cx="${x + dx}" cy="${y}" r="40" fill="#1b1f27"/>
    <circle cx="${x + dx}" cy="${y}" r="20" fill="#8a93a3"/>
    <circle cx="${x + dx}" cy="${y}" r="7" fill="#3b4250"/>`,
    )
    .join('');

const svg = `
<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Sample photo – ${title}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#cfe0f3"/>
      <stop offset="1" stop-color="#eef4fa"/>
    </linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="#e6ebf2"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <!-- distant hills and ground -->
  <path d="M0 600 C 200 540, 380 570, 560 545 S 930 520, 1200 560 L1200 690 L0 690 Z" fill="#c4d3c0"/>
  <rect y="686" width="${width}" height="${height - 686}" fill="#9aa39b"/>
  <rect y="686" width="${width}" height="10" fill="#868f87"/>
  <ellipse cx="600" cy="712" rx="560" ry="14" fill="#000" opacity="0.12"/>

  <!-- tractor unit -->
  <g>
    <rect x="942" y="455" width="150" height="170" rx="18" fill="${colors.navy[800]}"/>
    <path d="M1092 480 L1150 520 L1150 625 L1092 625 Z" fill="${colors.navy[800]}"/>
    <path d="M1100 492 L1140 522 L1140 560 L1100 560 Z" fill="#9fc0de"/>
    <rect x="958" y="472" width="70" height="62" rx="6" fill="#9fc0de"/>
    <rect x="940" y="625" width="215" height="22" rx="6" fill="#2a3040"/>
    <rect x="1150" y="600" width="14" height="40" rx="3" fill="#d9dde4"/>
    <rect x="930" y="400" width="10" height="225" rx="4" fill="#5b6476"/>
    <circle cx="985" cy="660" r="40" fill="#1b1f27"/><circle cx="985" cy="660" r="18" fill="#8a93a3"/>
    <circle cx="1100" cy="660" r="40" fill="#1b1f27"/><circle cx="1100" cy="660" r="18" fill="#8a93a3"/>
  </g>

  <!-- 53 ft trailer body -->
  <g>
    <rect x="40" y="360" width="880" height="250" rx="10" fill="url(#body)" stroke="#9aa6b8" stroke-width="3"/>
    <rect x="40" y="520" width="880" height="20" fill="${colors.navy[800]}"/>
    <rect x="40" y="544" width="880" height="8" fill="${colors.red[600]}"/>
    <!-- windows -->
    <rect x="120" y="410" width="110" height="60" rx="6" fill="#8fb3d6" stroke="#6b7f99" stroke-width="2"/>
    <rect x="520" y="410" width="110" height="60" rx="6" fill="#8fb3d6" stroke="#6b7f99" stroke-width="2"/>
    <rect x="660" y="410" width="110" height="60" rx="6" fill="#8fb3d6" stroke="#6b7f99" stroke-width="2"/>
    <!-- entry door and lift -->
    <rect x="300" y="395" width="70" height="145" rx="4" fill="#f7f9fc" stroke="#6b7f99" stroke-width="3"/>
    <circle cx="358" cy="470" r="4" fill="#6b7f99"/>
    <rect x="395" y="430" width="90" height="110" rx="4" fill="#f7f9fc" stroke="#6b7f99" stroke-width="3"/>
    <path d="M404 520 h72" stroke="#6b7f99" stroke-width="3"/>
    <!-- medical cross -->
    <rect x="808" y="400" width="80" height="80" rx="12" fill="${colors.red[600]}"/>
    <path d="M838 410h20v25h25v20h-25v25h-20v-25h-25v-20h25z" fill="#fff"/>
    <!-- chassis, landing gear and rear axles -->
    <rect x="40" y="610" width="880" height="16" fill="#3b4250"/>
    <rect x="800" y="626" width="14" height="52" fill="#5b6476"/>
    <rect x="790" y="674" width="34" height="8" fill="#5b6476"/>
    ${wheels(120, 660)}
  </g>

  <!-- label banner -->
  <rect x="0" y="0" width="${width}" height="150" fill="${colors.navy[900]}" opacity="0.92"/>
  <rect x="60" y="32" width="196" height="36" rx="6" fill="${colors.red[600]}"/>
  <text x="158" y="58" text-anchor="middle" font-family="${font}" font-size="20" font-weight="700" fill="#ffffff" letter-spacing="2">SAMPLE PHOTO</text>
  <text x="60" y="118" font-family="${font}" font-size="38" font-weight="700" fill="#ffffff">${title}</text>
  <text x="60" y="${height - 60}" font-family="${font}" font-size="26" fill="#1a2433">Placeholder illustration, not a photograph · ${TRAILER.location}</text>
  <text x="60" y="${height - 24}" font-family="${font}" font-size="20" fill="#2f3a4f">Real photos: see the Exterior Tour and Interior Tour pages</text>
</svg>`;

await mkdir(path.dirname(output), { recursive: true });
await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toFile(output);
const { size } = await stat(output);
console.log(`Wrote ${path.relative(process.cwd(), output)} (${width}x${height}, ${(size / 1024).toFixed(1)} KB)`);
