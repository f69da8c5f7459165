import Box from '@mui/material/Box';
import { ContactChannelsCard, DocumentationCard, ViewingCard } from './contact-cards';
import { APPOINTMENT_FIELDSET_ID } from './form-ids';

/** The cards beside the form: contact channels, 'Schedule a Viewing', 'Secure Documentation'. */
export default function ContactAside() {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <ContactChannelsCard />
      <ViewingCard appointmentAnchor={APPOINTMENT_FIELDSET_ID} />
      <DocumentationCard />
    </Box>
  );
}
