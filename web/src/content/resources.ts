import { fileNameFromTitle, type DocumentExtension } from '../../../shared/documents';
import { PATHS, type ResourceGuideSlug } from '../../../shared/site-routes';
import { SITE_SETTINGS } from '../lib/site-settings';
import type { LinkCopy, MetaCopy, SectionIntroCopy } from './types';

export const RESOURCES_META: MetaCopy = {
  title: 'Buyer Resources: Mobile Medical Trailer Guides | Buying, Compliance, Maintenance, ROI',
  description:
    'Guides for buying a used mobile medical trailer: a buying guide, a compliance checklist for Canada and the USA, maintenance of generator, HVAC and lift, and how to work out the return on investment.',
  keywords: ['mobile medical trailer buying guide', 'mobile clinic compliance', 'medical trailer maintenance', 'mobile clinic ROI', 'used medical coach'],
};

export const RESOURCES_HERO = {
  badge: 'Buyer resources',
  title: 'Guides for Buying a Mobile Medical Trailer',
  lead: 'Plain guidance for clinics, health authorities and emergency services weighing a used mobile medical unit: what to check, what to ask and how to make the numbers work.',
};

export interface ResourceGuideCard {
  slug: ResourceGuideSlug;
  category: string;
  title: string;
  summary: string;
  readingMinutes: number;
}

export const RESOURCE_GUIDES: SectionIntroCopy & { readLabel: string; items: readonly ResourceGuideCard[] } = {
  title: 'Guides',
  intro: 'Four articles to read before you buy, each written around this 2009 53-foot unit.',
  readLabel: 'Read the guide',
  items: [
    {
      slug: 'buying-guide',
      category: 'Buying guide',
      title: 'Buying a Used Mobile Medical Trailer',
      summary: 'What to check on the road side and the clinic side, the questions to ask, and how to plan delivery.',
      readingMinutes: 15,
    },
    {
      slug: 'compliance-guide',
      category: 'Compliance',
      title: 'Compliance Checklist for Canada and the USA',
      summary: 'Vehicle inspection, accessibility, electrical and fire safety, and the paperwork a regulator or insurer will ask for.',
      readingMinutes: 12,
    },
    {
      slug: 'maintenance-guide',
      category: 'Maintenance',
      title: 'Maintaining a Mobile Medical Trailer',
      summary: 'Generator, HVAC, wheelchair lift, leveling, air ride and the clinical interior: a routine that keeps the unit in service.',
      readingMinutes: 10,
    },
    {
      slug: 'roi-guide',
      category: 'ROI',
      title: 'Working Out the Return on a Mobile Medical Unit',
      summary: 'A step-by-step method to compare the purchase with the alternatives, using your own program figures.',
      readingMinutes: 8,
    },
  ],
};

export type ResourceDownloadId = 'specifications-template' | 'compliance-checklist' | 'roi-spreadsheet' | 'maintenance-schedule';

export interface ResourceDownloadCard {
  id: ResourceDownloadId;
  title: string;
  description: string;
  /** Shown as a badge and on the button: 'PDF' or 'Excel'. */
  format: 'PDF' | 'Excel';
  /** The file's extension; its name is the title with underscores. */
  extension: DocumentExtension;
}

/** 'ROI Spreadsheet' -> 'ROI_Spreadsheet.xlsx', its file under /documents/. */
export const resourceFileName = (item: ResourceDownloadCard) => fileNameFromTitle(item.title, item.extension);

/** The four resource downloads (docs/product.md#resources), each a real file the build makes. */
export const RESOURCE_DOWNLOADS: SectionIntroCopy & { items: readonly ResourceDownloadCard[] } = {
  title: 'Downloads',
  intro: 'Working documents for your evaluation and your board, ready to print or fill in.',
  items: [
    {
      id: 'specifications-template',
      title: 'Specifications Template',
      description: 'A template to record and compare the specifications of mobile medical units, with this unit filled in.',
      format: 'PDF',
      extension: 'pdf',
    },
    {
      id: 'compliance-checklist',
      title: 'Compliance Checklist',
      description: 'The compliance checks of our guide as a printable list to work through.',
      format: 'PDF',
      extension: 'pdf',
    },
    {
      id: 'roi-spreadsheet',
      title: 'ROI Spreadsheet',
      description: 'The return-on-investment method of our guide as an Excel workbook for your own figures.',
      format: 'Excel',
      extension: 'xlsx',
    },
    {
      id: 'maintenance-schedule',
      title: 'Maintenance Schedule',
      description: 'A printable schedule for the generator, HVAC, lift, leveling and interior checks.',
      format: 'PDF',
      extension: 'pdf',
    },
  ],
};

/** The downloads section's words in one language; the files are RESOURCE_DOWNLOADS's. */
export interface ResourceDownloadsCopy extends SectionIntroCopy {
  items: readonly { id: ResourceDownloadId; title: string; description: string }[];
  /**
   * The button's words for a file of `format`, where not the English 'Download PDF' of the download
   * cards (content/documents.ts, which the page loads only with its downloads); `inPageLanguage` is
   * false for a file not yet made in the page's language, which the words then name.
   */
  buttonLabel?: (format: ResourceDownloadCard['format'], inPageLanguage: boolean) => string;
}

export const RESOURCES_CONSULTATION: SectionIntroCopy & { cta: LinkCopy } = {
  title: 'Talk it through with the seller',
  intro: `Questions about fit, delivery or documents? ${SITE_SETTINGS.sellerName} replies within 24 hours, and answers the phone Monday-Friday 8 AM-8 PM MST.`,
  cta: { label: 'Schedule a Consultation', to: PATHS.contact },
};

/** '15 min read' style label. */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

export const RESOURCE_ARTICLE_COPY = {
  titleSuffix: 'Mobile Medical Trailer Guides',
  keywords: ['mobile medical trailer', 'mobile clinic', 'used medical trailer guide'],
  backLabel: 'All guides and downloads',
} as const;

/** The Resources page and its guides' frame in one language: RESOURCES_COPY here, one per other language. */
export interface ResourcesCopy {
  meta: MetaCopy;
  hero: { badge: string; title: string; lead: string };
  guides: SectionIntroCopy & { readLabel: string; items: readonly ResourceGuideCard[] };
  consultation: SectionIntroCopy & { cta: LinkCopy };
  readingTimeLabel: (minutes: number) => string;
  /** Around each guide's article: its title's suffix, its keywords and the link back. */
  article: { titleSuffix: string; keywords: readonly string[]; backLabel: string };
}

export const RESOURCES_COPY: ResourcesCopy = {
  meta: RESOURCES_META,
  hero: RESOURCES_HERO,
  guides: RESOURCE_GUIDES,
  consultation: RESOURCES_CONSULTATION,
  readingTimeLabel,
  article: RESOURCE_ARTICLE_COPY,
};
