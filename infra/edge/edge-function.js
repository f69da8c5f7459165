'use strict';
// The site's edge logic, run by CloudFront Functions (runtime cloudfront-js-2.0) in front of every
// page and /media/* request, and by the local server through infra/edge/edge-code.ts.
// Keep to what that runtime supports: no modules, no imports, ES5.1 plus const/let, arrow
// functions and template literals. The code CloudFront receives must stay under 10 KB.

// Pages, redirects and prefixes come from shared/site-routes.ts and shared/images.ts; the loader
// (edgeFunctionCode in edge-code.ts) replaces the line below with them, so they are never copied here.
var CONFIG = {} /*@edge-config*/;

// Hosts of the local runtime: served over plain http under their own name.
var LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

// A backslash or a control character, raw or percent-encoded, names no page or photo. Browsers read
// a backslash as "/" and drop TAB, CR and LF from a URL, so a Location built from such a path could
// point at another host ("/\evil.example" is "//evil.example").
var UNSAFE_PATH = /[\\\x00-\x1f\x7f]|%(5c|[01][0-9a-f]|7f)/i;
var UNSAFE_QUERY_CHARACTER = /[\\\x00-\x20\x7f]/g;

function handler(event) {
  if (event.context.eventType === 'viewer-response') return viewerResponse(event);
  return viewerRequest(event);
}

function viewerRequest(event) {
  var request = event.request;
  var uri = request.uri;
  var query = queryString(request.querystring);

  // The API has its own behaviour and its own 404s; nothing below applies to it. CloudFront gives API
  // Gateway its own Host, so the host the viewer asked for goes on in a header of ours (overwriting
  // any a client sent): the API tells the site's own form posts from another site's by it.
  if (startsWithAny(uri, CONFIG.passThroughPrefixes)) {
    request.headers[CONFIG.viewerHostHeader] = { value: request.headers.host ? request.headers.host.value.toLowerCase() : '' };
    return request;
  }

  // Served as the 404 page before any redirect is considered.
  if (UNSAFE_PATH.test(uri)) {
    request.uri = notFoundPage(uri);
    return request;
  }

  var canonical = canonicalOrigin(request.headers);
  if (canonical) return redirect(canonical + uri + query);

  // The photo bucket's keys have no /media prefix (images/123-ab.jpg). Only recorded photos are
  // served: an upload not yet checked and recorded stays out of reach.
  if (uri.startsWith(CONFIG.mediaPrefix + '/')) {
    request.uri = uri.slice(CONFIG.mediaPrefix.length);
    if (!request.uri.startsWith('/' + CONFIG.publicMediaFolder + '/')) return notFound();
    return request;
  }

  var target = redirectTarget(uri);
  if (target !== null) return redirect(target + query);

  // A link to the estimator naming a destination is answered by the API's estimate page, which
  // needs no script; the page's own script takes a destination from its fragment instead.
  // The French page's answer carries its own parameter already: the viewer's query goes on after it.
  var answer = own(CONFIG.estimator.answers, uri) ? CONFIG.estimator.answers[uri] : null;
  if (answer && namesDestination(request.querystring)) return found(answer + (answer.indexOf('?') === -1 ? query : '&' + query.slice(1)));

  // React Router asks for the routes a page does not carry (shared/route-manifest.ts): each build's
  // manifest is a file of its own, so a page from an earlier deploy gets its own build's routes.
  if (uri === CONFIG.routeManifest.path) {
    var version = request.querystring.version;
    request.uri = version && new RegExp(CONFIG.routeManifest.version).test(version.value) ? CONFIG.routeManifest.prefix + version.value + '.json' : notFoundPage(uri);
    return request;
  }

  if (CONFIG.pages.indexOf(uri) !== -1) {
    request.uri = uri === '/' ? '/index.html' : uri + '/index.html';
  } else if (!hasFileExtension(uri)) {
    request.uri = notFoundPage(uri);
  }
  return request;
}

// CloudFront hands a viewer-response function the request as the viewer-request function left
// it, so an unknown path shows up here with the 404 page's uri. The bucket answers it with 200;
// the viewer must get a real 404 so crawlers do not index the error page.
// Only documents run scripts, so only they carry the Content-Security-Policy, each with the hashes
// of its own inline scripts; an .html file that is not a prerendered page gets the policy with none.
function viewerResponse(event) {
  var response = event.response;
  var uri = event.request.uri;
  if ((uri === CONFIG.notFoundPages.en || uri === CONFIG.notFoundPages.fr) && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  if (uri.slice(-5) === '.html') response.headers['content-security-policy'] = { value: pagePolicy(uri) };
  return response;
}

// The policy's pages are keyed by path: '/contact' for /contact/index.html, '/' for /index.html.
function pagePolicy(uri) {
  var policy = CONFIG.pagePolicy;
  var page = uri.replace(/\/index\.html$/, '') || '/';
  var scripts = own(policy.pages, page) ? policy.pages[page].split(' ') : [];
  return policy.before + scripts.map((index) => " 'sha256-" + policy.hashes[Number(index)] + "'").join('') + policy.after;
}

// Returns "https://<apex host>" when the request must move to the canonical origin, else null.
function canonicalOrigin(headers) {
  var host = headers.host ? headers.host.value.toLowerCase() : '';
  if (host === '' || LOCAL_HOSTS.indexOf(hostName(host)) !== -1) return null;
  var proto = headers['cloudfront-forwarded-proto'];
  var isWww = host.startsWith('www.');
  if (!isWww && !(proto && proto.value === 'http')) return null;
  return 'https://' + (isWww ? host.slice(4) : host);
}

// The host without its port; IPv6 literals keep their brackets.
function hostName(host) {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  var colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

// Where an old or alternative path permanently lives now, or null.
function redirectTarget(uri) {
  // A trailing slash is dropped in the same hop as any redirect of the bare path (/about/ -> /overview).
  var path = uri.replace(/\/+$/, '') || '/';
  if (own(CONFIG.redirects.exact, path)) return CONFIG.redirects.exact[path];
  var prefixes = Object.keys(CONFIG.redirects.prefixes);
  for (var i = 0; i < prefixes.length; i++) {
    if (uri.startsWith(prefixes[i])) return CONFIG.redirects.prefixes[prefixes[i]];
  }
  // A leading "//" would make the Location a protocol-relative URL to another host.
  return path === uri ? null : path.replace(/^\/+/, '/');
}

// The 404 page in the language of the part of the site the path is in.
function notFoundPage(uri) {
  return uri.startsWith(CONFIG.notFoundPages.frenchPrefix) ? CONFIG.notFoundPages.fr : CONFIG.notFoundPages.en;
}

function hasFileExtension(uri) {
  return uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') !== -1;
}

function startsWithAny(uri, prefixes) {
  return prefixes.some((prefix) => uri.startsWith(prefix));
}

// Rebuilds "?a=1&b=2" from CloudFront's object form; values arrive still URL-encoded. Names come
// from the viewer, so only the object's own keys are read ("__proto__" and "constructor" included),
// and a raw backslash, space or control character is percent-encoded before it reaches a Location.
function queryString(querystring) {
  var parts = [];
  Object.keys(querystring || {}).forEach((name) => {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    values.forEach((item) => parts.push(item.value === '' ? name : name + '=' + item.value));
  });
  return parts.length ? '?' + parts.join('&').replace(UNSAFE_QUERY_CHARACTER, percentEncode) : '';
}

function percentEncode(character) {
  var code = character.charCodeAt(0).toString(16).toUpperCase();
  return '%' + (code.length === 1 ? '0' + code : code);
}

// Whether a lookup table holds the key itself: a viewer's path or name must never reach a value
// inherited from Object.prototype.
function own(table, key) {
  return Object.prototype.hasOwnProperty.call(table, key);
}

function namesDestination(querystring) {
  var name = CONFIG.estimator.param;
  return !!querystring && own(querystring, name) && querystring[name].value !== '';
}

function notFound() {
  return { statusCode: 404, statusDescription: 'Not Found' };
}

function redirect(location) {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: location } },
  };
}

// Temporary: the answer to a destination is a page of the moment, never a permanent address.
function found(location) {
  return {
    statusCode: 302,
    statusDescription: 'Found',
    headers: { location: { value: location } },
  };
}
