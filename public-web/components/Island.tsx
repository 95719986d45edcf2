// Server side of an island: the component's HTML plus its props in a data attribute (CSP forbids inline
// scripts), which islands/client.tsx reads to hydrate it. Without JavaScript the HTML is the page.
import type { ComponentType } from 'preact';

export function Island<P extends object>({
  name,
  component: C,
  props,
  class: cls,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  class?: string;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} class={cls}>
      <C {...props} />
    </div>
  );
}
