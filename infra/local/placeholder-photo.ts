import sharp from 'sharp';

export interface PlaceholderPhoto {
  title: string;
  subtitle: string;
  width: number;
  height: number;
  /** Hue of the sky gradient, so neighbouring samples are told apart at a glance. */
  hue: number;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * Renders a clearly labelled placeholder picture (a trailer silhouette and a caption)
 * as a JPEG, so the local site has real image files without stock photos.
 */
export async function renderPlaceholderPhoto(photo: PlaceholderPhoto): Promise<Buffer> {
  const { width: w, height: h, hue } = photo;
  const ground = h * 0.72;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},45%,72%)"/><stop offset="1" stop-color="hsl(${hue},35%,90%)"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <rect y="${ground}" width="${w}" height="${h - ground}" fill="#6b7280"/>
  <rect x="${w * 0.08}" y="${ground - h * 0.34}" width="${w * 0.7}" height="${h * 0.3}" rx="${h * 0.01}" fill="#f8fafc" stroke="#1e293b" stroke-width="${h * 0.006}"/>
  <rect x="${w * 0.08}" y="${ground - h * 0.12}" width="${w * 0.7}" height="${h * 0.025}" fill="#b91c1c"/>
  <rect x="${w * 0.78}" y="${ground - h * 0.22}" width="${w * 0.12}" height="${h * 0.18}" rx="${h * 0.015}" fill="#334155"/>
  ${[0.2, 0.27, 0.66].map((x) => `<circle cx="${w * x}" cy="${ground - h * 0.01}" r="${h * 0.045}" fill="#111827"/>`).join('')}
  <circle cx="${w * 0.85}" cy="${ground - h * 0.01}" r="${h * 0.045}" fill="#111827"/>
  <rect x="${w * 0.05}" y="${h * 0.05}" width="${w * 0.9}" height="${h * 0.16}" rx="${h * 0.02}" fill="rgba(15,23,42,0.78)"/>
  <text x="${w / 2}" y="${h * 0.12}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${h * 0.05}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(photo.title)}</text>
  <text x="${w / 2}" y="${h * 0.18}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${h * 0.032}" fill="#e2e8f0" text-anchor="middle">${escapeXml(photo.subtitle)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}
