/**
 * The numbers of docs/product.md#constants for the generated PDFs (A4 portrait, millimetres, points for
 * font sizes), named once. Every PDF the site makes is set with them, so the five documents look
 * alike; the values docs/product.md#constants leaves open (heading x, heading advance, wrapping) are marked.
 */
export const PDF_PAGE = { format: 'a4', orientation: 'portrait', unit: 'mm' } as const;

export const PDF_FONT = 'helvetica';

export const PDF_LAYOUT = {
  title: { fontSize: 20, y: 20 },
  subtitle: { fontSize: 14, y: 30 },
  contentStartY: 50,
  heading: {
    fontSize: 16,
    /** Not given by docs/product.md#constants: the left margin, a little left of the labels. */
    x: 20,
    /** Not given by docs/product.md#constants: from a heading's baseline to its first row. */
    advance: 10,
  },
  row: { fontSize: 11, labelX: 25, valueX: 80, spacing: 8 },
  /** Extra space after each category. */
  categoryGap: 5,
  /** A new page starts when y passes the page height minus this. */
  pageBreakFromBottom: 30,
  /** Where content restarts on a new page. */
  newPageY: 20,
  footer: { fontSize: 10, fromBottom: 10 },
  /** Not given by docs/product.md#constants: text wraps before this distance from the right edge. */
  rightMargin: 20,
  /** Not given by docs/product.md#constants: the least space between a wrapped column and the next. */
  columnGap: 4,
  /** Not given by docs/product.md#constants: the extra height of each wrapped line of 11 pt text. */
  wrappedLineHeight: 5,
  /** Paragraphs, bullets and tick boxes share the row spacing; these place their parts. */
  bulletIndent: 5,
  checkbox: { size: 3.5, textIndent: 6 },
  /** The blank column of a checklist's write-in and of a comparison's right-hand column. */
  writeInX: 145,
  comparisonThirdX: 140,
} as const;
