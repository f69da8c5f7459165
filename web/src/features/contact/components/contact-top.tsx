import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { cardSx } from '../../../components/ui/info-card';
import { PageHero } from '../../../components/ui/page-hero';
import { StatusBadge } from '../../../components/ui/status-badge';
import { deferUntilVisible } from '../../../lib/defer-until-visible';
import { useListingState } from '../../../lib/listing-state';
import { useContactCopy } from '../contact-copy';
import { FORM_PART_ID, FORM_TITLE_ID } from './form-ids';

/** Static cards beside the form (below it on phones): hydrated when near the viewport, painted with the first screen it is in on wide screens. */
const ContactAside = deferUntilVisible('contact-aside', () => import('./contact-aside'), { inFirstScreen: true });

/**
 * The inquiry form, hydrated on its own once the page is interactive (at once when it is in view):
 * its controls and rules are most of the page's code, and the prerendered form posts without any
 * script meanwhile, keeping what was typed for the code to adopt (docs/decisions/contact-form-part.md).
 */
const ContactFormPart = deferUntilVisible(FORM_PART_ID, () => import('./contact-form-part'), { inFirstScreen: true });

/**
 * The contact page's hero and the inquiry form beside the ways to reach the seller
 * (docs/product.md#contact), in the words of the page's ContactCopyProvider.
 */
export function ContactTop() {
  const { hero, whenSold, form } = useContactCopy();
  // Once the unit is sold the form stays, worded for buyers of a similar unit.
  const sold = useListingState().status === 'sold';
  return (
    <>
      <PageHero
        title={hero.title}
        lead={sold ? whenSold.lead : hero.lead}
        badges={
          <>
            <StatusBadge tone="on-dark" icon={<ScheduleIcon />}>
              {hero.badges.reply}
            </StatusBadge>
            <StatusBadge tone="on-dark" icon={<PlaceIcon />}>
              {hero.badges.location}
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
              {sold ? whenSold.formTitle : form.title}
            </Typography>
            <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
              {sold ? `${whenSold.formIntro} ${form.intro}` : form.intro}
            </Typography>
            <ContactFormPart />
          </Box>
          <ContactAside />
        </Container>
      </Box>
    </>
  );
}
