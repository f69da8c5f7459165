import ThemeProvider from '@mui/system/ThemeProvider';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FRENCH_PATHS, PATHS } from '../../../../../shared/site-routes';
import { WATCH_FORM_COPY, WATCH_LANGUAGE_FIELD, WATCH_TOPICS, WATCHERS_ENDPOINT, type WatchFormCopy } from '../../../../../shared/watch';
import { FRENCH_WATCH_FORM_COPY } from '../../../content/fr/watch';
import { theme } from '../../../theme/theme';
import { CONTACT_WATCH_HEADING_ID, WatchForm } from './watch-form';

function rendered(short: boolean, copy: WatchFormCopy = WATCH_FORM_COPY): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ThemeProvider theme={theme}>
          <WatchForm headingId="watch" short={short} copy={copy} />
        </ThemeProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

/** Each input of the form with that name, as its attributes. */
const inputs = (html: string, name: string) => [...html.matchAll(/<input\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(`name="${name}"`));
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

describe('the watch form', () => {
  it('posts the address, the organisation and the ticked topics to the API, every topic offered', () => {
    const html = rendered(false);

    expect(html).toContain(`action="${WATCHERS_ENDPOINT}"`);
    expect(inputs(html, 'email')).toHaveLength(1);
    expect(inputs(html, 'organisation')).toHaveLength(1);
    expect(inputs(html, 'topics').map((tag) => [attribute(tag, 'type'), attribute(tag, 'value'), attribute(tag, 'checked') !== undefined])).toEqual(
      WATCH_TOPICS.map((topic) => ['checkbox', topic, topic !== 'questions']),
    );
  });

  it('in its short form asks only for the address, signs up for the ticked topics and links to the full form', () => {
    const html = rendered(true);

    expect(inputs(html, 'email')).toHaveLength(1);
    expect(inputs(html, 'organisation')).toHaveLength(0);
    expect(inputs(html, 'topics').map((tag) => [attribute(tag, 'type'), attribute(tag, 'value')])).toEqual([
      ['hidden', 'price'],
      ['hidden', 'status'],
    ]);
    expect(html).toContain(`href="${PATHS.contact}#${CONTACT_WATCH_HEADING_ID}"`);
  });

  it('posts no language from an English page: the API takes English then', () => {
    expect(inputs(rendered(false), WATCH_LANGUAGE_FIELD)).toEqual([]);
  });

  it('on a French page posts the language, in French words, its short form linking to the French contact page', () => {
    const html = rendered(true, FRENCH_WATCH_FORM_COPY);

    expect(inputs(html, WATCH_LANGUAGE_FIELD).map((tag) => [attribute(tag, 'type'), attribute(tag, 'value')])).toEqual([['hidden', 'fr']]);
    expect(html).toContain(FRENCH_WATCH_FORM_COPY.heading);
    expect(html).not.toContain(WATCH_FORM_COPY.heading);
    expect(html).toContain(`href="${FRENCH_PATHS.contact}#${CONTACT_WATCH_HEADING_ID}"`);
  });
});
