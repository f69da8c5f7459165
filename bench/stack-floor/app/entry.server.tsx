import { renderToString } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/** Renders the whole page at once: the floor's pages are prerendered only. */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${renderToString(<ServerRouter context={routerContext} url={request.url} />)}`, { status, headers });
}
