import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useSubmitInquiry } from '../api/submit-inquiry';
import {
  DEFAULT_CONTACT_VALUES,
  REQUIRED_FIELDS,
  hasAppointment,
  newIdempotencyKey,
  readContactPrefill,
  readFormValues,
  toInquiryInput,
  type ContactField,
  type ContactFormValues,
  type RequestedDocument,
} from '../utils/form-values';
import type { InquiryLanguage } from '../../../../../shared/contact';
import type { InquirySchema } from '../utils/inquiry-schema';

/** Each language's schema in its own module: a page loads only its language's problems. */
const SCHEMA_MODULES: Record<InquiryLanguage, () => Promise<InquirySchema>> = {
  en: () => import('../utils/inquiry-schema').then((module) => module.inquirySchema),
  fr: () => import('../utils/inquiry-schema-fr').then((module) => module.frenchInquirySchema),
};

const inquirySchemas: Partial<Record<InquiryLanguage, Promise<InquirySchema>>> = {};

/**
 * The shared schema, with zod (some 10 KB gzip), is not part of the page's first load: it starts
 * loading at the visitor's first edit and is certainly there by the time they submit.
 */
function loadInquirySchema(language: InquiryLanguage): Promise<InquirySchema> {
  inquirySchemas[language] ??= SCHEMA_MODULES[language]().catch((error: unknown) => {
    // A failed download is tried again at the next submit.
    delete inquirySchemas[language];
    throw error;
  });
  return inquirySchemas[language];
}

/** The notification after a submit (docs/product.md#contact-validation and docs/product.md#contact-messages). */
export type ContactNotice =
  | { kind: 'required' }
  | { kind: 'success'; withAppointment: boolean; reference: string; queued: boolean }
  | { kind: 'failure'; message?: string; reference?: string };

/** A notice as shown: `id` changes with every submit, so a repeated message is announced again. */
export type ShownNotice = ContactNotice & { id: number };

/** The schema's issue text by field; one per field, the first found. */
export type FieldErrors = Partial<Record<ContactField, string>>;

export interface SubmitOutcome {
  /** The first field with a problem, in the order of `fieldOrder`, for focus. */
  firstInvalid?: ContactField;
}

const FIELDS = Object.keys(DEFAULT_CONTACT_VALUES) as ContactField[];
const isField = (key: PropertyKey | undefined): key is ContactField => typeof key === 'string' && (FIELDS as string[]).includes(key);

/**
 * The inquiry form's state (docs/product.md#contact-form): values, inline problems from the shared
 * schema, idle or submitting, the notice, and the idempotency key. One key per submission attempt-set:
 * kept while a retry of the unchanged values may repeat a request that was perhaps handled, replaced
 * after any edit and after every settled answer.
 */
export function useContactForm(form: RefObject<HTMLFormElement | null>, language: InquiryLanguage, fieldOrder: readonly ContactField[] = FIELDS) {
  const [values, setValues] = useState<ContactFormValues>(DEFAULT_CONTACT_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<ShownNotice | null>(null);
  const noticeCount = useRef(0);
  const show = useCallback((next: ContactNotice | null) => {
    setNotice(next && { ...next, id: ++noticeCount.current });
  }, []);
  const closeNotice = useCallback(() => setNotice(null), []);
  const idempotencyKey = useRef<string | null>(null);
  // isMutating lags a render behind; this stops a double click from sending twice.
  const inFlight = useRef(false);
  const { trigger, isMutating } = useSubmitInquiry();
  const { search } = useLocation();

  // The prerendered form works without the script, so the visitor may have typed, ticked and chosen
  // before it hydrated: React keeps those DOM values while hydrating, and the state adopts them here,
  // before anything re-renders the inputs with the defaults. From now on the script checks the form.
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    element.noValidate = true;
    const entered = readFormValues(element);
    if (JSON.stringify(entered) !== JSON.stringify(DEFAULT_CONTACT_VALUES)) setValues(entered);
  }, [form]);

  // The query string is unknown when the page is prerendered, so it is applied after hydration, to
  // the fields the visitor has not filled in meanwhile.
  useEffect(() => {
    const { message, requestedDocuments } = readContactPrefill(search);
    if (message === undefined && requestedDocuments === undefined) return;
    idempotencyKey.current = null;
    setValues((current) => ({
      ...current,
      ...(message !== undefined && current.message === '' && { message }),
      ...(requestedDocuments !== undefined && current.requestedDocuments.length === 0 && { requestedDocuments }),
    }));
  }, [search]);

  const edit = useCallback((change: (current: ContactFormValues) => Partial<ContactFormValues>, field: ContactField) => {
    void loadInquirySchema(language);
    idempotencyKey.current = null;
    setValues((current) => ({ ...current, ...change(current) }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, [language]);

  const setField = useCallback(
    <K extends ContactField>(field: K, value: ContactFormValues[K]) => edit(() => ({ [field]: value }), field),
    [edit],
  );

  const toggleDocument = useCallback(
    (document: RequestedDocument, checked: boolean) =>
      edit(
        (current) => ({
          requestedDocuments: checked
            ? [...current.requestedDocuments.filter((name) => name !== document), document]
            : current.requestedDocuments.filter((name) => name !== document),
        }),
        'requestedDocuments',
      ),
    [edit],
  );

  const submit = useCallback(async (): Promise<SubmitOutcome> => {
    if (inFlight.current) return {};
    inFlight.current = true;
    let schema: InquirySchema;
    try {
      schema = await loadInquirySchema(language);
    } catch {
      show({ kind: 'failure' });
      return {};
    } finally {
      inFlight.current = false;
    }
    const parsed = schema.safeParse({ ...toInquiryInput(values), language });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const [field] = issue.path;
        if (isField(field) && found[field] === undefined) found[field] = issue.message;
      }
      setErrors(found);
      const missingRequired = REQUIRED_FIELDS.some((field) => values[field].trim() === '');
      show(missingRequired ? { kind: 'required' } : null);
      return { firstInvalid: fieldOrder.find((field) => found[field] !== undefined) };
    }

    setErrors({});
    show(null);
    idempotencyKey.current ??= newIdempotencyKey();
    inFlight.current = true;
    const result = await trigger({ inquiry: parsed.data, idempotencyKey: idempotencyKey.current }).finally(() => {
      inFlight.current = false;
    });
    if (result.sent) {
      idempotencyKey.current = null;
      setValues(DEFAULT_CONTACT_VALUES);
      show({ kind: 'success', withAppointment: hasAppointment(values), reference: result.reference, queued: result.queued });
    } else {
      if (result.settled) idempotencyKey.current = null;
      const message = result.error && result.details.length > 0 ? `${result.error}: ${result.details.join('; ')}` : result.error;
      show({ kind: 'failure', message, reference: result.reference });
    }
    return {};
  }, [fieldOrder, language, show, trigger, values]);

  return {
    values,
    errors,
    notice,
    submitting: isMutating,
    setField,
    toggleDocument,
    submit,
    closeNotice,
  };
}
