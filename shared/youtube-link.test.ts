import { describe, expect, it } from 'vitest';
import { YOUTUBE_LINK_MESSAGES, parseYouTubeVideo } from './youtube-link';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeVideo', () => {
  it.each([
    [ID],
    [`  ${ID}\n`],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?v=${ID}&t=30s`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123`],
    [`https://youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}&pp=ygU`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=AbCdEfGh123&t=42`],
    [`youtu.be/${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=10`],
    [`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`],
    [`https://youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/live/${ID}?si=x`],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])('finds the id in %j', (input) => {
    expect(parseYouTubeVideo(input)).toEqual({ id: ID });
  });

  it.each([
    ['', YOUTUBE_LINK_MESSAGES.empty],
    ['   ', YOUTUBE_LINK_MESSAGES.empty],
    [`https://vimeo.com/${ID}`, YOUTUBE_LINK_MESSAGES.otherHost('vimeo.com')],
    [`https://www.youtube.com.evil.example/watch?v=${ID}`, YOUTUBE_LINK_MESSAGES.otherHost('www.youtube.com.evil.example')],
    [`https://notyoutube.com/watch?v=${ID}`, YOUTUBE_LINK_MESSAGES.otherHost('notyoutube.com')],
    ['https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG', YOUTUBE_LINK_MESSAGES.noVideo],
    ['https://www.youtube.com/@SomeChannel', YOUTUBE_LINK_MESSAGES.noVideo],
    ['https://youtu.be/', YOUTUBE_LINK_MESSAGES.noVideo],
    ['dQw4w9WgXc', YOUTUBE_LINK_MESSAGES.notLink('dQw4w9WgXc')],
    ['dQw4w9WgXcQQ', YOUTUBE_LINK_MESSAGES.notLink('dQw4w9WgXcQQ')],
    ['https://youtu.be/dQw4w9WgXc', YOUTUBE_LINK_MESSAGES.badId('dQw4w9WgXc')],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ', YOUTUBE_LINK_MESSAGES.badId('dQw4w9WgXcQQ')],
    [`javascript:alert(1)//youtube.com/watch?v=${ID}`, YOUTUBE_LINK_MESSAGES.notWebLink],
    [`data:text/html,${ID}`, YOUTUBE_LINK_MESSAGES.notWebLink],
    ['two words', YOUTUBE_LINK_MESSAGES.notLink('two words')],
  ])('refuses %j, naming the problem', (input, problem) => {
    expect(parseYouTubeVideo(input)).toEqual({ problem });
  });
});
