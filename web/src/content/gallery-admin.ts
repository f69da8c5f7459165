import { IMAGE_CATEGORIES, type ImageCategory } from '../../../shared/images';

/** Texts of the gallery's Admin Mode (docs/product.md#gallery, docs/product.md#admin-mode and docs/product.md#image-messages; quoted texts word for word). */
export const GALLERY_ADMIN_COPY = {
  adminMode: 'Admin Mode',
  exitAdmin: 'Exit Admin',
  signOut: 'Sign Out',
  /** The link to /inquiries, with how many are new once known. */
  inquiries: (newCount: number | undefined) => (newCount ? `Inquiries (${newCount} new)` : 'Inquiries'),
  panelTitle: 'Manage Photos',
  upload: {
    title: 'Upload photos',
    dropHint: 'Drag photos here or choose files. JPEG, PNG, WebP or AVIF, up to 20 MB each.',
    choose: 'Choose files',
    alt: 'Alt text (describes the photo)',
    caption: 'Caption (optional)',
    captionFr: 'French caption (optional, shown on the French pages)',
    category: 'Category',
    keywords: 'Keywords (comma separated)',
    featured: 'Featured',
    remove: 'Remove',
    start: (count: number) => `Upload ${count} ${count === 1 ? 'photo' : 'photos'}`,
    uploading: 'Uploading...',
    done: 'Uploaded',
    progress: (file: string) => `Upload progress of ${file}`,
    percent: (fraction: number) => `${Math.round(fraction * 100)}%`,
    preview: (file: string) => `Preview of ${file}`,
    uploadedPhoto: (alt: string) => `Uploaded: ${alt}`,
    inGallery: (category: string) => `Now in the gallery, under ${category}.`,
    notPlaced: 'Stored in the photo library, but not placed:',
    clearDone: 'Clear finished uploads',
    altRequired: 'Describe the photo for people who cannot see it',
    wrongType: 'This file is not a JPEG, PNG, WebP or AVIF photo',
    tooLarge: 'This file is larger than 20 MB',
  },
  manager: {
    title: 'All photos',
    filterAll: 'All',
    empty: 'No photos in this category',
    select: (alt: string) => `Select ${alt}`,
    selected: (count: number) => `${count} selected`,
    feature: 'Mark featured',
    unfeature: 'Remove featured',
    edit: 'Edit',
    delete: 'Delete',
    featuredToggle: (alt: string) => `Featured: ${alt}`,
    useAsMain: 'Use as main photo',
    mainPhoto: 'Main photo',
    /** A captioned photo whose caption has no French version: the French pages show the English one, marked as English. */
    frenchMissing: 'No French caption',
    frenchMissingCount: (missing: number) => `${missing} ${missing === 1 ? 'caption has' : 'captions have'} no French version: the French pages show ${missing === 1 ? 'it' : 'them'} in English, marked as such.`,
    mainPhotoHint: "Shown as the hero on the home page and the gallery. Choosing it also marks it featured.",
  },
  edit: {
    title: 'Edit photo',
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
  },
  remove: {
    title: 'Delete this photo?',
    text: 'The photo and its record are removed from the site for good.',
    confirm: 'Delete',
    cancel: 'Cancel',
  },
  hero: {
    restore: 'Restore default hero image',
    uploading: 'Uploading new hero image...',
    restored: 'The default hero image is back on the home page.',
    fetchFailed: 'Failed to fetch local image',
    verifyFailed: 'Failed to verify hero image upload',
    notAccessible: 'Hero image not accessible',
  },
  notices: {
    updated: 'Photo updated',
    deleted: 'Photo deleted',
    featuredChanged: 'Featured photos updated',
    mainPhotoChanged: 'Main photo chosen: the home page shows it within 2 minutes',
    updateFailed: 'Failed to update image',
    featuredFailed: 'Failed to update featured images',
    deleteFailed: 'Failed to delete image metadata',
  },
} as const;

export const CATEGORY_LABELS: Record<ImageCategory, string> = {
  exterior: 'Exterior',
  interior: 'Interior',
  details: 'Details',
  systems: 'Systems',
};

export const CATEGORY_OPTIONS = IMAGE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
