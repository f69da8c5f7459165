import type { Locale } from '../../../shared/site-routes';

/**
 * Which of the site's languages a browser ranks first: the first of its languages (the list it also
 * sends as Accept-Language) that is English or French; English when it names neither.
 */
export function preferredLocale(languages: readonly string[]): Locale {
  const first = languages.map((language) => language.toLowerCase().slice(0, 2)).find((code) => code === 'en' || code === 'fr');
  return first === 'fr' ? 'fr' : 'en';
}
