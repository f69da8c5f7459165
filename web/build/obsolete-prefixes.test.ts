import { describe, expect, it } from 'vitest';
import { dropObsoletePrefixes, dropObsoletePrefixesInPage } from './obsolete-prefixes';

describe('dropObsoletePrefixes', () => {
  it("drops the prefixed copies stylis writes for browsers of 2015, keeping the unprefixed declaration", () => {
    const css =
      '.css-a{display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex;-webkit-align-items:center;-webkit-box-align:center;-ms-flex-align:center;align-items:center;' +
      '-webkit-transition:color 250ms;transition:color 250ms;}' +
      '.css-b{display:-webkit-inline-box;display:-webkit-inline-flex;display:-ms-inline-flexbox;display:inline-flex;-webkit-user-select:none;-moz-user-select:none;-ms-user-select:none;user-select:none;}';

    expect(dropObsoletePrefixes(css)).toBe(
      '.css-a{display:flex;align-items:center;transition:color 250ms;}.css-b{display:inline-flex;-webkit-user-select:none;user-select:none;}',
    );
  });

  it('keeps what a supported browser still needs: a line clamp on -webkit-box, Safari and no-unprefixed-form prefixes', () => {
    const css =
      '.css-c{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;-webkit-tap-highlight-color:transparent;-webkit-print-color-adjust:exact;}';

    expect(dropObsoletePrefixes(css)).toBe(css);
  });

  it('rewrites only the style elements of a page, never its markup', () => {
    const page = '<head><style data-emotion="css a">.css-a{-webkit-flex-shrink:0;-ms-flex-negative:0;flex-shrink:0;}</style></head><body><p>-webkit-flex-shrink:0;</p></body>';

    expect(dropObsoletePrefixesInPage(page)).toBe('<head><style data-emotion="css a">.css-a{flex-shrink:0;}</style></head><body><p>-webkit-flex-shrink:0;</p></body>');
  });
});
