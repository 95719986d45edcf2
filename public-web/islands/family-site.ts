// With JavaScript, the footer's family-site form opens the chosen site in a new tab directly
// (the options come from the settings the server rendered); without it, the GET form goes
// through /family-site, which checks the URL against the settings.
export function enhanceFamilySite(): void {
  for (const form of Array.from(document.querySelectorAll<HTMLFormElement>('form.family-site'))) {
    form.addEventListener('submit', (e) => {
      const select = form.querySelector('select');
      const url = select?.value ?? '';
      e.preventDefault();
      if (!/^https?:\/\//.test(url)) {
        select?.focus();
        return;
      }
      window.open(url, '_blank', 'noopener');
    });
  }
}
