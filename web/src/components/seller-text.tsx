import { LOCALE_TAGS } from '../../../shared/site-routes';
import type { TourCaptions } from '../../../shared/tour-media';
import { useChromeCopy } from './layout/chrome-copy';

/** A text the seller wrote, with its French version where they gave one (the record's `Fr` sibling field). */
export interface SellerWords {
  english: string;
  french?: string | null;
}

/**
 * A picture's caption and its French version as SellerText takes them; none without an English
 * caption. Here, in the chunk every page loads, so the pages that show captions share it at no request.
 */
export const captionWords = ({ caption, captionFr }: TourCaptions): SellerWords | undefined => (caption ? { english: caption, french: captionFr } : undefined);

/**
 * A text the seller wrote (a status note, a caption, an answer, a condition comment) in the page's
 * language (docs/product.md#languages): on an English page the English text; on a French page the
 * seller's French version, or where they gave none the English text, marked as English for readers
 * and for screen readers (`lang`). Its French version is the record's sibling field named with `Fr`
 * (`note` and `noteFr`).
 */
export function SellerText({ english, french }: SellerWords) {
  const { locale, inEnglishMark } = useChromeCopy();
  if (locale === 'en') return english;
  if (french) return french;
  return (
    <>
      <span lang={LOCALE_TAGS.en}>{english}</span>
      {inEnglishMark && <span className="in-english-mark"> ({inEnglishMark})</span>}
    </>
  );
}
