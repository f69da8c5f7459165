/** A question with its answer, as the FAQ and the published buyer questions both have them. */
export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

/** One FAQPage for every question a page shows: a page must carry one FAQPage at most. */
export function faqPageJsonLd(items: readonly QuestionAndAnswer[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
