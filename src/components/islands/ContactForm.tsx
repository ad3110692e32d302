import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { toast, Toaster } from 'sonner';
// Loaded as a stylesheet when the form hydrates: neither inline (CSP) nor on pages without the form.
import sonnerStylesheet from 'sonner/dist/styles.css?url';
import {
  CONTACT_HIDDEN_FIELDS,
  CONTACT_MESSAGES,
  LEAD_FIELDS,
  PROJECT_OPTIONS,
  SPAM_TRAP_FIELD,
  SUBMISSION_ID_FIELD,
  fixAndRetryDescription,
  projectFromSearch,
} from '../../config/forms.ts';
import { submitForm, visitorFacingError } from '../../lib/contact.ts';
import { ISLAND_ICONS } from '../../lib/island-icons.ts';
import IslandIcon from './IslandIcon.tsx';

interface Props {
  /** Where the form posts (the site's Worker, or a form service); the same address it posts to natively without JavaScript. */
  endpoint: string;
  /** Prefix for field ids, so two forms could share a page. */
  idPrefix?: string;
}

const inputClass =
  'block w-full rounded-lg border-0 bg-surface px-3.5 py-2.5 text-basalt-950 shadow-xs ring-1 ring-basalt-300 ring-inset placeholder:text-basalt-500 focus:ring-2 focus:ring-ember-600 focus:outline-none';
/** Text fields and the select share one height (a select's own box is a few pixels shorter than an input's). */
const lineClass = `${inputClass} h-11`;

/** The contact form: a real HTML form; hydrated, it sends the same fields with fetch, shows toasts and keeps the entries on failure. */
export default function ContactForm({ endpoint, idPrefix }: Props) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // One id per message, sent again with every retry of it, so the collector stores it once. Made in
  // the browser after hydration: a page built with one would give every visitor the same.
  const [submissionId, setSubmissionId] = useState('');
  useEffect(() => setSubmissionId(crypto.randomUUID()), []);

  const projectRef = useRef<HTMLSelectElement>(null);
  const [theme, setTheme] = useState<'light' | 'dark'>();

  // Toasts follow the page's theme: the visitor's choice, or the system's. The toaster (an empty
  // live region until a message) is drawn once this has run, after hydration and long before the
  // visitor can send anything: the built page does not carry it.
  useEffect(() => {
    const chosen = document.documentElement.dataset.theme;
    setTheme(chosen === 'dark' || (!chosen && window.matchMedia('(prefers-color-scheme: dark)').matches) ? 'dark' : 'light');
  }, []);

  // A link such as /contact?project=obsidian-edge preselects the service, unless the visitor already chose one.
  useEffect(() => {
    const select = projectRef.current;
    const preselected = projectFromSearch(window.location.search);
    if (select && preselected && !select.value) select.value = preselected;
  }, []);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second click while a request is out sends nothing.
    if (inFlight.current) return;
    const form = event.currentTarget;
    inFlight.current = true;
    setSending(true);
    const result = await submitForm(endpoint, new FormData(form));
    if (result.ok) {
      form.reset();
      setSubmissionId(crypto.randomUUID());
      toast.success(CONTACT_MESSAGES.successTitle, { description: CONTACT_MESSAGES.successDescription });
    } else {
      console.error('Contact form submission failed:', result.error);
      const serviceError = visitorFacingError(result);
      toast.error(CONTACT_MESSAGES.failureTitle, {
        description: serviceError ? fixAndRetryDescription(serviceError) : CONTACT_MESSAGES.failureDescription,
      });
    }
    inFlight.current = false;
    setSending(false);
  };

  const id = (name: string) => `${prefix}-${name}`;

  return (
    <>
      <form action={endpoint} method="post" encType="multipart/form-data" onSubmit={onSubmit} aria-busy={sending} className="space-y-6">
        {Object.entries(CONTACT_HIDDEN_FIELDS).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} />
        <div aria-hidden="true" className="spam-trap">
          <label htmlFor={id('gotcha')}>Leave this field empty</label>
          <input id={id('gotcha')} type="text" name={SPAM_TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        {/* First and last name share a row even on a phone; the email and company fields need the width. */}
        <div className="grid grid-cols-2 gap-x-4 gap-y-6 sm:gap-x-6">
          <LeadInput id={id('firstName')} name="firstName" label="First name" autoComplete="given-name" />
          <LeadInput id={id('lastName')} name="lastName" label="Last name" autoComplete="family-name" />
          <LeadInput id={id('email')} name="email" label="Work email" type="email" autoComplete="email" placeholder="you@company.com" wide />
          <LeadInput id={id('company')} name="company" label="Company" autoComplete="organization" wide />
        </div>
        <Field id={id('project')} label="Service of interest" required={LEAD_FIELDS.project.required}>
          <select
            ref={projectRef}
            id={id('project')}
            name="project"
            required={LEAD_FIELDS.project.required}
            defaultValue=""
            className={`${lineClass} select-field pr-10`}
          >
            {PROJECT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('message')} label="Message" required={LEAD_FIELDS.message.required}>
          <textarea
            id={id('message')}
            name="message"
            rows={6}
            required={LEAD_FIELDS.message.required}
            maxLength={LEAD_FIELDS.message.maxLength}
            placeholder="What are you building, and where could we help?"
            className={inputClass}
          />
        </Field>
        <button type="submit" disabled={sending} className="form-submit">
          {sending ? 'Sending...' : 'Send Message'}
          {!sending && <IslandIcon name={ISLAND_ICONS.send} className="size-4" />}
        </button>
      </form>
      {/* In place, not hoisted with `precedence`: React's hoisted sheet holds a promise that rejects,
          uncaught, when its load fails or is cut off by the visitor leaving (WebKit reports that as
          an error). The toasts sit below the fixed 64 px header on every screen size. */}
      {theme && <link rel="stylesheet" href={sonnerStylesheet} />}
      {theme && <Toaster theme={theme} position="top-right" richColors closeButton offset={{ top: 80 }} mobileOffset={{ top: 76 }} />}
    </>
  );
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  wide?: boolean;
  children: ReactNode;
}

interface LeadInputProps extends Omit<FieldProps, 'required' | 'children'> {
  name: 'firstName' | 'lastName' | 'email' | 'company';
  type?: 'text' | 'email';
  autoComplete: string;
  placeholder?: string;
}

/** A one-line field of the lead form, its rules (required, longest value) from the schema the Worker checks. */
function LeadInput({ id, name, label, type = 'text', autoComplete, placeholder, wide = false }: LeadInputProps) {
  const { required, maxLength } = LEAD_FIELDS[name];
  return (
    <Field id={id} label={label} required={required} wide={wide}>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={lineClass}
      />
    </Field>
  );
}

function Field({ id, label, required = false, wide = false, children }: FieldProps) {
  return (
    <div className={wide ? 'col-span-2 sm:col-span-1' : undefined}>
      <label htmlFor={id} className="block text-sm font-semibold text-basalt-900">
        {label}
        {required ? (
          // One text node: React would separate " " and "*" with a comment in the HTML.
          <span className="text-ember-700" aria-hidden="true">
            {' *'}
          </span>
        ) : (
          <span className="font-normal text-basalt-600"> (optional)</span>
        )}
      </label>
      <div className="mt-2">{children}</div>
    </div>
  );
}
