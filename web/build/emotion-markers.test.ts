import { describe, expect, it } from 'vitest';
import { SPLIT_EMOTION_STYLE, splitEmotionStyles } from './emotion-markers';

const GLOBAL_RULES = 'html{margin:0}@keyframes mui-auto-fill{from{display:block}}';
const COMPONENT_RULES = '.css-a1{color:red}.css-b2{margin:0}';

describe('splitEmotionStyles', () => {
  it("leaves each emotion style's ids in an empty element of their own, its rules in a plain style right after", () => {
    const page =
      `<html><head><title>T</title><style data-emotion="css-global 4cq4e4">${GLOBAL_RULES}</style>` +
      `<style data-emotion="css a1 b2">${COMPONENT_RULES}</style><link rel="stylesheet" href="/later.css"></head><body><p class="css-a1">Text</p></body></html>`;
    expect(splitEmotionStyles(page)).toBe(
      `<html><head><title>T</title><style data-emotion="css-global 4cq4e4"></style><style>${GLOBAL_RULES}</style>` +
        `<style data-emotion="css a1 b2"></style><style>${COMPONENT_RULES}</style><link rel="stylesheet" href="/later.css"></head><body><p class="css-a1">Text</p></body></html>`,
    );
  });

  it('reads back, with SPLIT_EMOTION_STYLE, what it wrote', () => {
    const split = splitEmotionStyles(`<head><style data-emotion="css a1 b2">${COMPONENT_RULES}</style></head>`);
    expect([...split.matchAll(SPLIT_EMOTION_STYLE)].map(([, attribute, css]) => [attribute, css])).toEqual([['css a1 b2', COMPONENT_RULES]]);
  });

  it('returns a page without emotion styles unchanged', () => {
    const page = '<html><head><style>p{margin:0}</style></head><body><p>Text</p></body></html>';
    expect(splitEmotionStyles(page)).toBe(page);
  });
});
