/**
 * The site's Worker (wrangler.jsonc `main`), sent /api/* only (`assets.run_worker_first`): the forms
 * into D1 (collect.ts), and a scheduled job for retries and retention (schedule.ts).
 */
import { FORM_PATHS, type FormKind } from '../config/forms.ts';
import { json } from './answers.ts';
import { collect } from './collect.ts';
import { runSchedule } from './schedule.ts';

const ROUTES = new Map<string, FormKind>(Object.entries(FORM_PATHS).map(([form, path]) => [path, form as FormKind]));

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    const form = ROUTES.get(pathname);
    if (form) return collect(request, env, ctx, form);
    if (pathname.startsWith('/api/'))
      return json(404, { error: `Nothing is at ${pathname.slice(0, 80)}: the forms post to ${[...ROUTES.keys()].join(' and ')}` });
    // Not routed here by wrangler.jsonc; answered as the static site would, should a rule ever change.
    return env.ASSETS.fetch(request);
  },

  async scheduled(controller: ScheduledController, env: Env): Promise<void> {
    await runSchedule(env, new Date(controller.scheduledTime));
  },
};
