import { describe, expect, it } from 'vitest';
import { BUILT_IN_ADMIN_LISTING_STATE } from '../../../../shared/listing-state-admin';
import { LISTING_ADMIN, SOLD_CHANGES, UNDER_OFFER_CHANGES, listingStateAfter } from '../../../../test/fixtures/listing-state';
import { renderWithListing, visibleText as text } from '../../../../test/support/render-with-snapshot';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { ChromeCopyContext } from './chrome-copy';
import { ListingBanner } from './listing-banner';

describe('ListingBanner', () => {
  it('shows nothing while the listing was never changed', () => {
    expect(renderWithListing(BUILT_IN_ADMIN_LISTING_STATE, <ListingBanner />)).toBe('');
  });

  it('prerenders the status, the note, the date of the last change and the dated history in a native <details>', () => {
    const html = renderWithListing(listingStateAfter(UNDER_OFFER_CHANGES), <ListingBanner />);

    expect(html).toMatch(/<aside[^>]*aria-label="Listing status"/);
    expect(text(html)).toContain('Under offer Price reduced on November 20, 2026 Updated November 21, 2026');
    expect(text(html)).toContain('Deposit received from a clinic in Montana');
    expect(html).toMatch(/<details[^>]*><summary>Listing history<\/summary><ol>/);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(text(html)).toContain('November 21, 2026 : Status: Available → Under offer');
    expect(text(html)).toContain('Price valid until December 31, 2026');
    expect(text(html)).toContain('November 20, 2026 : Price: $129,000 → $119,000 USD');
    expect(html).toContain('dateTime="2026-11-21T19:00:00.000Z"');
    expect(html).not.toContain(LISTING_ADMIN);
  });

  it('says sold, newest change first, without naming the admin', () => {
    const html = renderWithListing(listingStateAfter(SOLD_CHANGES), <ListingBanner />);

    const entries = [...html.matchAll(/<li>(.*?)<\/li>/g)].map(([, entry]) => text(entry ?? ''));
    expect(text(html)).toMatch(/^Sold Price reduced on November 20, 2026 Updated November 22, 2026/);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toContain('Status: Under offer → Sold');
    expect(html).not.toContain(LISTING_ADMIN);
  });

  it("speaks French on a French page: the status, the days and the amounts in French forms; the seller's note without a French version in English, marked", () => {
    const html = renderWithListing(
      listingStateAfter(UNDER_OFFER_CHANGES),
      <ChromeCopyContext value={FRENCH_CHROME}>
        <ListingBanner />
      </ChromeCopyContext>,
    );

    expect(html).toMatch(/<aside[^>]*aria-label="État de l&#x27;annonce"/);
    expect(text(html)).toContain('Offre en cours Prix réduit le 20 novembre 2026 Mise à jour le 21 novembre 2026');
    expect(html).toMatch(/<summary>Historique de l&#x27;annonce<\/summary>/);
    // text() reads no-break spaces as spaces.
    expect(text(html)).toContain('21 novembre 2026 : Statut : Disponible → Offre en cours');
    expect(text(html)).toContain('20 novembre 2026 : Prix : 129 000 $ US → 119 000 $ US');
    expect(text(html)).toMatch(/Prix valide jusqu(&#x27;|')au 31 décembre 2026/);
    expect(html).toContain('<span lang="en">Deposit received from a clinic in Montana</span><span class="in-english-mark">');
  });

  it("shows the note's French version on a French page, in the banner and its history, and the English one on an English page", () => {
    const noteFr = "Dépôt reçu d'une clinique du Montana";
    const state = listingStateAfter([UNDER_OFFER_CHANGES[0], { ...UNDER_OFFER_CHANGES[1], noteFr }]);

    const french = renderWithListing(
      state,
      <ChromeCopyContext value={FRENCH_CHROME}>
        <ListingBanner />
      </ChromeCopyContext>,
    );
    const english = renderWithListing(state, <ListingBanner />);

    expect(text(french).split('Dépôt reçu d').length - 1).toBe(2);
    expect(french).not.toContain('Deposit received');
    expect(french).not.toContain('lang="en"');
    expect(text(english)).toContain('Deposit received from a clinic in Montana');
    expect(english).not.toContain('Dépôt');
  });
});
