import { describe, expect, it } from 'vitest';
import { BUILT_IN_ADMIN_LISTING_STATE } from '../../../../shared/listing-state-admin';
import { SOLD_CHANGES, UNDER_OFFER_CHANGES, listingStateAfter } from '../../../../test/fixtures/listing-state';
import { prerenderWithListing, renderWithListing, visibleText } from '../../../../test/support/render-with-snapshot';
import { SiteHeader } from '../../components/layout/site-header';
import Contact from './contact';
import Home from './home';

const sold = listingStateAfter(SOLD_CHANGES);

describe("Home's call to action", () => {
  it('asks for an inspection while the unit is for sale or under offer', () => {
    for (const state of [BUILT_IN_ADMIN_LISTING_STATE, listingStateAfter(UNDER_OFFER_CHANGES)]) {
      const text = visibleText(renderWithListing(state, <Home />));
      expect(text).toContain('Schedule Inspection');
      expect(text).not.toContain('Ask About Similar Units');
    }
  });

  it('asks about similar units once sold, still leading to the contact form, under a SOLD badge', () => {
    const html = renderWithListing(sold, <Home />);

    expect(html).toMatch(/href="\/contact"[^>]*>Ask About Similar Units</);
    expect(visibleText(html)).not.toContain('Schedule Inspection');
    expect(visibleText(html)).toMatch(/^SOLD Edmonton, Alberta/);
  });
});

describe("the header's call to action", () => {
  it('is Schedule Inspection for sale, and Ask About Similar Units once sold', () => {
    expect(visibleText(renderWithListing(BUILT_IN_ADMIN_LISTING_STATE, <SiteHeader />))).toContain('Schedule Inspection');
    expect(renderWithListing(sold, <SiteHeader />)).toMatch(/href="\/contact"[^>]*>Ask About Similar Units</);
  });
});

describe('the contact form once sold', () => {
  it('stays, worded for buyers of a similar unit', async () => {
    const html = await prerenderWithListing(sold, <Contact />);

    expect(html).toMatch(/<h2[^>]*id="contact-form-title"[^>]*>Ask About Similar Units</);
    expect(visibleText(html)).toContain('Unit 3057 has been sold.');
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it('is the inquiry form while the unit is for sale', () => {
    expect(renderWithListing(BUILT_IN_ADMIN_LISTING_STATE, <Contact />)).toMatch(/id="contact-form-title"[^>]*>Send an Inquiry</);
  });
});
