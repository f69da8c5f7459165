import { CONTACT_QUESTION_COUNT, PAGE_PUBLISH_MINUTES } from '../../../shared/questions';

/** Texts of the admin's tools for published questions, on /inquiries. */
export const QUESTION_ADMIN_COPY = {
  publishFromInquiry: 'Publish as a question',
  publishTitle: 'Publish as a question',
  editTitle: 'Edit the published question',
  draftNote:
    'The question starts as the buyer’s own message. Rewrite it as the question any buyer might ask: leave out their name, e-mail, organisation, phone and anything else that tells who they are. Only what you write here is published.',
  editNote: 'Buyers see the question and answer exactly as written here.',
  question: 'Question (as buyers will read it)',
  answer: 'Your answer',
  questionFr: 'French version of the question (optional)',
  answerFr: 'French version of your answer (optional)',
  frenchNote: 'The French pages show the French versions; where one is empty they show the English text, marked as English.',
  topic: 'Topic',
  counter: (length: number, limit: number) => `${length} / ${limit}`,
  cancel: 'Cancel',
  publish: 'Publish',
  save: 'Save',
  saving: 'Saving...',
  published: `Question published. The public pages show it within ${PAGE_PUBLISH_MINUTES} minutes.`,
  saved: `Question saved. The public pages show the change within ${PAGE_PUBLISH_MINUTES} minutes.`,
  reordered: `Order saved. The public pages follow it within ${PAGE_PUBLISH_MINUTES} minutes.`,
  unpublished: `Question unpublished. It leaves the public pages within ${PAGE_PUBLISH_MINUTES} minutes.`,
  failed: 'The change was not saved',
  panelTitle: 'Published questions',
  panelIntro: `In this order on the Contact page (the first ${CONTACT_QUESTION_COUNT}) and on the Buyer Questions page, where they are grouped by topic.`,
  panelEmpty: 'No question is published yet. Publish one from an inquiry above.',
  loadFailed: 'Failed to load the published questions',
  moveUp: (question: string) => `Move up: ${question}`,
  moveDown: (question: string) => `Move down: ${question}`,
  /** Beside a published question whose French version is not complete. */
  frenchMissing: (parts: readonly ('question' | 'answer')[]) => `No French ${parts.join(' or ')}: shown in English on the French pages`,
  /** Above the list: how many lack a complete French version. */
  frenchMissingCount: (missing: number, total: number) =>
    missing === 0 ? `All ${total} have their French version.` : `${missing} of ${total} have no complete French version (marked below).`,
  edit: 'Edit',
  unpublish: 'Unpublish',
  confirmTitle: 'Unpublish this question?',
  confirmText: 'It is removed from the public pages. This cannot be undone; you can publish it again from its inquiry.',
  confirm: 'Unpublish',
} as const;
