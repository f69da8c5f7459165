/** Every script the site serves (its hashed `/assets/*.js` files): what a test holds back or blocks to stand for a slow or failing network. */
export const SITE_SCRIPT = /\/assets\/[^/]+\.js$/;
