/**
 * User-facing and API error texts. Quoted texts of docs/product.md#messages are used word for word.
 */
export const MESSAGES = {
  notFoundTitle: 'Oops! Page not found',
  returnHome: 'Return to Home',
  api: {
    notFound: 'No API route matches this method and path',
    internal: 'Something went wrong on our side. Please try again.',
    unauthorized: 'Sign in to use this function',
    forbidden: 'This function is for the site admin only',
    notThroughCloudFront: 'The API answers only through the site (CloudFront); call it at the site address, under /api/',
  },
} as const;
