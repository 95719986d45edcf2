// Every route an Express 5 app answers, read from its router stack (app.router.stack): the role table test checks
// that no /api route is missing from its table.
import type express from 'express';

export interface MountedRoute {
  method: string;
  /** The full path as registered, e.g. '/api/applications/:id' or '/api/settings{/:id}'. */
  path: string;
  /** The route's own handlers in order (its guards, validateBody's among them, then the handler). */
  handlers?: unknown[];
}

interface Layer {
  rawPath?: unknown;
  handle?: { stack?: Layer[] };
  route?: { path: unknown; methods: Record<string, boolean>; stack?: Layer[] };
}

const join = (prefix: string, part: unknown): string => {
  // A route given as a regular expression (the sitemap's parts) is listed by its source.
  if (part instanceof RegExp) part = part.source;
  if (typeof part !== 'string') throw new Error(`a route or mount path that is not a string: ${String(part)}`);
  const joined = (prefix + (part === '/' ? '' : part)).replace(/\/{2,}/g, '/');
  return joined || '/';
};

function walk(stack: Layer[], prefix: string, out: MountedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const path = join(prefix, layer.route.path);
      const handlers = (layer.route.stack ?? []).map((l) => l.handle);
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') out.push({ method: method.toUpperCase(), path, handlers });
      }
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, join(prefix, layer.rawPath ?? '/'), out);
    }
  }
}

/** The routes of `app` whose path starts with `under` (every route without it), in the order they were added. */
export function listRoutes(app: express.Express, under = ''): MountedRoute[] {
  const out: MountedRoute[] = [];
  walk((app.router as unknown as { stack: Layer[] }).stack, '', out);
  return out.filter((r) => r.path.startsWith(under));
}

/**
 * The paths routers are mounted at that start with `under`, once per mount: a path mounted twice is listed twice. A
 * router used inside another at the same path (a resource's sub-router) is part of that one, not a mount of its own.
 */
export function listMounts(app: express.Express, under = ''): string[] {
  const out: string[] = [];
  const visit = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route || !layer.handle?.stack) continue;
      const path = join(prefix, layer.rawPath ?? '/');
      if (path !== prefix) out.push(path);
      visit(layer.handle.stack, path);
    }
  };
  visit((app.router as unknown as { stack: Layer[] }).stack, '');
  return out.filter((p) => p.startsWith(under));
}

export const routeKey = (r: MountedRoute): string => `${r.method} ${r.path}`;
