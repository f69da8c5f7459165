import { describe, expect, it } from 'vitest';
import { preferredLocale } from './preferred-language';

describe('preferredLocale', () => {
  it('is French when French comes before English', () => {
    expect(preferredLocale(['fr-CA', 'en-CA'])).toBe('fr');
    expect(preferredLocale(['de-DE', 'FR', 'en'])).toBe('fr');
  });

  it('is English when English comes first, or when neither is named', () => {
    expect(preferredLocale(['en-US', 'fr-CA'])).toBe('en');
    expect(preferredLocale(['de-DE'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });
});
