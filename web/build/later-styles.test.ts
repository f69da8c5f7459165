import { describe, expect, it } from 'vitest';
import { pageFileKindOf } from '../../shared/published-pages';
import { HIDDEN_UNTIL_STYLED, LATER_STYLES_SCRIPT, moveLaterStyles } from './later-styles';

/** A finished page's head and body: the merged emotion styles, a first screen and one part below the fold. */
const page = (css: string, ids: string) =>
  `<html><head><style data-emotion="css ${ids}">${css}</style></head><body>` +
  '<header class="css-top">Top</header>' +
  '<div id="more" style="content-visibility:auto" data-render-when-idle=""><div class="css-low"><p class="css-both">Below</p></div></div>' +
  '<p class="css-both">Again</p></body></html>';

describe('moveLaterStyles', () => {
  it('moves the rules only the parts below the fold name into a stylesheet named by its content, loaded without blocking', () => {
    // Prepare
    const css = '.css-top{color:red}.css-low{margin:0}@media (min-width:600px){.css-low{margin:8px}}.css-both{padding:0}@keyframes x{from{opacity:0}}';

    // Act
    const { html, stylesheet } = moveLaterStyles(page(css, 'top low both'));

    // Assess
    expect(stylesheet?.text).toBe(`.css-low{margin:0}@media (min-width:600px){.css-low{margin:8px}}`);
    expect(pageFileKindOf(stylesheet!.path)).toBe('laterStyles');
    expect(html).toContain(
      `<style data-emotion="css top both">.css-top{color:red}.css-both{padding:0}@keyframes x{from{opacity:0}}</style>${HIDDEN_UNTIL_STYLED}` +
        `<link rel="stylesheet" href="${stylesheet!.path}" media="print" data-later-styles="">`,
    );
    expect(html).toContain(`<noscript><link rel="stylesheet" href="${stylesheet!.path}"></noscript></head>`);
    expect(html).toContain('<div class="css-low"><p class="css-both">Below</p></div>');
  });

  it('moves the rules of the styles no element names, and keeps their ids listed so emotion does not insert them again', () => {
    // .css-outer is a wrapping component's own class: emotion inserts it, but only the merged .css-top reaches an element.
    const css = '.css-outer{padding:8px}.css-top{color:red;padding:8px}.css-low{margin:0}';

    const { html, stylesheet } = moveLaterStyles(page(css, 'outer top low both'));

    expect(stylesheet?.text).toBe('.css-outer{padding:8px}.css-low{margin:0}');
    expect(html).toContain(`<style data-emotion="css outer top both">.css-top{color:red;padding:8px}</style>${HIDDEN_UNTIL_STYLED}`);
  });

  it("moves the first screen's hover, press and focus rules too, unless a rule after one could then outrank it", () => {
    // Prepare: the hover rule of .css-top may move (only the bare class follows it); that of .css-both,
    // whose elements are selected, may not.
    const css =
      '.css-top{color:red}.css-top:hover{color:blue}@media (hover: hover){.css-top:focus-visible{outline:0}}.css-top{margin:0}' +
      '.css-both:hover{color:blue}.css-both.Mui-selected{color:green}.css-both{padding:0}';

    // Act
    const { html, stylesheet } = moveLaterStyles(page(css, 'top both').replaceAll('class="css-both"', 'class="css-both Mui-selected"'));

    // Assess
    expect(stylesheet?.text).toBe(`.css-top:hover{color:blue}@media (hover: hover){.css-top:focus-visible{outline:0}}`);
    expect(html).toContain(
      `<style data-emotion="css top both">.css-top{color:red}.css-top{margin:0}.css-both:hover{color:blue}.css-both.Mui-selected{color:green}.css-both{padding:0}</style>${HIDDEN_UNTIL_STYLED}`,
    );
  });

  it('moves a state no first-screen element is in yet with the rules before it, and keeps a state one is in', () => {
    // .css-top is disabled nowhere; the page's .css-both elements are selected.
    const css = '.css-top:hover{color:blue}.css-top.Mui-disabled{color:grey}.css-both.Mui-selected{color:green}';

    const { html, stylesheet } = moveLaterStyles(page(css, 'top both').replaceAll('class="css-both"', 'class="css-both Mui-selected"'));

    expect(stylesheet?.text).toBe(`.css-top:hover{color:blue}.css-top.Mui-disabled{color:grey}`);
    expect(html).toContain(`<style data-emotion="css top both">.css-both.Mui-selected{color:green}</style>${HIDDEN_UNTIL_STYLED}`);
  });

  it('hides the parts below the fold until their styles apply only on a page that has such parts', () => {
    // A tall screen's first paint can reach a part below the fold: unstyled, it would jump when its styles arrive.
    const withoutParts = '<html><head><style data-emotion="css top">.css-top{color:red}.css-top:hover{color:blue}</style></head><body><p class="css-top">Top</p></body></html>';

    const { html, stylesheet } = moveLaterStyles(withoutParts);

    expect(stylesheet?.text).toBe('.css-top:hover{color:blue}');
    expect(html).toContain('<style data-emotion="css top">.css-top{color:red}</style><link');
  });

  it('names the same file for the same styles, and another for other styles', () => {
    const first = moveLaterStyles(page('.css-low{margin:0}', 'low')).stylesheet!.path;

    expect(moveLaterStyles(page('.css-low{margin:0}', 'low')).stylesheet!.path).toBe(first);
    expect(moveLaterStyles(page('.css-low{margin:1px}', 'low')).stylesheet!.path).not.toBe(first);
  });

  it('leaves a page unchanged when nothing below the fold has styles of its own, or it has no component styles', () => {
    const onlyFirstScreen = page('.css-top{color:red}', 'top');

    expect(moveLaterStyles(onlyFirstScreen)).toEqual({ html: onlyFirstScreen });
    expect(moveLaterStyles('<html><head></head><body></body></html>')).toEqual({ html: '<html><head></head><body></body></html>' });
  });

  it('refuses styles with unbalanced braces and a part below the fold that is never closed', () => {
    expect(() => moveLaterStyles(page('.css-low{margin:0', 'low'))).toThrow(/braces/);
    expect(() => moveLaterStyles(page('.css-low{margin:0}', 'low').replace('</div></div>', ''))).toThrow(/not closed/);
  });

  it('applies the stylesheet to the screen: its script is valid JavaScript', () => {
    expect(() => new Function(LATER_STYLES_SCRIPT)).not.toThrow();
  });
});
