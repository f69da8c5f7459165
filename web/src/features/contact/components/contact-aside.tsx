import Box from '@mui/material/Box';
import { ContactChannelsCard, DocumentationCard, ViewingCard } from './contact-cards';
import { APPOINTMENT_FIELDSET_ID } from './form-ids';
import { CONTACT_WATCH_HEADING_ID, WatchForm } from '../../watch/components/watch-form';
import { useContactCopy } from '../contact-copy';

/** The cards beside the form: contact channels, 'Schedule a Viewing', 'Secure Documentation', and watching the listing. */
export default function ContactAside() {
  const { watch } = useContactCopy();
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <ContactChannelsCard />
      <ViewingCard appointmentAnchor={APPOINTMENT_FIELDSET_ID} />
      <DocumentationCard />
      <WatchForm headingId={CONTACT_WATCH_HEADING_ID} copy={watch} />
    </Box>
  );
}
