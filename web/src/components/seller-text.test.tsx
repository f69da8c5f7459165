import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ENGLISH_CHROME } from '../content/chrome';
import { FRENCH_CHROME } from '../content/fr/chrome';
import { ChromeCopyContext, type ChromeCopy } from './layout/chrome-copy';
import { SellerText } from './seller-text';

const render = (chrome: ChromeCopy, french?: string | null) =>
  renderToString(
    <ChromeCopyContext value={chrome}>
      <SellerText english="Generator serviced in May." french={french} />
    </ChromeCopyContext>,
  );

describe('SellerText', () => {
  it('shows the English text on an English page, even where a French version exists', () => {
    expect(render(ENGLISH_CHROME, 'Génératrice entretenue en mai.')).toBe('Generator serviced in May.');
  });

  it("shows the seller's French version on a French page", () => {
    expect(render(FRENCH_CHROME, 'Génératrice entretenue en mai.')).toBe('Génératrice entretenue en mai.');
  });

  it('shows the English text on a French page where there is no French version (absent, empty or null), marked as English', () => {
    expect(render(FRENCH_CHROME)).toBe('<span lang="en">Generator serviced in May.</span><span class="in-english-mark"> (<!-- -->en anglais<!-- -->)</span>');
    expect(render(FRENCH_CHROME, '')).toContain('<span lang="en">');
    expect(render(FRENCH_CHROME, null)).toContain('<span lang="en">');
  });
});
