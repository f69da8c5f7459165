import Container from '@mui/material/Container';
import { WatchForm } from './watch-form';

/** The subscribe form as a section of its own, below a page's main content (loaded on demand: default export). */
export default function WatchSection() {
  return (
    <Container maxWidth="md" component="section" sx={{ pb: { xs: 4, md: 8 } }}>
      <WatchForm headingId="watch-listing-title" />
    </Container>
  );
}
