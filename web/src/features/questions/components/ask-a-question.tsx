import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { QUESTIONS_COPY } from '../../../content/questions';

/** What stands where no question is published yet: a sentence and the way to ask one. */
export function AskAQuestion({ askHref }: { askHref: string }) {
  return (
    <Typography sx={{ color: 'text.secondary' }}>
      {QUESTIONS_COPY.empty} <Link href={askHref}>{QUESTIONS_COPY.ask}</Link>.
    </Typography>
  );
}
