import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import { CardGrid } from '../../../components/ui/card-grid';
import { cardSx } from '../../../components/ui/info-card';
import { Section } from '../../../components/ui/section';
import { StarRating } from '../../../components/ui/star-rating';
import { type Testimonial } from '../../../../../shared/listing-facts';
import { shownStatements } from '../../../../../shared/listing-figures';
import { SellerText } from '../../../components/seller-text';
import type { TestimonialsCopy } from '../../../content/testimonials';
import { useListingSnapshot } from '../../../lib/listing-snapshot';
import { unconfirmedShown } from '../../../lib/site-settings';

/** One quote: the seller's words (quote, service, role) in English, marked so on a French page. */
function TestimonialCard({ testimonial, copy }: { testimonial: Testimonial; copy: TestimonialsCopy }) {
  return (
    <Box component="li" sx={{ ...cardSx, display: 'flex', flexDirection: 'column' }}>
      <Box component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <StarRating value={testimonial.rating} label={copy.rating} />
          <Typography component="span" sx={{ fontSize: '0.8rem', fontWeight: 700, color: 'primary.main', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
            <SellerText english={testimonial.service} />
          </Typography>
        </Box>
        <Box component="blockquote" sx={{ m: 0, mb: 2.5, flexGrow: 1 }}>
          <Typography sx={{ fontSize: '1.02rem', lineHeight: 1.7 }}>“<SellerText english={testimonial.text} />”</Typography>
        </Box>
        <Box component="figcaption" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <Typography component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 700 }}>
            {testimonial.name}
            {testimonial.confirmed && (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontSize: '0.8rem', color: 'success.main' }}>
                <VerifiedIcon aria-hidden="true" sx={{ fontSize: 16 }} />
                {copy.verified}
              </Box>
            )}
          </Typography>
          <Typography component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.9rem' }}>
            <SellerText english={testimonial.title} />, {testimonial.location}
          </Typography>
          <Typography component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85rem', mt: 0.5 }}>
            <time dateTime={testimonial.date}>{copy.month(testimonial.date)}</time>
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The seller's testimonials, each with its rating, service, author, role, place and date: the confirmed
 * ones (the unconfirmed too only where the operator accepts them); nothing when there is none to show.
 */
export function HomeTestimonials({ copy }: { copy: TestimonialsCopy }) {
  const testimonials = shownStatements(useListingSnapshot().facts.testimonials, unconfirmedShown('testimonials'));
  if (!testimonials.length) return null;
  return (
    <Section id="testimonials" title={copy.title} intro={copy.intro} tone="muted">
      <CardGrid columns={2} list>
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} copy={copy} />
        ))}
      </CardGrid>
    </Section>
  );
}
