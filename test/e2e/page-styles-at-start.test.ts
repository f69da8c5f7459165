import { describe, expect, it } from 'vitest';
import { FRENCH_PATHS, PATHS } from '../../shared/site-routes';
import { UNTIL_STYLED_ATTRIBUTE } from '../../web/build/later-styles';
import { READY_EVENT } from '../../web/src/lib/early-clicks';
import { useBrowserStack } from '../support/browser-stack';

const session = useBrowserStack();

/** What the page's style sheets went through while it loaded and hydrated. */
interface StyleChanges {
  /**
   * Style elements and stylesheet links holding rules that were taken out of the document (a move is
   * one), but the one that keeps the parts below the fold from rendering until styled, removed by design.
   */
  removedSheets: string[];
  /** The rules inserted by script (emotion inserts a style it does not find listed). */
  insertedRules: string[];
  /** Of the emotion classes those rules name, the ones no element of the page carries. */
  classesOnNoElement: string[];
}

/** Opens `path` on a phone, records its style changes until it has hydrated and gone quiet. */
async function styleChangesWhileStarting(path: string): Promise<StyleChanges> {
  const context = await session.browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(([readyEvent, untilStyled]) => {
    const record = { removedSheets: [] as string[], insertedRules: [] as string[], hydrated: false };
    Object.assign(window, { styleRecord: record });
    document.addEventListener(readyEvent, () => (record.hydrated = true), { once: true });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      record.insertedRules.push(rule);
      return insertRule.call(this, rule, index);
    };
    new MutationObserver((mutations) => {
      for (const node of mutations.flatMap((mutation) => [...mutation.removedNodes])) {
        const holdsRules =
          (node instanceof HTMLStyleElement && node.textContent !== '' && !node.hasAttribute(untilStyled)) || (node instanceof HTMLLinkElement && node.rel === 'stylesheet');
        if (holdsRules) record.removedSheets.push((node as Element).outerHTML.slice(0, 80));
      }
    }).observe(document, { childList: true, subtree: true });
  }, [READY_EVENT, UNTIL_STYLED_ATTRIBUTE] as const);
  await page.goto(`${session.stack.url}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { styleRecord: { hydrated: boolean } }).styleRecord.hydrated);
  await page.waitForLoadState('networkidle');
  const changes = await page.evaluate(() => {
    const { removedSheets, insertedRules } = (window as unknown as { styleRecord: { removedSheets: string[]; insertedRules: string[] } }).styleRecord;
    const classes = [...new Set(insertedRules.flatMap((rule) => rule.match(/\bcss-[a-zA-Z0-9]+/g) ?? []))];
    return { removedSheets, insertedRules, classesOnNoElement: classes.filter((name) => !document.querySelector(`.${name}`)) };
  });
  await context.close();
  return changes;
}

describe("a page's styles while it starts", () => {
  it.each([PATHS.home, FRENCH_PATHS.deliveredCost])(
    '%s: no stylesheet with rules is moved or removed, and emotion inserts only styles an element uses',
    async (path) => {
      const changes = await styleChangesWhileStarting(path);

      // Emotion takes the page's style elements into its sheets: a moved sheet is the whole page restyled.
      expect(changes.removedSheets).toEqual([]);
      // A wrapping component's own class is listed as inserted (its rules are in the later stylesheet).
      expect(changes.classesOnNoElement, `of ${changes.insertedRules.length} inserted rules`).toEqual([]);
    },
  );
});
