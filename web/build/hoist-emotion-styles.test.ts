import { describe, expect, it } from 'vitest';
import { hoistEmotionStyles } from './hoist-emotion-styles';

const GLOBAL = '<style data-emotion="css-global 4cq4e4">body{margin:0}</style>';

describe('hoistEmotionStyles', () => {
  it("moves the body's emotion styles into the head: globals as they are, components merged in document order", () => {
    // Prepare: styles as the prerender writes them, each before the element that first used it.
    const page =
      '<html><head><title>T</title></head><body>' +
      GLOBAL +
      '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
      '<style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3{padding:0}</style><p class="css-b2 css-c3">Text</p></div></body></html>';

    // Act
    const html = hoistEmotionStyles(page);

    // Assess
    expect(html).toBe(
      '<html><head><title>T</title>' +
        GLOBAL +
        '<style data-emotion="css a1 b2 c3">.css-a1{color:red}.css-b2{margin:0}.css-c3{padding:0}</style></head>' +
        '<body><div class="css-a1"><p class="css-b2 css-c3">Text</p></div></body></html>',
    );
  });

  it('merges the styles no element names too: the class of a styled component that another one wraps', () => {
    const page =
      '<html><head></head><body>' +
      '<style data-emotion="css outer1">.css-outer1{padding:8px}</style>' +
      '<style data-emotion="css merged2">.css-merged2{display:flex;padding:8px}@media (min-width:600px){.css-merged2{gap:8px}}</style>' +
      '<a class="MuiButton-root css-merged2">Contact</a></body></html>';

    expect(hoistEmotionStyles(page)).toBe(
      '<html><head><style data-emotion="css outer1 merged2">.css-outer1{padding:8px}.css-merged2{display:flex;padding:8px}@media (min-width:600px){.css-merged2{gap:8px}}</style></head>' +
        '<body><a class="MuiButton-root css-merged2">Contact</a></body></html>',
    );
  });

  it('leaves a page without emotion styles unchanged', () => {
    const page = '<html><head></head><body><p>Text</p></body></html>';

    expect(hoistEmotionStyles(page)).toBe(page);
  });
});
