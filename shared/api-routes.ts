import { ADMIN_SETUP_ENDPOINT } from './auth';
import { CONTACT_ENDPOINT, CONTACT_RECEIPT_PATH } from './contact';
import { FEATURED_IMAGES_ENDPOINT, IMAGE_ENDPOINT, IMAGE_UPLOAD_ENDPOINT, IMAGES_ENDPOINT } from './image-endpoints';
import { INQUIRIES_ENDPOINT, INQUIRIES_EXPORT_ENDPOINT, INQUIRY_COUNTS_ENDPOINT, INQUIRY_ENDPOINT } from './inquiries';
import { AUDIT_ENDPOINT } from './audit';
import { QUESTION_ENDPOINT, QUESTION_ORDER_ENDPOINT, QUESTIONS_ENDPOINT } from './questions';
import { TOUR_FLOOR_PLAN_ENDPOINT, TOUR_MEDIA_ENDPOINT, TOUR_ROOM_PHOTOS_ENDPOINT, TOUR_VIDEOS_ENDPOINT } from './tour-media';
import { LISTING_FACTS_ENDPOINT } from './listing-facts';
import { LISTING_ENDPOINT, LISTING_HISTORY_ENDPOINT } from './listing-state';
import { QUOTATION_ENDPOINT, QUOTATIONS_ENDPOINT } from './quotation-endpoints';
import { VITALS_ENDPOINT } from './vitals';
import { DELIVERED_COST_ENDPOINT } from './delivered-cost-endpoint';
import { CSP_REPORT_THROTTLE, CSP_REPORTS_ENDPOINT } from './csp-reports';
import { WATCH_CONFIRM_PATH, WATCH_COUNTS_ENDPOINT, WATCH_EXPORT_ENDPOINT, WATCH_UNSUBSCRIBE_PATH, WATCHERS_ENDPOINT } from './watch';
import { INSPECTION_DOCUMENT_ENDPOINT, INSPECTION_DOCUMENT_UPLOAD_ENDPOINT, INSPECTION_DOCUMENTS_ENDPOINT } from './inspection-documents';

/**
 * Who may call a route. The JWT authorizer (API Gateway's, and the local gateway's) only authenticates:
 * 'signed-in' and 'admin' routes need a valid token; the admin group is checked by the handler itself.
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** API Gateway route path, with {name} path parameters. */
  path: `/api/${string}`;
  handler: string;
  access: RouteAccess;
  /** A limit of the route's own below the stage's, across all callers: steady requests a second and burst (API Gateway route throttling). */
  throttle?: { rateLimit: number; burstLimit: number };
}

/**
 * The API route table: the one list of endpoints. The CDK stack builds its HTTP API routes,
 * functions and authorizers from it; the local gateway dispatches from it. `handler` names the
 * module lambdas/<handler>.ts, whose function is declared in shared/backend/functions.ts.
 */
export const API_ROUTES = [
  { method: 'GET', path: IMAGES_ENDPOINT, handler: 'list-images', access: 'public' },
  { method: 'GET', path: '/api/categories', handler: 'list-categories', access: 'public' },
  { method: 'POST', path: IMAGE_UPLOAD_ENDPOINT, handler: 'create-upload-url', access: 'admin' },
  { method: 'POST', path: IMAGES_ENDPOINT, handler: 'create-image', access: 'admin' },
  { method: 'PATCH', path: FEATURED_IMAGES_ENDPOINT, handler: 'update-featured', access: 'admin' },
  { method: 'PATCH', path: IMAGE_ENDPOINT, handler: 'update-image', access: 'admin' },
  { method: 'DELETE', path: IMAGE_ENDPOINT, handler: 'delete-image', access: 'admin' },
  { method: 'POST', path: VITALS_ENDPOINT, handler: 'record-vitals', access: 'public' },
  { method: 'POST', path: CSP_REPORTS_ENDPOINT, handler: 'record-csp-report', access: 'public', throttle: CSP_REPORT_THROTTLE },
  { method: 'POST', path: CONTACT_ENDPOINT, handler: 'submit-inquiry', access: 'public' },
  { method: 'GET', path: CONTACT_RECEIPT_PATH, handler: 'show-inquiry-receipt', access: 'public' },
  { method: 'POST', path: ADMIN_SETUP_ENDPOINT, handler: 'setup-initial-admin', access: 'signed-in' },
  { method: 'GET', path: INQUIRIES_ENDPOINT, handler: 'list-inquiries', access: 'admin' },
  { method: 'POST', path: `${INQUIRIES_ENDPOINT}/{id}/resend`, handler: 'resend-inquiry', access: 'admin' },
  { method: 'GET', path: QUESTIONS_ENDPOINT, handler: 'list-questions', access: 'admin' },
  { method: 'POST', path: QUESTIONS_ENDPOINT, handler: 'create-question', access: 'admin' },
  { method: 'PUT', path: QUESTION_ORDER_ENDPOINT, handler: 'reorder-questions', access: 'admin' },
  { method: 'PATCH', path: QUESTION_ENDPOINT, handler: 'update-question', access: 'admin' },
  { method: 'DELETE', path: QUESTION_ENDPOINT, handler: 'delete-question', access: 'admin' },
  { method: 'GET', path: TOUR_MEDIA_ENDPOINT, handler: 'get-tour-media', access: 'admin' },
  { method: 'PUT', path: TOUR_ROOM_PHOTOS_ENDPOINT, handler: 'set-room-photos', access: 'admin' },
  { method: 'PUT', path: TOUR_FLOOR_PLAN_ENDPOINT, handler: 'set-floor-plan', access: 'admin' },
  { method: 'PUT', path: TOUR_VIDEOS_ENDPOINT, handler: 'set-tour-videos', access: 'admin' },
  { method: 'GET', path: LISTING_ENDPOINT, handler: 'get-listing', access: 'public' },
  { method: 'PUT', path: LISTING_ENDPOINT, handler: 'update-listing', access: 'admin' },
  { method: 'GET', path: LISTING_HISTORY_ENDPOINT, handler: 'get-listing-history', access: 'admin' },
  { method: 'GET', path: DELIVERED_COST_ENDPOINT, handler: 'show-delivered-cost', access: 'public' },
  { method: 'POST', path: QUOTATIONS_ENDPOINT, handler: 'request-quotation', access: 'public' },
  { method: 'GET', path: QUOTATION_ENDPOINT, handler: 'get-quotation', access: 'admin' },
  { method: 'GET', path: LISTING_FACTS_ENDPOINT, handler: 'get-listing-facts', access: 'admin' },
  { method: 'PUT', path: LISTING_FACTS_ENDPOINT, handler: 'update-listing-facts', access: 'admin' },
  // The inquiry desk and the audit log (docs/api.md).
  { method: 'GET', path: INQUIRY_COUNTS_ENDPOINT, handler: 'count-inquiries', access: 'admin' },
  { method: 'PATCH', path: INQUIRY_ENDPOINT, handler: 'update-inquiry', access: 'admin' },
  { method: 'GET', path: INQUIRIES_EXPORT_ENDPOINT, handler: 'export-inquiries', access: 'admin' },
  { method: 'GET', path: AUDIT_ENDPOINT, handler: 'list-audit-log', access: 'admin' },
  // Watching the listing (docs/api.md#watching-the-listing): no sign-in; the links carry their token.
  { method: 'POST', path: WATCHERS_ENDPOINT, handler: 'watch-listing', access: 'public' },
  { method: 'GET', path: WATCH_CONFIRM_PATH, handler: 'watch-listing', access: 'public' },
  { method: 'POST', path: WATCH_CONFIRM_PATH, handler: 'watch-listing', access: 'public' },
  { method: 'GET', path: WATCH_UNSUBSCRIBE_PATH, handler: 'watch-listing', access: 'public' },
  { method: 'POST', path: WATCH_UNSUBSCRIBE_PATH, handler: 'watch-listing', access: 'public' },
  { method: 'GET', path: WATCH_COUNTS_ENDPOINT, handler: 'watch-listing', access: 'admin' },
  { method: 'GET', path: WATCH_EXPORT_ENDPOINT, handler: 'watch-listing', access: 'admin' },
  // The condition report's inspection documents (docs/api.md#inspection-documents).
  { method: 'POST', path: INSPECTION_DOCUMENT_UPLOAD_ENDPOINT, handler: 'create-document-upload-url', access: 'admin' },
  { method: 'POST', path: INSPECTION_DOCUMENTS_ENDPOINT, handler: 'create-inspection-document', access: 'admin' },
  { method: 'GET', path: INSPECTION_DOCUMENTS_ENDPOINT, handler: 'list-inspection-documents', access: 'admin' },
  { method: 'DELETE', path: INSPECTION_DOCUMENT_ENDPOINT, handler: 'delete-inspection-document', access: 'admin' },
] as const satisfies readonly ApiRoute[];

/** A method a request may use: a route's, or HEAD. */
export type RequestMethod = HttpMethod | 'HEAD';

/**
 * The methods a route answers: a GET route answers HEAD as well, with GET's status and headers and no
 * body, as CloudFront and S3 do for pages and photos (docs/decisions/head-requests.md).
 */
export function routeMethods(route: ApiRoute): readonly RequestMethod[] {
  return route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
}

/** The Cognito group whose members may use admin routes. */
export const ADMIN_GROUP = 'admin';
