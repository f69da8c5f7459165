import { createContext, useContext } from 'react';
import type { ContactPageCopy } from '../../content/contact';

/**
 * The contact page's words, which its route (English or French) provides: the form, cards, regions
 * and FAQ read them here rather than import one language's module, so neither page loads the other's.
 */
const ContactCopyContext = createContext<ContactPageCopy | null>(null);

export const ContactCopyProvider = ContactCopyContext.Provider;

export function useContactCopy(): ContactPageCopy {
  const copy = useContext(ContactCopyContext);
  if (!copy) throw new Error('The contact components need a ContactCopyProvider with their page’s words');
  return copy;
}
