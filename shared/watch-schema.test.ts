import { describe, expect, it } from 'vitest';
import { FRENCH_WATCH_PROBLEMS } from './watch-fr';
import { watchLinkQuerySchema, watchRequestSchema, watchRequestSchemaIn } from './watch-schema';

const REQUEST = { email: 'ana@clinic.example.org', topics: ['price'] };
const TOKEN = `${'a'.repeat(64)}.${'B'.repeat(43)}`;
const problems = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('the subscription’s language', () => {
  it('is English when not given, as a form on an English page posts none', () => {
    expect(watchRequestSchema.parse(REQUEST)).toMatchObject({ language: 'en' });
  });

  it('is French when the French page’s form says so', () => {
    expect(watchRequestSchema.parse({ ...REQUEST, language: 'fr' })).toMatchObject({ language: 'fr' });
  });

  it('refuses any other, naming the languages there are', () => {
    const result = watchRequestSchema.safeParse({ ...REQUEST, language: 'de' });

    expect(result.success).toBe(false);
    expect(problems(result)).toEqual(['The language must be one of: en, fr']);
  });
});

describe('the subscription’s problems in French', () => {
  const french = watchRequestSchemaIn(FRENCH_WATCH_PROBLEMS);

  it.each([
    ['no address', { topics: ['price'], email: '' }, FRENCH_WATCH_PROBLEMS.emailRequired],
    ['an address that is not one', { topics: ['price'], email: 'pas-une-adresse' }, FRENCH_WATCH_PROBLEMS.emailMalformed],
    ['no topic', { email: REQUEST.email, topics: [] }, FRENCH_WATCH_PROBLEMS.noTopic],
    ['a control character in the organisation', { ...REQUEST, organisation: 'a\u0007b' }, FRENCH_WATCH_PROBLEMS.badCharacter.organisation],
    ['an unknown language', { ...REQUEST, language: 'de' }, FRENCH_WATCH_PROBLEMS.languageUnknown],
  ])('%s: named in French', (_case, input, problem) => {
    const result = french.safeParse({ language: 'fr', ...input });

    expect(result.success).toBe(false);
    expect(problems(result)).toContain(problem);
  });
});

describe('the links’ query', () => {
  it('takes the token alone (English) or with the French language', () => {
    expect(watchLinkQuerySchema.parse({ token: TOKEN })).toEqual({ token: TOKEN });
    expect(watchLinkQuerySchema.parse({ token: TOKEN, language: 'fr' })).toEqual({ token: TOKEN, language: 'fr' });
  });

  it('refuses another language', () => {
    expect(watchLinkQuerySchema.safeParse({ token: TOKEN, language: 'es' }).success).toBe(false);
  });
});
