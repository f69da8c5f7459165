import { describe, expect, it } from 'vitest';
import { BUILT_IN_FACTS } from '../../shared/listing-facts';
import { SELLER_FACTS } from '../../test/fixtures/quotation';
import { quotationSeller } from './quotations';

const settings = { sellerName: 'Alex', sellerPhone: '+1 780 555 0134', sellerEmail: 'seller@example.com' };

describe('the seller a quotation names', () => {
  it('is the identity in the seller’s facts, as the seller set it', () => {
    expect(quotationSeller(SELLER_FACTS.seller, settings)).toEqual(SELLER_FACTS.seller);
  });

  it('takes the site’s contact and the seller’s name until the facts give them, and never makes up a legal identity', () => {
    const seller = quotationSeller(BUILT_IN_FACTS.seller, settings);

    expect(seller).toMatchObject({ phone: settings.sellerPhone, email: settings.sellerEmail, signatory: { name: 'Alex' } });
    expect(seller).toMatchObject({ legalName: '', addressLines: [], gstHstNumber: null });
  });
});
