import { SITE_NAME, TRAILER } from '../../../shared/trailer';

/** Copy used by the shared chrome (header, footer, metadata) on every page. */
export const SITE_COPY = {
  name: SITE_NAME,
  shortName: 'Mobile Medical Trailer',
  adminLabel: 'Admin',
  menuLabel: 'Open menu',
  closeMenuLabel: 'Close menu',
  navLabel: 'Main navigation',
  skipLinkLabel: 'Skip to main content',
  footerAbout: `A ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer (unit ${TRAILER.unitNumber}), built as a mammography clinic, offered for sale by its owner. Viewing by appointment in Edmonton, with delivery across Canada and the USA.`,
  footerExploreHeading: 'Explore the trailer',
  footerContactHeading: 'Contact the seller',
  locationLabel: TRAILER.location,
  viewingNote: 'Viewing by appointment',
  breadcrumbHome: 'Home',
  breadcrumbLabel: 'Breadcrumb',
  errorTitle: 'Sorry, this page could not be shown',
  errorText: 'Something went wrong while showing this page. Please try again.',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  copyrightHolder: 'Mobile Medical Trailer Sale',
} as const;
