/**
 * The forms' schemas are checked without compiled code. zod compiles object schemas with
 * `new Function` after probing whether the page allows it; our Content-Security-Policy refuses
 * eval, and the browser reported that probe as a violation on every page with a form (Lighthouse's
 * best practices, issue 28). zod reads its settings from this global, whether it loads before or
 * after (zod/v4/core's `globalConfig`), so the first bundle sets it without loading zod's core
 * (4 KB) before a form needs it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
holder.__zod_globalConfig ??= {}
holder.__zod_globalConfig.jitless = true
