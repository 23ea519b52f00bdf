import { z } from 'zod';

/**
 * Schemas check values without compiling code at run time. Zod's fast path builds functions with
 * `new Function`, which a Content-Security-Policy without 'unsafe-eval' forbids, and even its probe for that
 * is reported as a violation. The web apps import this module before anything else, so it holds before any
 * schema is built.
 */
z.config({ jitless: true });
