/**
 * Writes the walkthrough's pictures (room photos, floor plan, video posters) as responsive WebP
 * variants plus a full-size JPEG for download, under `outputDir` (web/public/rooms, committed).
 *
 * For every picture the operator's own photo is used when `sourceDir/<folder>/<name>.<jpg|jpeg|png|webp|avif>`
 * exists (folder = room id, 'floor-plan' or 'videos'; name = 01, 02, ... or the poster's id);
 * otherwise a clearly labelled placeholder is drawn. What each output was made from is kept in
 * `stampFile` (committed beside this script, content hashes only), so a clean clone and every
 * later build skip the pictures that have not changed.
 *
 *   node --import tsx web/build/room-photos.ts [folder...]   (the build's prebuild step runs it without arguments)
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderPlaceholderPhoto } from '../../infra/local/placeholder-photo';
import { TRAILER } from '../../shared/trailer';
import { ROOMS } from '../src/content/rooms';
import { TOUR_VIDEOS } from '../src/content/walkthrough';
import {
  FLOOR_PLAN_ASSET,
  TOUR_IMAGE_WIDTHS,
  type TourMediaAsset,
  downloadPath,
  floorPlanLayout,
  roomPhotoAsset,
  variantPath,
} from '../src/content/walkthrough-media';

/** Bump when the drawing or encoding changes, so every placeholder is written again. */
const GENERATOR_VERSION = 3;
const SOURCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
const WEBP = { quality: 72, effort: 5 } as const;
const JPEG = { quality: 82, mozjpeg: true } as const;
const FONT = `'DejaVu Sans', 'Liberation Sans', Arial, sans-serif`;

interface Job {
  asset: TourMediaAsset;
  /** Draws the placeholder when the operator has no photo for this picture. */
  placeholder: () => Promise<Buffer>;
  /** Identifies the placeholder drawing, for the stamp. */
  placeholderKey: string;
}

export interface RoomPhotoOptions {
  /** The operator's photos, a folder per room id (may not exist). */
  sourceDir: string;
  /** Where the site serves them from: web/public/rooms. */
  outputDir: string;
  /** Remembers what each output was made from (content hashes). */
  stampFile: string;
  /** Only these folders (room ids, 'floor-plan', 'videos'); all by default, which also removes stale files. */
  folders?: readonly string[];
  log?: (line: string) => void;
}

export interface RoomPhotoSummary {
  pictures: number;
  written: number;
  fromOperator: number;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

function svgToJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

function floorPlanSvg({ width: w, height: h }: TourMediaAsset): string {
  const { left, length, depth, top, fontSize, legend: lines } = floorPlanLayout({ width: w }, ROOMS.length);
  const grid = Array.from({ length: Math.ceil(w / 40) }, (_, i) => `<path d="M${i * 40} 0V${h}"/>`).join('') +
    Array.from({ length: Math.ceil(h / 40) }, (_, i) => `<path d="M0 ${i * 40}H${w}"/>`).join('');
  const legend = ROOMS.map((room, index) => `<text x="${lines[index]!.x}" y="${lines[index]!.baseline}">${index + 1}. ${escapeXml(room.title)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="#0d3b6e"/>
  <g stroke="#2b5d93" stroke-width="1">${grid}</g>
  <g font-family="${FONT}" fill="#e8f1fb">
    <rect x="40" y="36" width="${w - 80}" height="130" fill="#0a2f59" stroke="#9cc3ea" stroke-width="2"/>
    <rect x="64" y="60" width="250" height="40" rx="6" fill="#c8161e"/>
    <text x="189" y="88" text-anchor="middle" font-size="22" font-weight="700" letter-spacing="2" fill="#fff">PLACEHOLDER</text>
    <text x="340" y="90" font-size="34" font-weight="700">Floor plan: ${TRAILER.year} ${TRAILER.lengthFeet} ft mobile medical trailer, unit ${TRAILER.unitNumber}</text>
    <text x="64" y="140" font-size="22" fill="#b9d4f1">Not the real drawing: the operator replaces it with the trailer's floor plan (see README).</text>
    <rect x="${left}" y="${top}" width="${length}" height="${depth}" fill="none" stroke="#ffffff" stroke-width="6"/>
    <rect x="${left + 10}" y="${top + 10}" width="${length - 20}" height="${depth - 20}" fill="none" stroke="#9cc3ea" stroke-width="1.5" stroke-dasharray="10 8"/>
    <text x="${w / 2}" y="${top + depth / 2 + 10}" text-anchor="middle" font-size="28" fill="#cfe2f7">Outline to scale; room positions are on the real plan</text>
    <g stroke="#9cc3ea" stroke-width="2">
      <path d="M${left} ${top + depth + 30}H${left + length}M${left} ${top + depth + 20}v20M${left + length} ${top + depth + 20}v20"/>
      <path d="M${left + length + 30} ${top}V${top + depth}M${left + length + 20} ${top}h20M${left + length + 20} ${top + depth}h20"/>
    </g>
    <text x="${w / 2}" y="${top + depth + 62}" text-anchor="middle" font-size="24">${TRAILER.lengthFeet}'-0"</text>
    <text x="${left + length + 40}" y="${top + depth / 2 + 8}" font-size="22">${escapeXml(TRAILER.width)}</text>
    <g font-size="${fontSize}">${legend}</g>
  </g>
</svg>`;
}

function posterSvg({ width: w, height: h }: TourMediaAsset, video: (typeof TOUR_VIDEOS)[number]): string {
  const hue = video.id === TOUR_VIDEOS[0]?.id ? 212 : 196;
  // A few soft frames suggesting a film strip; the page draws the title, duration and play button on top.
  const frames = Array.from({ length: 5 }, (_, i) => {
    const size = 0.25 + i * 0.13;
    return `<rect x="${w * (0.5 - size / 2)}" y="${h * (0.5 - size / 2)}" width="${w * size}" height="${h * size}" rx="${h * 0.02}" fill="none" stroke="hsl(${hue},50%,${60 - i * 6}%)" stroke-opacity="${0.55 - i * 0.08}" stroke-width="${h * 0.006}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.75">
    <stop offset="0" stop-color="hsl(${hue},55%,30%)"/><stop offset="1" stop-color="hsl(${hue},60%,9%)"/>
  </radialGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${frames}
  <g font-family="${FONT}">
    <rect x="${w * 0.03}" y="${h * 0.05}" width="${w * 0.3}" height="${h * 0.075}" rx="${h * 0.012}" fill="rgba(0,0,0,0.45)"/>
    <text x="${w * 0.18}" y="${h * 0.1}" text-anchor="middle" font-size="${h * 0.035}" font-weight="700" fill="#ffffff" letter-spacing="2">POSTER PLACEHOLDER</text>
    <text x="${w * 0.03}" y="${h * 0.165}" font-size="${h * 0.03}" fill="#cfe2f7">${escapeXml(video.title)} · unit ${TRAILER.unitNumber}</text>
  </g>
</svg>`;
}

/** Every picture the walkthrough shows, with how to draw its placeholder. */
export function roomPhotoJobs(): Job[] {
  const rooms = ROOMS.flatMap((room, roomIndex) =>
    Array.from({ length: room.photoCount }, (_, index): Job => {
      const asset = roomPhotoAsset(room.id, index + 1);
      const photo = {
        width: asset.width,
        height: asset.height,
        hue: (roomIndex * 37) % 360,
        title: `${room.title} · photo ${index + 1} of ${room.photoCount}`,
        subtitle: `Placeholder picture, not a photograph · unit ${TRAILER.unitNumber}`,
      };
      return { asset, placeholder: () => renderPlaceholderPhoto(photo), placeholderKey: JSON.stringify(photo) };
    }),
  );
  const floorPlan: Job = {
    asset: FLOOR_PLAN_ASSET,
    placeholder: () => svgToJpeg(floorPlanSvg(FLOOR_PLAN_ASSET)),
    placeholderKey: floorPlanSvg(FLOOR_PLAN_ASSET),
  };
  const posters = TOUR_VIDEOS.map((video): Job => ({
    asset: video.poster,
    placeholder: () => svgToJpeg(posterSvg(video.poster, video)),
    placeholderKey: posterSvg(video.poster, video),
  }));
  return [...rooms, floorPlan, ...posters];
}

/** Output file (relative to outputDir) for a site path under /rooms. */
const outputFile = (sitePath: string) => sitePath.split('/').slice(2).join('/');

function outputsOf(asset: TourMediaAsset): string[] {
  return [
    ...TOUR_IMAGE_WIDTHS.map((width) => outputFile(variantPath(asset, width))),
    ...(asset.downloadable ? [outputFile(downloadPath(asset))] : []),
  ];
}

async function operatorPhoto(sourceDir: string, asset: TourMediaAsset): Promise<string | undefined> {
  for (const extension of SOURCE_EXTENSIONS) {
    for (const candidate of [extension, extension.toUpperCase()]) {
      const file = path.join(sourceDir, asset.folder, `${asset.name}.${candidate}`);
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}

async function writeVariants(input: Buffer, asset: TourMediaAsset, outputDir: string): Promise<void> {
  // Camera photos carry their orientation in EXIF; rotate() applies it before the metadata is dropped.
  const base = sharp(input, { failOn: 'error' }).rotate();
  await mkdir(path.join(outputDir, asset.folder), { recursive: true });
  await Promise.all([
    ...TOUR_IMAGE_WIDTHS.map((width) =>
      base
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp(WEBP)
        .toFile(path.join(outputDir, outputFile(variantPath(asset, width)))),
    ),
    ...(asset.downloadable
      ? [
          base
            .clone()
            .resize({ width: Math.max(...TOUR_IMAGE_WIDTHS), withoutEnlargement: true })
            .jpeg(JPEG)
            .toFile(path.join(outputDir, outputFile(downloadPath(asset)))),
        ]
      : []),
  ]);
}

async function readStamps(file: string): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function sortedStamps(stamps: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(stamps).sort(([a], [b]) => a.localeCompare(b)));
}

async function runLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** Deletes files under dir that no picture produces any more (a removed room, a changed width). */
async function removeStale(dir: string, keep: ReadonlySet<string>, prefix = ''): Promise<void> {
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await removeStale(path.join(dir, entry.name), keep, relative);
    else if (!keep.has(relative)) await rm(path.join(dir, entry.name));
  }
}

export async function buildRoomPhotos(options: RoomPhotoOptions): Promise<RoomPhotoSummary> {
  const { sourceDir, outputDir, log = () => {} } = options;
  const { stampFile } = options;
  const stamps = await readStamps(stampFile);
  const before = JSON.stringify(sortedStamps(stamps));
  const jobs = roomPhotoJobs().filter((job) => !options.folders || options.folders.includes(job.asset.folder));
  let written = 0;
  let fromOperator = 0;

  await runLimited(jobs, Math.max(2, availableParallelism()), async (job) => {
    const key = `${job.asset.folder}/${job.asset.name}`;
    const source = await operatorPhoto(sourceDir, job.asset);
    let stamp: string;
    const photo = source ? await readFile(source) : undefined;
    if (photo) {
      fromOperator += 1;
      // A content hash, not a file date: git does not keep dates, and a clone must not redo the work.
      stamp = `operator:${createHash('sha256').update(photo).digest('hex')}`;
    } else {
      stamp = `placeholder:${GENERATOR_VERSION}:${createHash('sha256').update(job.placeholderKey).digest('hex')}`;
    }
    const complete = outputsOf(job.asset).every((file) => existsSync(path.join(outputDir, file)));
    if (complete && stamps[key] === stamp) return;
    await writeVariants(photo ?? (await job.placeholder()), job.asset, outputDir);
    stamps[key] = stamp;
    written += 1;
  });

  if (!options.folders) await removeStale(outputDir, new Set(jobs.flatMap((job) => outputsOf(job.asset))));
  // Written only when something changed, so an up-to-date run leaves the tree (and the build's staleness check) alone.
  const after = JSON.stringify(sortedStamps(stamps));
  if (after !== before) {
    await mkdir(path.dirname(stampFile), { recursive: true });
    await writeFile(stampFile, `${JSON.stringify(sortedStamps(stamps), null, 2)}\n`);
  }
  log(`Walkthrough pictures: ${jobs.length} (${fromOperator} from ${path.relative(process.cwd(), sourceDir) || sourceDir}), ${written} written to ${path.relative(process.cwd(), outputDir) || outputDir}`);
  return { pictures: jobs.length, written, fromOperator };
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_SOURCE_DIR = path.join(REPO_ROOT, 'web/tour-photos');
export const DEFAULT_OUTPUT_DIR = path.join(REPO_ROOT, 'web/public/rooms');
export const DEFAULT_STAMP_FILE = path.join(REPO_ROOT, 'web/build/room-photos.stamps.json');

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // Optional arguments: folders to (re)write, e.g. `exam-room floor-plan`.
  const folders = process.argv.slice(2);
  await buildRoomPhotos({
    sourceDir: DEFAULT_SOURCE_DIR,
    outputDir: DEFAULT_OUTPUT_DIR,
    stampFile: DEFAULT_STAMP_FILE,
    ...(folders.length ? { folders } : {}),
    log: console.log,
  });
}
