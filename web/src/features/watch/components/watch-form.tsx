import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WATCH_FORM_COPY, WATCH_LIMITS, WATCH_TOPIC_LABELS, WATCH_TOPICS, WATCHERS_ENDPOINT } from '../../../../../shared/watch';
import { cardSx } from '../../../components/ui/info-card';

/** Ticked at first: what a buyer waiting for a better moment most wants to hear. */
const TICKED = new Set(['price', 'status']);

/**
 * The subscribe form (docs/product.md#watching-the-listing): the browser's own form post to the API,
 * which answers with its page, so it needs and adds no script. The e-mail field is checked by the
 * browser as typed; everything is checked again, by the shared schema, in the API.
 */
export function WatchForm({ headingId }: { headingId: string }) {
  return (
    <Box component="form" method="post" action={WATCHERS_ENDPOINT} aria-labelledby={headingId} sx={{ ...cardSx, height: 'auto', display: 'grid', gap: 2, color: 'text.primary', textAlign: 'left' }}>
      <div>
        <Typography id={headingId} variant="h3" component="h2">
          {WATCH_FORM_COPY.heading}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{WATCH_FORM_COPY.intro}</Typography>
      </div>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))' }}>
        <TextField name="email" type="email" label={WATCH_FORM_COPY.emailLabel} autoComplete="email" required slotProps={{ htmlInput: { maxLength: WATCH_LIMITS.email } }} />
        <TextField name="organisation" label={WATCH_FORM_COPY.organisationLabel} autoComplete="organization" slotProps={{ htmlInput: { maxLength: WATCH_LIMITS.organisation } }} />
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
          {WATCH_FORM_COPY.topicsLegend}
        </Typography>
        {WATCH_TOPICS.map((topic) => (
          <FormControlLabel key={topic} control={<Checkbox name="topics" value={topic} defaultChecked={TICKED.has(topic)} />} label={WATCH_TOPIC_LABELS[topic]} sx={{ display: 'flex' }} />
        ))}
      </Box>
      <div>
        <Button type="submit" variant="contained" color="primary" size="large">
          {WATCH_FORM_COPY.submit}
        </Button>
      </div>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {WATCH_FORM_COPY.privacy}
      </Typography>
    </Box>
  );
}
