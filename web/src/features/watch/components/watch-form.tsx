import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { localizedPath } from '../../../../../shared/site-routes';
import { WATCH_FORM_COPY, WATCH_LANGUAGE_FIELD, WATCH_LIMITS, WATCH_TOPICS, WATCHERS_ENDPOINT, type WatchFormCopy, type WatchTopic } from '../../../../../shared/watch';
import { TextLink } from '../../../components/ui/text-link';
import { cardSx } from '../../../components/ui/info-card';

/** Ticked at first, and all the short form asks for: what a buyer waiting for a better moment most wants to hear. */
const TICKED: ReadonlySet<WatchTopic> = new Set(['price', 'status']);

/**
 * A field's label always sits above it: a floating label moves by script, so before the page hydrates
 * (or without JavaScript, which this form does not need) it would lie over what the visitor types. So
 * the browser's autofill needs no detecting either, and no global keyframes for it in the page.
 */
const fieldSlots = (maxLength: number) => ({ inputLabel: { shrink: true }, input: { disableInjectingGlobalStyles: true }, htmlInput: { maxLength } });

/** The full form's heading on /contact, where the short form sends a buyer who wants other topics. */
export const CONTACT_WATCH_HEADING_ID = 'contact-watch-title';

/**
 * The subscribe form (docs/product.md#watching-the-listing): the browser's own form post to the API,
 * which answers with its page, so it needs and adds no script. The e-mail field is checked by the
 * browser as typed; everything is checked again, by the shared schema, in the API. The short form
 * (Home's closing band, whose document must fit the network's first round trip) asks only for the
 * address and signs up for the ticked topics, linking to the full form for the rest. A page in
 * another language than English posts it (`copy.locale`), and the watcher is mailed in it.
 */
export function WatchForm({ headingId, short = false, copy = WATCH_FORM_COPY }: { headingId: string; short?: boolean; /** The page's language's words. */ copy?: WatchFormCopy }) {
  return (
    <Box component="form" method="post" action={WATCHERS_ENDPOINT} aria-labelledby={headingId} sx={{ ...cardSx, height: 'auto', display: 'grid', gap: 2, color: 'text.primary', textAlign: 'left' }}>
      {copy.locale !== 'en' && <input type="hidden" name={WATCH_LANGUAGE_FIELD} value={copy.locale} />}
      <div>
        <Typography id={headingId} variant="h3" component="h2">
          {copy.heading}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{copy.intro}</Typography>
      </div>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))' }}>
        <TextField name="email" type="email" label={copy.emailLabel} autoComplete="email" required slotProps={fieldSlots(WATCH_LIMITS.email)} />
        {!short && <TextField name="organisation" label={copy.organisationLabel} autoComplete="organization" slotProps={fieldSlots(WATCH_LIMITS.organisation)} />}
      </Box>
      {short ? (
        <Typography>
          {[...TICKED].map((topic) => (
            <input key={topic} type="hidden" name="topics" value={topic} />
          ))}
          {copy.compactTopics}{' '}
          <TextLink to={`${localizedPath('contact', copy.locale)}#${CONTACT_WATCH_HEADING_ID}`} underline="always">{copy.moreChoices}</TextLink>
        </Typography>
      ) : (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            {copy.topicsLegend}
          </Typography>
          {WATCH_TOPICS.map((topic) => (
            <FormControlLabel key={topic} control={<Checkbox name="topics" value={topic} defaultChecked={TICKED.has(topic)} />} label={copy.topics[topic]} sx={{ display: 'flex' }} />
          ))}
        </Box>
      )}
      <div>
        <Button type="submit" variant="contained" color="primary" size="large">
          {copy.submit}
        </Button>
      </div>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {copy.privacy}
      </Typography>
    </Box>
  );
}
