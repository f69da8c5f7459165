import Typography from '@mui/material/Typography';
import { TextLink } from '../../../components/ui/text-link';
import { QUESTIONS_COPY } from '../../../content/questions';

/** What stands where no question is published yet: a sentence and the way to ask one. */
export function AskAQuestion({ askHref }: { askHref: string }) {
  return (
    <Typography sx={{ color: 'text.secondary' }}>
      {/* Underlined: inside a sentence, colour alone does not tell a link from the text around it. */}
      {QUESTIONS_COPY.empty}{' '}
      <TextLink href={askHref} underline="always">
        {QUESTIONS_COPY.ask}
      </TextLink>
      .
    </Typography>
  );
}
