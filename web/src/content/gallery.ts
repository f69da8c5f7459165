import type { ImageCategory } from '../../../shared/images';
import { formatListingDay } from '../../../shared/listing-state';
import { TRAILER } from '../../../shared/trailer';

const { year, lengthFeet, unitNumber } = TRAILER;

export const GALLERY_META = {
  title: `Exterior Tour - ${year} ${lengthFeet} ft Mobile Medical Trailer Photo Gallery`,
  description: `Exterior photos of the ${year} ${lengthFeet}-foot mobile medical trailer (unit ${unitNumber}) for sale in Edmonton, Alberta: street and curb sides, entry doors, wheelchair lift, generator compartment and axles.`,
  keywords: ['mobile medical trailer photos', 'medical trailer exterior', 'mobile clinic gallery', `unit ${unitNumber}`, 'Edmonton'],
} as const;

/** The exterior gallery's words in one language (content/fr/gallery.ts is the French one). */
export interface GalleryCopy {
  eyebrow: string;
  title: string;
  intro: string;
  imageCount: (count: number) => string;
  loading: string;
  empty: string;
  errorTitle: string;
  errorText: string;
  retry: string;
  errorToast: string;
  featured: string;
  numberBadge: (position: number) => string;
  openLabel: (position: number, alt: string) => string;
  unavailable: string;
  fallbackAlt: (position: number) => string;
  /** The day in a photo's file name (yyyy-mm-dd) as written on the card ('June 12, 2024'), or that the name has none. */
  photoDate: (day: string | undefined) => string;
  /** The viewer's badge for a photo's category. */
  categoryLabels: Record<ImageCategory, string>;
}

/** Texts of the exterior gallery (docs/product.md#gallery and docs/product.md#image-messages; quoted texts word for word). */
export const GALLERY_COPY = {
  eyebrow: 'Exterior Tour',
  title: 'Exterior Photo Gallery',
  intro: `Every side of unit ${unitNumber}, in the order the photos were taken. Select a photo to see it full size, step through the set and download it.`,
  adminLogin: 'Admin Login',
  imageCount: (count: number) => `${count} ${count === 1 ? 'image' : 'images'}`,
  loading: 'Loading gallery',
  empty: 'No exterior images yet',
  errorTitle: 'Error Loading Gallery',
  errorText: 'Failed to load gallery data. Please try again.',
  retry: 'Retry',
  errorToast: 'Failed to load gallery images',
  featured: 'Featured',
  numberBadge: (position: number) => `#${position}`,
  openLabel: (position: number, alt: string) => `Open photo ${position} full size: ${alt}`,
  unavailable: 'This photo cannot be shown',
  fallbackAlt: (position: number) => `Exterior photo ${position} of mobile medical trailer unit ${unitNumber}`,
  photoDate: (day: string | undefined) => (day ? formatListingDay(day) : 'Unknown date'),
  // The badge shows the category as the record names it.
  categoryLabels: { exterior: 'exterior', interior: 'interior', details: 'details', systems: 'systems' },
} as const satisfies GalleryCopy & { adminLogin: string };
