import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import ThemeProvider from '@mui/system/ThemeProvider';
import { describe, expect, it } from 'vitest';
import type { ListingSnapshot } from '../../../../../shared/listing-snapshot';
import { BUILT_IN_FIGURES, BUILT_IN_SNAPSHOT } from '../../../../../shared/built-in-snapshot';
import { CONTACT_QUESTION_COUNT, publishedQuestion, type PublishedQuestion } from '../../../../../shared/questions';
import { FRENCH_PATHS, PATHS } from '../../../../../shared/site-routes';
import { buildQuestionRecord } from '../../../../../test/fixtures/questions';
import Contact from '../../../app/routes/contact';
import FrenchQuestions from '../../../app/routes/fr-questions';
import Questions from '../../../app/routes/questions';
import { ChromeCopyContext } from '../../../components/layout/chrome-copy';
import { FRENCH_CHROME } from '../../../content/fr/chrome';
import { FRENCH_QUESTIONS_COPY } from '../../../content/fr/questions';
import { contactFaqItems } from '../../../content/contact';
import { QUESTIONS_COPY } from '../../../content/questions';
import { ListingSnapshotProvider } from '../../../lib/listing-snapshot';
import { theme } from '../../../theme/theme';
import { ContactQuestions } from './contact-questions';

const question = (overrides: Partial<PublishedQuestion>) => publishedQuestion(buildQuestionRecord(overrides));

const GENERATOR = question({ question: 'How many hours are on the generator?', answer: 'About 2,400 hours.', topic: 'mechanical' });
const MONTANA = question({ question: 'Can you deliver to Montana?', answer: 'Yes, door to door through the Coutts crossing.', topic: 'delivery' });
const LIFT = question({ question: 'Does the wheelchair lift work?', answer: 'Yes; it was serviced this year.', topic: 'mechanical' });

/** A page or part rendered to HTML as the prerender does: with a snapshot, inside a router and the theme. */
function render(element: ReactNode, questions: PublishedQuestion[]): string {
  const snapshot: ListingSnapshot = { ...BUILT_IN_SNAPSHOT, questions };
  const Stub = createRoutesStub([{ path: '*', Component: () => <>{element}</> }]);
  return renderToString(
    <ListingSnapshotProvider value={snapshot}>
      <ThemeProvider theme={theme}>
        <Stub initialEntries={['/']} />
      </ThemeProvider>
    </ListingSnapshotProvider>,
  );
}

/** Every JSON-LD block of the HTML, parsed. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

const faqPages = (html: string) => jsonLdBlocks(html).filter((block) => block['@type'] === 'FAQPage');
const questionNames = (faqPage: Record<string, unknown> | undefined) => (faqPage?.mainEntity as { name: string }[] | undefined)?.map((entity) => entity.name);

/** The text of the HTML, tags removed and entities decoded enough to read it. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe("/contact's published questions", () => {
  it('shows the first questions in the admin’s order, with their answers and a link to all of them', () => {
    const html = render(<ContactQuestions askHref="#contact-message" copy={QUESTIONS_COPY} />, [MONTANA, GENERATOR, LIFT]);
    const text = textOf(html);

    expect(text).toContain(QUESTIONS_COPY.contactTitle);
    expect(text.indexOf(MONTANA.question)).toBeLessThan(text.indexOf(GENERATOR.question));
    expect(text.indexOf(GENERATOR.question)).toBeLessThan(text.indexOf(LIFT.question));
    expect(text).toContain(MONTANA.answer);
    expect(text).toContain('Delivery · Answered');
    expect(html).toMatch(new RegExp(`href="${PATHS.questions}"[^>]*>${QUESTIONS_COPY.allQuestions(3)}<`));
  });

  it(`shows at most ${CONTACT_QUESTION_COUNT}; the rest are on /questions`, () => {
    const many = Array.from({ length: CONTACT_QUESTION_COUNT + 2 }, (_, index) => question({ question: `Question number ${index + 1}?` }));

    const text = textOf(render(<ContactQuestions askHref="#contact-message" copy={QUESTIONS_COPY} />, many));

    expect(text).toContain(`Question number ${CONTACT_QUESTION_COUNT}?`);
    expect(text).not.toContain(`Question number ${CONTACT_QUESTION_COUNT + 1}?`);
  });

  it('says none are published yet, with a link to ask, instead of an empty box', () => {
    const html = render(<ContactQuestions askHref="#contact-message" copy={QUESTIONS_COPY} />, []);

    expect(textOf(html)).toContain(QUESTIONS_COPY.empty);
    expect(html).toMatch(new RegExp(`href="#contact-message"[^>]*>${QUESTIONS_COPY.ask}<`));
    expect(html).not.toContain('<article');
  });

  it('makes the page carry one FAQPage holding the fixed FAQ and the published questions', () => {
    const html = render(<Contact />, [MONTANA, GENERATOR]);

    const pages = faqPages(html);
    expect(pages).toHaveLength(1);
    expect(questionNames(pages[0])).toEqual([...contactFaqItems(BUILT_IN_FIGURES).map((item) => item.question), MONTANA.question, GENERATOR.question]);
  });

  it('keeps the fixed FAQ as the FAQPage when no question is published', () => {
    const pages = faqPages(render(<Contact />, []));

    expect(pages).toHaveLength(1);
    expect(questionNames(pages[0])).toEqual(contactFaqItems(BUILT_IN_FIGURES).map((item) => item.question));
  });
});

describe('/questions', () => {
  it('groups the questions by topic under an index of plain anchor links, each topic in the admin’s order', () => {
    const html = render(<Questions />, [MONTANA, GENERATOR, LIFT]);
    const text = textOf(html);

    expect(html).toMatch(/<h1[^>]*>Buyer Questions, Answered</);
    expect(html).toMatch(/href="#topic-mechanical"[^>]*>Mechanical \(2\)</);
    expect(html).toMatch(/href="#topic-delivery"[^>]*>Delivery \(1\)</);
    expect(html).not.toContain('href="#topic-financing"');
    expect(html).toContain('id="topic-mechanical"');
    // Topics in their fixed order; within one, the admin's.
    expect(text.indexOf(GENERATOR.question)).toBeLessThan(text.indexOf(LIFT.question));
    expect(text.indexOf(LIFT.question)).toBeLessThan(text.indexOf(MONTANA.question));
    expect(text).toContain(LIFT.answer);
  });

  it('carries one FAQPage of exactly the published questions and answers', () => {
    const pages = faqPages(render(<Questions />, [MONTANA, GENERATOR]));

    expect(pages).toHaveLength(1);
    expect(pages[0]?.mainEntity).toEqual([
      { '@type': 'Question', name: MONTANA.question, acceptedAnswer: { '@type': 'Answer', text: MONTANA.answer } },
      { '@type': 'Question', name: GENERATOR.question, acceptedAnswer: { '@type': 'Answer', text: GENERATOR.answer } },
    ]);
  });

  it('with nothing published: a sentence and a link to ask on the contact form, and no FAQPage', () => {
    const html = render(<Questions />, []);

    expect(textOf(html)).toContain(QUESTIONS_COPY.empty);
    expect(html).toMatch(new RegExp(`href="${PATHS.contact}#contact-message"[^>]*>${QUESTIONS_COPY.ask}<`));
    expect(faqPages(html)).toHaveLength(0);
  });

  it('escapes a question so it cannot close its JSON-LD block', () => {
    const sneaky = question({ question: 'Is </script><script>alert(1)</script> included?' });

    const html = render(<Questions />, [sneaky]);

    expect(html).not.toContain('<script>alert(1)');
    expect(questionNames(faqPages(html)[0])).toEqual([sneaky.question]);
  });
});

describe('/fr/questions', () => {
  const MONTANA_FR = { ...MONTANA, questionFr: 'Pouvez-vous livrer au Montana?', answerFr: 'Oui, de porte à porte par le poste frontalier de Coutts.' };
  const renderFrench = (questions: PublishedQuestion[]) =>
    render(
      <ChromeCopyContext value={FRENCH_CHROME}>
        <FrenchQuestions />
      </ChromeCopyContext>,
      questions,
    );

  it("shows the seller's French versions, and a question without one in English, marked as such", () => {
    const html = renderFrench([MONTANA_FR, GENERATOR]);
    const text = textOf(html);

    expect(html).toMatch(/<h1[^>]*>Questions des acheteurs et réponses du vendeur</);
    expect(html).toMatch(/href="#topic-mechanical"[^>]*>Mécanique \(1\)</);
    expect(text).toContain(MONTANA_FR.questionFr);
    expect(text).toContain(MONTANA_FR.answerFr);
    expect(text).not.toContain(MONTANA.question);
    expect(html).toContain(`<span lang="en">${GENERATOR.question}</span><span class="in-english-mark"> (<!-- -->en anglais<!-- -->)</span>`);
    expect(html).toContain(`<span lang="en">${GENERATOR.answer}</span>`);
  });

  it('writes the days in French, in the seller’s time zone', () => {
    const late = question({ publishedAt: '2026-11-02T05:30:00.000Z', updatedAt: '2026-11-25T18:00:00.000Z' });

    const text = textOf(renderFrench([late]));

    // 05:30 UTC is the evening before in Edmonton.
    expect(text).toContain('Réponse donnée le 1er novembre 2026 , mise à jour le 25 novembre 2026');
  });

  it('carries a French FAQPage of the questions written whole in French only', () => {
    const halfFrench = { ...LIFT, questionFr: "L'élévateur fonctionne-t-il?" };

    const pages = faqPages(renderFrench([MONTANA_FR, GENERATOR, halfFrench]));

    expect(pages).toEqual([
      expect.objectContaining({
        inLanguage: 'fr-CA',
        mainEntity: [{ '@type': 'Question', name: MONTANA_FR.questionFr, acceptedAnswer: { '@type': 'Answer', text: MONTANA_FR.answerFr } }],
      }),
    ]);
  });

  it('with nothing published: the French sentence and a link to ask, and no FAQPage', () => {
    const html = renderFrench([]);

    expect(textOf(html)).toContain(FRENCH_QUESTIONS_COPY.empty);
    expect(html).toMatch(new RegExp(`href="${FRENCH_PATHS.contact}#contact-message"[^>]*>${FRENCH_QUESTIONS_COPY.ask}<`));
    expect(faqPages(html)).toHaveLength(0);
  });
});
