/** A question with its answer, as the FAQ and the published buyer questions both have them. */
export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

/** One FAQPage for every question a page shows: a page must carry one FAQPage at most. `inLanguage` on a French page. */
export function faqPageJsonLd(items: readonly QuestionAndAnswer[], inLanguage?: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(inLanguage && { inLanguage }),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
