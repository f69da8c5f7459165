import { ContactForm } from './contact-form';
import { FORM_TITLE_ID } from './form-ids';

/** The inquiry form as a part loaded on its own (contact-top.tsx): default export, no props. */
export default function ContactFormPart() {
  return <ContactForm titleId={FORM_TITLE_ID} />;
}
