import ThemeProvider from '@mui/system/ThemeProvider';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../../shared/site-routes';
import { WATCH_TOPICS, WATCHERS_ENDPOINT } from '../../../../../shared/watch';
import { theme } from '../../../theme/theme';
import { CONTACT_WATCH_HEADING_ID, WatchForm } from './watch-form';

function rendered(short: boolean): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ThemeProvider theme={theme}>
          <WatchForm headingId="watch" short={short} />
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
});
