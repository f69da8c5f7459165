import { SITE_NAME, TRAILER } from '../../../shared/trailer';

/** Copy used by the shared chrome (header, footer, metadata) on every page. */
export const SITE_COPY = {
  name: SITE_NAME,
  shortName: 'Mobile Medical Trailer',
  adminLabel: 'Admin',
  menuLabel: 'Menu',
  navLabel: 'Main navigation',
  skipLinkLabel: 'Skip to main content',
  footerAbout: `A ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer (unit ${TRAILER.unitNumber}), built as a mammography clinic, offered for sale by its owner. Viewing by appointment in Edmonton, with delivery across Canada and the USA.`,
  footerExploreHeading: 'Explore the trailer',
  footerContactHeading: 'Contact the seller',
  locationLabel: TRAILER.location,
  viewingNote: 'Viewing by appointment',
  breadcrumbLabel: 'Breadcrumb',
  errorTitle: 'Sorry, this page could not be shown',
  errorText: 'Something went wrong while showing this page. Please try again.',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  copyrightHolder: 'Mobile Medical Trailer Sale',
  /** The letterhead of a printed page: who sells, and how to reach them. */
  printSeller: ({ name, phone, email, host }: { name: string; phone: string; email: string; host: string }) =>
    `Offered by ${name} · ${phone} · ${email} · ${host}`,
} as const;
