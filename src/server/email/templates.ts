import { escapeHtml } from '@/shared/text'
import type { Language } from '@/shared/language'
import { PLANS } from '@/shared/plans'

export type RenderedEmail = { subject: string; html: string; text: string }

export const PRODUCT_NAME = 'SEO Writer'

type Block = { heading: string; lines: string[]; action?: { label: string; url: string }; footnote?: string }

/** One plain, well-supported layout for every message we send. */
function layout(block: Block): Omit<RenderedEmail, 'subject'> {
  const paragraphs = block.lines.map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`).join('')
  const button = block.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(block.action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(block.action.label)}</a></p><p style="margin:0 0 12px;font-size:13px;color:#555">${escapeHtml(block.action.url)}</p>`
    : ''
  const foot = block.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#666">${escapeHtml(block.footnote)}</p>` : ''
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111;background:#f6f7fb;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:28px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(block.heading)}</h1>${paragraphs}${button}${foot}<p style="margin:24px 0 0;font-size:12px;color:#888">${PRODUCT_NAME}</p></div></body></html>`
  const text = [block.heading, '', ...block.lines, ...(block.action ? ['', `${block.action.label}: ${block.action.url}`] : []), ...(block.footnote ? ['', block.footnote] : [])].join('\n')
  return { html, text }
}

function render(subject: string, block: Block): RenderedEmail {
  return { subject, ...layout(block) }
}

export function emailConfirmation(locale: Language, p: { username: string; url: string }): RenderedEmail {
  return locale === 'hu'
    ? render('Erősítsd meg az e-mail címedet', {
        heading: `Szia ${p.username}!`,
        lines: ['Köszönjük a regisztrációt. Kattints a gombra az e-mail címed megerősítéséhez, utána be tudsz jelentkezni.'],
        action: { label: 'E-mail cím megerősítése', url: p.url },
        footnote: 'Ha nem te regisztráltál, hagyd figyelmen kívül ezt a levelet.',
      })
    : render('Confirm your e-mail address', {
        heading: `Hi ${p.username}!`,
        lines: ['Thanks for signing up. Click the button to confirm your e-mail address; you can sign in right after.'],
        action: { label: 'Confirm e-mail address', url: p.url },
        footnote: "If you didn't sign up, you can ignore this message.",
      })
}

export function passwordReset(locale: Language, p: { url: string }): RenderedEmail {
  return locale === 'hu'
    ? render('Jelszó visszaállítása', {
        heading: 'Jelszó visszaállítás',
        lines: ['Jelszó-visszaállítást kértél. A link egy óráig érvényes.'],
        action: { label: 'Új jelszó megadása', url: p.url },
        footnote: 'Ha nem te kérted, hagyd figyelmen kívül ezt a levelet; a jelszavad nem változik.',
      })
    : render('Reset your password', {
        heading: 'Reset your password',
        lines: ['You asked to reset your password. The link is valid for one hour.'],
        action: { label: 'Choose a new password', url: p.url },
        footnote: "If you didn't ask for this, ignore this message; your password stays the same.",
      })
}

export function welcome(locale: Language, p: { username: string; url: string }): RenderedEmail {
  return locale === 'hu'
    ? render(`Üdv a ${PRODUCT_NAME}-ben!`, {
        heading: `Üdv, ${p.username}!`,
        lines: [
          `Az e-mail címed megerősítve. Havonta ${PLANS.free.monthlyLimit} cikket írhatsz ingyen.`,
          'Adj meg egy kulcsszót, válassz a 10 SEO címből, és az AI megírja a teljes cikket.',
        ],
        action: { label: 'Irány a vezérlőpult', url: p.url },
      })
    : render(`Welcome to ${PRODUCT_NAME}!`, {
        heading: `Welcome, ${p.username}!`,
        lines: [
          `Your e-mail address is confirmed. You can write ${PLANS.free.monthlyLimit} articles a month for free.`,
          'Enter a keyword, pick one of 10 SEO titles, and the AI writes the full article.',
        ],
        action: { label: 'Go to your dashboard', url: p.url },
      })
}

export function subscriptionConfirmation(locale: Language, p: { tier: string; endDate: string; url: string }): RenderedEmail {
  return locale === 'hu'
    ? render(`A ${p.tier} előfizetésed aktív`, {
        heading: `Köszönjük! A ${p.tier} csomagod aktív.`,
        lines: [`Az aktuális időszak vége: ${p.endDate}.`, 'Az előfizetést bármikor lemondhatod a fiókodban (Előfizetés kezelése).'],
        action: { label: 'Irány a vezérlőpult', url: p.url },
      })
    : render(`Your ${p.tier} subscription is active`, {
        heading: `Thank you! Your ${p.tier} plan is active.`,
        lines: [`The current period ends on ${p.endDate}.`, 'You can cancel at any time from your account (Manage Subscription).'],
        action: { label: 'Go to your dashboard', url: p.url },
      })
}

export function adminNewUser(
  locale: Language,
  p: { userEmail: string; username: string; timestamp: string; url: string },
): RenderedEmail {
  return locale === 'hu'
    ? render(`Új felhasználó: ${p.userEmail}`, {
        heading: 'Új regisztráció',
        lines: [`E-mail: ${p.userEmail}`, `Felhasználónév: ${p.username}`, `Időpont: ${p.timestamp}`],
        action: { label: 'Megnyitás az adminban', url: p.url },
      })
    : render(`New user: ${p.userEmail}`, {
        heading: 'New registration',
        lines: [`E-mail: ${p.userEmail}`, `Username: ${p.username}`, `Time: ${p.timestamp}`],
        action: { label: 'Open in admin', url: p.url },
      })
}

const CHANGE_TEXT = {
  en: { subscribed: 'subscribed', changed: 'changed plan', canceled: 'canceled' },
  hu: { subscribed: 'előfizetett', changed: 'csomagot váltott', canceled: 'lemondta az előfizetését' },
} as const

/** SPEC 3 subscription_change: who subscribed, changed plan or canceled, and to what. */
export function adminSubscriptionChange(
  locale: Language,
  p: { userEmail: string; change: 'subscribed' | 'changed' | 'canceled'; plan: string; interval: string; periodEnd: string; url: string },
): RenderedEmail {
  const did = CHANGE_TEXT[locale][p.change]
  return locale === 'hu'
    ? render(`Előfizetés: ${p.userEmail} ${did}`, {
        heading: 'Előfizetés változott',
        lines: [`Felhasználó: ${p.userEmail}`, `Változás: ${did}`, `Csomag: ${p.plan} (${p.interval})`, `Az időszak vége: ${p.periodEnd}`],
        action: { label: 'Megnyitás az adminban', url: p.url },
      })
    : render(`Subscription: ${p.userEmail} ${did}`, {
        heading: 'Subscription change',
        lines: [`User: ${p.userEmail}`, `Change: ${did}`, `Plan: ${p.plan} (${p.interval})`, `Period ends: ${p.periodEnd}`],
        action: { label: 'Open in admin', url: p.url },
      })
}

/** SPEC 3 usage_limit_reached: a user used every article of the month. */
export function adminUsageLimit(locale: Language, p: { userEmail: string; plan: string; limit: number; month: string; url: string }): RenderedEmail {
  return locale === 'hu'
    ? render(`Havi keret elérve: ${p.userEmail}`, {
        heading: 'Egy felhasználó elérte a havi keretét',
        lines: [`Felhasználó: ${p.userEmail}`, `Csomag: ${p.plan}`, `Felhasználva: ${p.limit} / ${p.limit} cikk (${p.month})`],
        action: { label: 'Megnyitás az adminban', url: p.url },
      })
    : render(`Monthly limit reached: ${p.userEmail}`, {
        heading: 'A user reached the monthly limit',
        lines: [`User: ${p.userEmail}`, `Plan: ${p.plan}`, `Used: ${p.limit} of ${p.limit} articles (${p.month})`],
        action: { label: 'Open in admin', url: p.url },
      })
}

/** Sent once a month when a user has used 80% of the month's articles. */
export function usageWarning(locale: Language, p: { username: string; used: number; limit: number; resetsOn: string; url: string }): RenderedEmail {
  return locale === 'hu'
    ? render(`Felhasználtad a havi cikkeid ${Math.round((p.used / p.limit) * 100)}%-át`, {
        heading: `Szia ${p.username}!`,
        lines: [`Ebben a hónapban ${p.used} cikket írtál a ${p.limit}-ből.`, `A keret ${p.resetsOn}-kor újraindul. Ha több kell addig, válts nagyobb csomagra.`],
        action: { label: 'Csomagok megtekintése', url: p.url },
      })
    : render(`You have used ${Math.round((p.used / p.limit) * 100)}% of this month's articles`, {
        heading: `Hi ${p.username}!`,
        lines: [`You have written ${p.used} of your ${p.limit} articles this month.`, `Your allowance starts again on ${p.resetsOn}. If you need more before then, a bigger plan has them.`],
        action: { label: 'See the plans', url: p.url },
      })
}

export function contactMessage(
  p: { name: string; email: string; subject: string; message: string; url: string },
): RenderedEmail {
  return render(`Contact: ${p.subject}`, {
    heading: `Message from ${p.name}`,
    lines: [`From: ${p.name} <${p.email}>`, `Subject: ${p.subject}`, '', ...p.message.split('\n')],
    action: { label: 'Open in admin', url: p.url },
  })
}

/** Someone registered with an address that already has an account (registration answers alike). */
export function registrationAttempt(locale: Language, p: { username: string; url: string }): RenderedEmail {
  return locale === 'hu'
    ? render('Regisztrációs kísérlet a címeddel', {
        heading: `Szia ${p.username}!`,
        lines: ['Valaki ezzel az e-mail címmel próbált regisztrálni, de már van fiókod nálunk.', 'Ha te voltál, egyszerűen jelentkezz be; ha elfelejtetted a jelszavad, a bejelentkezésnél kérhetsz újat.'],
        action: { label: 'Bejelentkezés', url: p.url },
        footnote: 'Ha nem te voltál, nincs teendőd: a fiókod nem változott.',
      })
    : render('Someone tried to register with your address', {
        heading: `Hi ${p.username}!`,
        lines: ['Someone tried to register with this e-mail address, but you already have an account.', 'If it was you, simply sign in; if you forgot your password, you can ask for a new one when signing in.'],
        action: { label: 'Sign in', url: p.url },
        footnote: "If it wasn't you, there is nothing to do: your account has not changed.",
      })
}

/** Sent to the new address: the change takes effect only when this link is opened. */
export function emailChangeConfirmation(locale: Language, p: { username: string; newEmail: string; url: string; hours: number }): RenderedEmail {
  return locale === 'hu'
    ? render('Erősítsd meg az új e-mail címedet', {
        heading: `Szia ${p.username}!`,
        lines: [`A fiókod e-mail címét erre szeretnéd módosítani: ${p.newEmail}.`, `Kattints a gombra a megerősítéshez; a link ${p.hours} óráig érvényes. Addig a régi címeddel jelentkezel be.`],
        action: { label: 'Új cím megerősítése', url: p.url },
        footnote: 'Ha nem te kérted, hagyd figyelmen kívül ezt a levelet: semmi sem változik.',
      })
    : render('Confirm your new e-mail address', {
        heading: `Hi ${p.username}!`,
        lines: [`You asked to change your account's e-mail address to ${p.newEmail}.`, `Click the button to confirm; the link is valid for ${p.hours} hours. Until then you sign in with your old address.`],
        action: { label: 'Confirm new address', url: p.url },
        footnote: "If you didn't ask for this, ignore this message: nothing changes.",
      })
}

/** Sent to the old address when a change is requested, so a hijacked session cannot do it quietly. */
export function emailChangeNotice(locale: Language, p: { username: string; newEmail: string; url: string }): RenderedEmail {
  return locale === 'hu'
    ? render('E-mail cím módosítását kérték', {
        heading: `Szia ${p.username}!`,
        lines: [`Valaki a fiókod e-mail címének módosítását kérte erre: ${p.newEmail}. A módosítás csak akkor lép életbe, ha az új címre küldött linket megnyitják.`, 'Ha nem te voltál, változtasd meg azonnal a jelszavadat.'],
        action: { label: 'Beállítások', url: p.url },
      })
    : render('A change of your e-mail address was requested', {
        heading: `Hi ${p.username}!`,
        lines: [`Someone asked to change your account's e-mail address to ${p.newEmail}. It takes effect only when the link sent to the new address is opened.`, "If it wasn't you, change your password right away."],
        action: { label: 'Open settings', url: p.url },
      })
}
