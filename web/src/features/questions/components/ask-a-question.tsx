import Typography from '@mui/material/Typography';
import { TextLink } from '../../../components/ui/text-link';
import type { QuestionsCopy } from '../../../content/questions';

/** What stands where no question is published yet: a sentence and the way to ask one. */
export function AskAQuestion({ askHref, copy }: { askHref: string; copy: QuestionsCopy }) {
  return (
    <Typography sx={{ color: 'text.secondary' }}>
      {/* Underlined: inside a sentence, colour alone does not tell a link from the text around it. */}
      {copy.empty}{' '}
      <TextLink href={askHref} underline="always">
        {copy.ask}
      </TextLink>
      .
    </Typography>
  );
}
