// The browser entry of the /receipt pages (dist/public/islands/receipt.js): hydrates the form or the look-up
// rendered on the server, with props from a JSON script element (the CSP allows no inline script).
// The site's entry (islands/client.tsx, on every page) mounts the dialog host; the forms call the one API client
// (islands/api.ts), whose spinner and dialogs that host draws: esbuild's shared chunk makes it one store.
import { hydrate } from 'preact';
import { ApplicationForm, type ApplicationFormProps } from './application-form.js';
import { LookupForm, type LookupProps } from './lookup-form.js';

function props<T>(): T {
  const el = document.getElementById('receipt-props');
  return JSON.parse(el?.textContent ?? '{}') as T;
}

const root = document.querySelector<HTMLElement>('[data-island]');
if (root?.dataset.island === 'receipt-form') hydrate(<ApplicationForm {...props<ApplicationFormProps>()} />, root);
if (root?.dataset.island === 'receipt-lookup') hydrate(<LookupForm {...props<LookupProps>()} />, root);

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) {
  button.addEventListener('click', () => window.print());
}
