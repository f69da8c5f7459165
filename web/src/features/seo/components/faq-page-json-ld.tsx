import { faqPageJsonLd, type QuestionAndAnswer } from '../faq-page';
import { serializeJsonLd } from '../structured-data';
import { JsonLd } from './json-ld';

/**
 * The page's one FAQPage, for every question it shows (the fixed FAQ and the published buyer questions
 * merged); none when there is no question. Written only when prerendering: crawlers read the HTML, and
 * the browser keeps the prerendered block as it is.
 */
export function FaqPageJsonLd({ items, inLanguage }: { items: readonly QuestionAndAnswer[]; /** The page's language tag, where it is not English. */ inLanguage?: string }) {
  if (items.length === 0) return null;
  return <JsonLd json={import.meta.env.SSR ? serializeJsonLd(faqPageJsonLd(items, inLanguage)) : undefined} />;
}
