// @ts-check
/*
 * Names shared by a public page's start-on-intent loader (src/server/http/deferredApp.mjs, plain
 * JavaScript that Node loads with the cache handler) and the app it starts.
 */

/** Fired once React has hydrated the page and knows who is signed in (AppReadySignal): a click held meanwhile is replayed. */
export const APP_READY_EVENT = 'seo-writer:app-ready'

/** Where the loader leaves its session request (a Promise<Response>), for the app to read, not ask again. */
export const EARLY_SESSION = '__seoWriterSession'

/** Who is signed in: the loader's question and the app's (SessionContext). */
export const SESSION_URL = '/api/account/session'

/** <html data-app> while the loader has started the app and React has not yet taken the page over. */
export const APP_STARTING = 'starting'

/** <html data-app> once React has taken the page over and knows who is signed in (APP_READY_EVENT). */
export const APP_READY = 'ready'
