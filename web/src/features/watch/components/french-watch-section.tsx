import { FRENCH_WATCH_FORM_COPY } from '../../../content/fr/watch';
import { WatchSectionIn } from './watch-section';

/** The subscribe form's section in French (loaded on demand: default export), its words loaded with it. */
export default function FrenchWatchSection() {
  return <WatchSectionIn copy={FRENCH_WATCH_FORM_COPY} />;
}
