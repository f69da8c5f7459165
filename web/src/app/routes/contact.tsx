import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { PATHS } from '../../../../shared/site-routes';
import { cardSx } from '../../components/ui/info-card';
import { PageHero } from '../../components/ui/page-hero';
import { StatusBadge } from '../../components/ui/status-badge';
import { contactFaqItems, CONTACT_FORM_COPY, CONTACT_HERO, CONTACT_META, CONTACT_WHEN_SOLD } from '../../content/contact';
import { QUESTIONS_COPY } from '../../content/questions';
import { ContactForm } from '../../features/contact/components/contact-form';
import { fieldId } from '../../features/contact/components/form-ids';
import { DeferredDeliveredCost } from '../../features/delivered-cost/deferred-section';
import { ContactQuestions } from '../../features/questions/components/contact-questions';
import { FaqPageJsonLd } from '../../features/seo/components/faq-page-json-ld';
import { useListingSnapshot } from '../../lib/listing-snapshot';
import { useListingFigures } from '../../lib/listing-state';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { useListingState } from '../../lib/listing-state';
import { pageMeta } from '../seo';
import type { Route } from './+types/contact';


/** Static cards beside the form (below it on phones): hydrated when near the viewport. */
const ContactAside = deferUntilVisible('contact-aside', () => import('../../features/contact/components/contact-aside'));
/** Delivery regions and FAQ: hydrated on scroll. */
const ContactBelowFold = deferUntilVisible('contact-more', () => import('../../features/contact/components/contact-below-fold'));

const FORM_TITLE_ID = 'contact-form-title';

export const meta: Route.MetaFunction = () => pageMeta({ ...CONTACT_META, path: PATHS.contact });

/**
 * /contact (docs/product.md#contact): hero, the inquiry form beside the ways to reach the seller,
 * delivery, FAQ, and the published buyer questions. The FAQ and those questions are one FAQPage.
 */
export default function Contact() {
  const { questions } = useListingSnapshot();
  const figures = useListingFigures();
  // Once the unit is sold the form stays, worded for buyers of a similar unit.
  const sold = useListingState().status === 'sold';
  return (
    <>
      <PageHero
        title={CONTACT_HERO.title}
        lead={sold ? CONTACT_WHEN_SOLD.lead : CONTACT_HERO.lead}
        badges={
          <>
            <StatusBadge tone="on-dark" icon={<ScheduleIcon />}>
              {CONTACT_HERO.badges.reply}
            </StatusBadge>
            <StatusBadge tone="on-dark" icon={<PlaceIcon />}>
              {CONTACT_HERO.badges.location}
            </StatusBadge>
          </>
        }
      />
      <Box component="section" aria-labelledby={FORM_TITLE_ID} sx={{ py: { xs: 4, md: 8 } }}>
        {/* minmax(0, ...): a 1fr track grows to its widest item's min-content, and while a slow phone is still
            parsing the page a half-arrived item can be wider than the screen: the form would jump sideways and back. */}
        <Container
          maxWidth="xl"
          sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 4fr)' }, alignItems: 'start' }}
        >
          <Box sx={{ ...cardSx, height: 'auto', p: { xs: 2.5, sm: 3, md: 4 } }}>
            <Typography id={FORM_TITLE_ID} variant="h2" component="h2">
              {sold ? CONTACT_WHEN_SOLD.formTitle : CONTACT_FORM_COPY.title}
            </Typography>
            <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
              {sold ? `${CONTACT_WHEN_SOLD.formIntro} ${CONTACT_FORM_COPY.intro}` : CONTACT_FORM_COPY.intro}
            </Typography>
            <ContactForm titleId={FORM_TITLE_ID} />
          </Box>
          <ContactAside />
        </Container>
      </Box>
      <DeferredDeliveredCost />
      <ContactBelowFold />
      <ContactQuestions askHref={`#${fieldId('message')}`} copy={QUESTIONS_COPY} />
      <FaqPageJsonLd items={[...contactFaqItems(figures), ...questions]} />
    </>
  );
}
