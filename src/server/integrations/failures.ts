/**
 * Every way a connection to a site is known to fail, in plain words with its fix: what 'Test
 * connection' and a failed publish show. `transient` failures are retried by the publish queue;
 * the others wait for the user to change something.
 */
export const SITE_FAILURES = {
  SITE_REFUSED: {
    message: 'This address cannot be used: it points to a private or local network.',
    fix: 'Enter the public address of your site, as visitors open it.',
  },
  SITE_UNREACHABLE: {
    message: 'The site did not answer.',
    fix: 'Check the address and that the site is online, then try again.',
    transient: true,
  },
  SITE_ERROR: {
    message: 'The site answered with an error.',
    fix: 'This is usually temporary: try again in a few minutes.',
    transient: true,
  },
  SITE_REJECTED: {
    message: 'The site refused the post as it was sent.',
    fix: 'Check the title, text and image of the article (for example a very long title), then publish again. If it keeps happening, contact us with the time of the attempt.',
  },
  NOT_WORDPRESS: {
    message: 'This address does not look like a WordPress site.',
    fix: 'Enter the address of the WordPress site itself (the one whose admin is at /wp-admin).',
  },
  REST_DISABLED: {
    message: 'The WordPress REST API is switched off or blocked on this site, often by a security plugin.',
    fix: 'Allow the REST API for logged-in users in the plugin that blocks it (for example Wordfence, Solid Security or Disable REST API).',
  },
  AUTH_HEADER_STRIPPED: {
    message: "The site's web server removes the login header before WordPress sees it, so WordPress does not know who is asking.",
    fix: 'On Apache add this line to .htaccess: SetEnvIf Authorization "(.*)" HTTP_AUTHORIZATION=$1 — on nginx with PHP-FPM add: fastcgi_param HTTP_AUTHORIZATION $http_authorization; Your host can do it for you.',
  },
  APP_PASSWORDS_UNAVAILABLE: {
    message: 'Application passwords are not available on this site: WordPress offers them only over HTTPS, or a plugin has turned them off.',
    fix: 'Use the https:// address of the site (with a valid certificate), or turn application passwords back on.',
  },
  WRONG_CREDENTIALS: {
    message: 'WordPress did not accept the username or the application password.',
    fix: 'In WordPress open Users → Profile → Application Passwords, create a new one and paste it here with your username. Your normal login password does not work here.',
  },
  LOGIN_NOT_ACCEPTED: {
    message: 'WordPress did not log us in: either the username or the application password is wrong, or the web server removes the login header before WordPress sees it.',
    fix: 'Create a new application password in WordPress (Users → Profile → Application Passwords) and paste it with your username. If that does not help, ask your host to pass the Authorization header to PHP (Apache: SetEnvIf Authorization "(.*)" HTTP_AUTHORIZATION=$1).',
  },
  CANNOT_PUBLISH: {
    message: 'This WordPress user may write but not publish posts.',
    fix: 'Give the user the Author, Editor or Administrator role in WordPress (Users → All Users).',
  },
  CANNOT_UPLOAD: {
    message: 'This WordPress user may not upload files, so featured images cannot be sent.',
    fix: 'Give the user the Author, Editor or Administrator role in WordPress (Users → All Users).',
  },
  WIX_KEY_INVALID: {
    message: 'Wix did not accept the API key.',
    fix: 'Create a new API key in the Wix API Keys Manager with the Manage Blog permission and paste it here.',
  },
  WIX_WRONG_SITE: {
    message: 'This API key cannot reach a Wix site with this site ID, or may not read its members.',
    fix: "Copy the site ID from your site's dashboard address (manage.wix.com/dashboard/<site ID>/…), check that the API key belongs to the same Wix account and that it has the 'Read Members' permission.",
  },
  WIX_NO_BLOG_PERMISSION: {
    message: 'This API key may not manage the blog of the site.',
    fix: "In the Wix API Keys Manager edit the key and add the 'Manage Blog' and 'Manage Media Manager' permissions.",
  },
  WIX_BLOG_MISSING: {
    message: 'The Wix Blog app is not installed on this site.',
    fix: 'Add the Wix Blog app to the site in the Wix editor (Add Apps → Wix Blog), then try again.',
  },
  WIX_NO_MEMBER: {
    message: 'Wix needs a site member as the author of a post, and this site has none.',
    fix: 'Add yourself as a site member in the Wix dashboard (Customers & Leads → Site Members), then try again.',
  },
  RETRY_STOPPED: {
    message: 'The automatic retry stopped: the site was switched off or the article is no longer ready.',
    fix: 'Publish again from the article when you are ready.',
  },
  RETRY_STOPPED_PLAN: {
    message: 'The automatic retry stopped: publishing to sites needs a PRO or PRO PLUS plan.',
    fix: 'Renew the subscription, then publish again.',
  },
  SECRET_UNREADABLE: {
    message: 'The saved password of this site can no longer be read on this server (its encryption key changed).',
    fix: 'Enter the application password or API key again.',
  },
} as const satisfies Record<string, { message: string; fix: string; transient?: boolean }>

export type SiteFailureCode = keyof typeof SITE_FAILURES

export type SiteFailure = { ok: false; code: SiteFailureCode; message: string; fix: string; transient: boolean; status?: number; detail?: string }

export function siteFailure(code: SiteFailureCode, extra: { status?: number; detail?: string } = {}): SiteFailure {
  const known = SITE_FAILURES[code] as { message: string; fix: string; transient?: boolean }
  return { ok: false, code, message: known.message, fix: known.fix, transient: Boolean(known.transient), ...extra }
}

/** Thrown by a call to a site that failed in a way we can explain (above). */
export class SiteFailureError extends Error {
  constructor(readonly failure: SiteFailure) {
    super(failure.message)
  }
}
