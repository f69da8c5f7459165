import Container from '@mui/material/Container';
import type { WatchFormCopy } from '../../../../../shared/watch';
import { WatchForm } from './watch-form';

/** The subscribe form as a section of its own, below a page's main content, in the words given (English by default). */
export function WatchSectionIn({ copy }: { copy?: WatchFormCopy }) {
  return (
    <Container maxWidth="md" component="section" sx={{ pb: { xs: 4, md: 8 } }}>
      <WatchForm headingId="watch-listing-title" copy={copy} />
    </Container>
  );
}

/** The English section (loaded on demand: default export). */
export default function WatchSection() {
  return <WatchSectionIn />;
}
