import { escapeHtml } from '@/shared/text'
import type { EmailType } from '@/shared/emailTemplates'
import type { Language } from '@/shared/language'
import type { TemplateText } from './render'

type Link = { label: string; url: string }
type Block = { subject: string; heading: string; lines: string[]; action?: Link; footnote?: string; footLink?: Link }

/**
 * The built-in texts, seeded into `email-templates` once per type and language (an admin's edit is
 * never overwritten). Styles sit in one <style> block so the HTML stays easy to edit; rendering
 * inlines them for mail clients.
 */
const STYLE = `body { font-family: Arial, Helvetica, sans-serif; color: #111111; background: #f6f7fb; margin: 0; padding: 24px; }
  .card { max-width: 560px; margin: 0 auto; background: #ffffff; border-radius: 12px; padding: 28px; }
  h1 { font-size: 22px; margin: 0 0 16px; }
  p { margin: 0 0 12px; line-height: 1.5; }
  .action { margin: 20px 0; }
  .button { background: #4f46e5; color: #ffffff; padding: 12px 20px; border-radius: 8px; text-decoration: none; display: inline-block; }
  .link { font-size: 13px; color: #555555; word-break: break-all; }
  .note { font-size: 13px; color: #666666; margin-top: 16px; }
  .brand { font-size: 12px; color: #888888; margin-top: 24px; }
  .message { white-space: pre-wrap; }`

function layout(block: Block): TemplateText {
  // Placeholders survive escaping: braces are not special in HTML.
  const lines = block.lines.map((line) => (line === '{{message}}' ? `    <p class="message">${line}</p>` : `    <p>${escapeHtml(line)}</p>`))
  const action = block.action
    ? [`    <p class="action"><a class="button" href="${block.action.url}">${escapeHtml(block.action.label)}</a></p>`, `    <p class="link">${block.action.url}</p>`]
    : []
  const footLink = block.footLink ? ` <a href="${block.footLink.url}">${escapeHtml(block.footLink.label)}</a>` : ''
  const footnote = block.footnote ? [`    <p class="note">${escapeHtml(block.footnote)}${footLink}</p>`] : []
  const html = [
    '<!doctype html>',
    '<html>',
    '<head>',
    '  <meta charset="utf-8">',
    `  <style>\n  ${STYLE}\n  </style>`,
    '</head>',
    '<body>',
    '  <div class="card">',
    `    <h1>${escapeHtml(block.heading)}</h1>`,
    ...lines,
    ...action,
    ...footnote,
    '    <p class="brand">{{siteName}}</p>',
    '  </div>',
    '</body>',
    '</html>',
  ].join('\n')
  return { subject: block.subject, html }
}

const BLOCKS: Record<EmailType, Record<Language, Block>> = {
  email_confirmation: {
    en: {
      subject: 'Confirm your e-mail address',
      heading: 'Hi {{username}}!',
      lines: ['Thanks for signing up. Click the button to confirm your e-mail address; you can sign in right after.'],
      action: { label: 'Confirm e-mail address', url: '{{confirmUrl}}' },
      footnote: "If you didn't sign up, you can ignore this message.",
    },
    hu: {
      subject: 'Erősítsd meg az e-mail címedet',
      heading: 'Szia {{username}}!',
      lines: ['Köszönjük a regisztrációt. Kattints a gombra az e-mail címed megerősítéséhez, utána be tudsz jelentkezni.'],
      action: { label: 'E-mail cím megerősítése', url: '{{confirmUrl}}' },
      footnote: 'Ha nem te regisztráltál, hagyd figyelmen kívül ezt a levelet.',
    },
  },
  password_reset: {
    en: {
      subject: 'Reset your password',
      heading: 'Reset your password',
      lines: ['You asked to reset your password. The link is valid for one hour.'],
      action: { label: 'Choose a new password', url: '{{resetUrl}}' },
      footnote: "If you didn't ask for this, ignore this message; your password stays the same.",
    },
    hu: {
      subject: 'Jelszó visszaállítása',
      heading: 'Jelszó visszaállítás',
      lines: ['Jelszó-visszaállítást kértél. A link egy óráig érvényes.'],
      action: { label: 'Új jelszó megadása', url: '{{resetUrl}}' },
      footnote: 'Ha nem te kérted, hagyd figyelmen kívül ezt a levelet; a jelszavad nem változik.',
    },
  },
  welcome: {
    en: {
      subject: 'Welcome to {{siteName}}!',
      heading: 'Welcome, {{username}}!',
      lines: [
        'Your e-mail address is confirmed. You can write {{freeArticles}} articles a month for free.',
        'Enter a keyword, pick one of 10 SEO titles, and the AI writes the full article.',
      ],
      action: { label: 'Go to your dashboard', url: '{{dashboardUrl}}' },
    },
    hu: {
      subject: 'Üdv a {{siteName}}-ben!',
      heading: 'Üdv, {{username}}!',
      lines: [
        'Az e-mail címed megerősítve. Havonta {{freeArticles}} cikket írhatsz ingyen.',
        'Adj meg egy kulcsszót, válassz a 10 SEO címből, és az AI megírja a teljes cikket.',
      ],
      action: { label: 'Irány a vezérlőpult', url: '{{dashboardUrl}}' },
    },
  },
  welcome_campaign: {
    en: {
      subject: 'Your first article is one keyword away',
      heading: 'Hi {{username}}!',
      lines: [
        "You haven't written an article with {{siteName}} yet. Your {{freeArticles}} free articles this month are waiting.",
        'Type a keyword, pick one of 10 SEO titles, and watch the full article being written, ready to publish.',
      ],
      action: { label: 'Write my first article', url: '{{toolsUrl}}' },
      footnote: "You get this because you have an account with {{siteName}}. Don't want these e-mails?",
      footLink: { label: 'Unsubscribe', url: '{{unsubscribeUrl}}' },
    },
    hu: {
      subject: 'Az első cikked egy kulcsszóra van',
      heading: 'Szia {{username}}!',
      lines: [
        'Még nem írtál cikket a {{siteName}}-rel. Az e havi {{freeArticles}} ingyenes cikked vár rád.',
        'Írj be egy kulcsszót, válassz a 10 SEO címből, és nézd, ahogy elkészül a teljes, közzétehető cikk.',
      ],
      action: { label: 'Megírom az első cikkemet', url: '{{toolsUrl}}' },
      footnote: 'Azért kapod ezt a levelet, mert fiókod van a {{siteName}}-ben. Nem kérsz több ilyet?',
      footLink: { label: 'Leiratkozás', url: '{{unsubscribeUrl}}' },
    },
  },
  subscription_confirmation: {
    en: {
      subject: 'Your {{plan}} subscription is active',
      heading: 'Thank you, {{username}}! Your {{plan}} plan is active.',
      lines: ['The current period ends on {{periodEnd}}.', 'You can cancel at any time from your account (Manage Subscription).'],
      action: { label: 'Go to your dashboard', url: '{{dashboardUrl}}' },
    },
    hu: {
      subject: 'A {{plan}} előfizetésed aktív',
      heading: 'Köszönjük, {{username}}! A {{plan}} csomagod aktív.',
      lines: ['Az aktuális időszak vége: {{periodEnd}}.', 'Az előfizetést bármikor lemondhatod a fiókodban (Előfizetés kezelése).'],
      action: { label: 'Irány a vezérlőpult', url: '{{dashboardUrl}}' },
    },
  },
  usage_warning: {
    en: {
      subject: "You have used {{percent}}% of this month's articles",
      heading: 'Hi {{username}}!',
      lines: ['You have written {{used}} of your {{limit}} articles this month.', 'Your allowance starts again on {{resetsOn}}. If you need more before then, a bigger plan has them.'],
      action: { label: 'See the plans', url: '{{plansUrl}}' },
    },
    hu: {
      subject: 'Felhasználtad a havi cikkeid {{percent}}%-át',
      heading: 'Szia {{username}}!',
      lines: ['Ebben a hónapban {{used}} cikket írtál a {{limit}}-ből.', 'A keret {{resetsOn}}-kor újraindul. Ha több kell addig, válts nagyobb csomagra.'],
      action: { label: 'Csomagok megtekintése', url: '{{plansUrl}}' },
    },
  },
  admin_notification: {
    en: {
      subject: 'New user: {{userEmail}}',
      heading: 'New registration',
      lines: ['E-mail: {{userEmail}}', 'Username: {{username}}', 'Time: {{registeredAt}}'],
      action: { label: 'Open in admin', url: '{{adminUrl}}' },
    },
    hu: {
      subject: 'Új felhasználó: {{userEmail}}',
      heading: 'Új regisztráció',
      lines: ['E-mail: {{userEmail}}', 'Felhasználónév: {{username}}', 'Időpont: {{registeredAt}}'],
      action: { label: 'Megnyitás az adminban', url: '{{adminUrl}}' },
    },
  },
  admin_subscription_change: {
    en: {
      subject: 'Subscription: {{userEmail}} {{change}}',
      heading: 'Subscription change',
      lines: ['User: {{userEmail}}', 'Change: {{change}}', 'Plan: {{plan}} ({{interval}})', 'Period ends: {{periodEnd}}'],
      action: { label: 'Open in admin', url: '{{adminUrl}}' },
    },
    hu: {
      subject: 'Előfizetés: {{userEmail}} {{change}}',
      heading: 'Előfizetés változott',
      lines: ['Felhasználó: {{userEmail}}', 'Változás: {{change}}', 'Csomag: {{plan}} ({{interval}})', 'Az időszak vége: {{periodEnd}}'],
      action: { label: 'Megnyitás az adminban', url: '{{adminUrl}}' },
    },
  },
  admin_usage_limit: {
    en: {
      subject: 'Monthly limit reached: {{userEmail}}',
      heading: 'A user reached the monthly limit',
      lines: ['User: {{userEmail}}', 'Plan: {{plan}}', 'Used: {{limit}} of {{limit}} articles ({{month}})'],
      action: { label: 'Open in admin', url: '{{adminUrl}}' },
    },
    hu: {
      subject: 'Havi keret elérve: {{userEmail}}',
      heading: 'Egy felhasználó elérte a havi keretét',
      lines: ['Felhasználó: {{userEmail}}', 'Csomag: {{plan}}', 'Felhasználva: {{limit}} / {{limit}} cikk ({{month}})'],
      action: { label: 'Megnyitás az adminban', url: '{{adminUrl}}' },
    },
  },
  registration_attempt: {
    en: {
      subject: 'Someone tried to register with your address',
      heading: 'Hi {{username}}!',
      lines: ['Someone tried to register with this e-mail address, but you already have an account.', 'If it was you, simply sign in; if you forgot your password, you can ask for a new one when signing in.'],
      action: { label: 'Sign in', url: '{{signInUrl}}' },
      footnote: "If it wasn't you, there is nothing to do: your account has not changed.",
    },
    hu: {
      subject: 'Regisztrációs kísérlet a címeddel',
      heading: 'Szia {{username}}!',
      lines: ['Valaki ezzel az e-mail címmel próbált regisztrálni, de már van fiókod nálunk.', 'Ha te voltál, egyszerűen jelentkezz be; ha elfelejtetted a jelszavad, a bejelentkezésnél kérhetsz újat.'],
      action: { label: 'Bejelentkezés', url: '{{signInUrl}}' },
      footnote: 'Ha nem te voltál, nincs teendőd: a fiókod nem változott.',
    },
  },
  email_change: {
    en: {
      subject: 'Confirm your new e-mail address',
      heading: 'Hi {{username}}!',
      lines: ["You asked to change your account's e-mail address to {{newEmail}}.", 'Click the button to confirm; the link is valid for {{hours}} hours. Until then you sign in with your old address.'],
      action: { label: 'Confirm new address', url: '{{confirmUrl}}' },
      footnote: "If you didn't ask for this, ignore this message: nothing changes.",
    },
    hu: {
      subject: 'Erősítsd meg az új e-mail címedet',
      heading: 'Szia {{username}}!',
      lines: ['A fiókod e-mail címét erre szeretnéd módosítani: {{newEmail}}.', 'Kattints a gombra a megerősítéshez; a link {{hours}} óráig érvényes. Addig a régi címeddel jelentkezel be.'],
      action: { label: 'Új cím megerősítése', url: '{{confirmUrl}}' },
      footnote: 'Ha nem te kérted, hagyd figyelmen kívül ezt a levelet: semmi sem változik.',
    },
  },
  email_change_notice: {
    en: {
      subject: 'A change of your e-mail address was requested',
      heading: 'Hi {{username}}!',
      lines: ["Someone asked to change your account's e-mail address to {{newEmail}}. It takes effect only when the link sent to the new address is opened.", "If it wasn't you, change your password right away."],
      action: { label: 'Open settings', url: '{{settingsUrl}}' },
    },
    hu: {
      subject: 'E-mail cím módosítását kérték',
      heading: 'Szia {{username}}!',
      lines: ['Valaki a fiókod e-mail címének módosítását kérte erre: {{newEmail}}. A módosítás csak akkor lép életbe, ha az új címre küldött linket megnyitják.', 'Ha nem te voltál, változtasd meg azonnal a jelszavadat.'],
      action: { label: 'Beállítások', url: '{{settingsUrl}}' },
    },
  },
  contact_message: {
    en: {
      subject: 'Contact: {{subject}}',
      heading: 'Message from {{name}}',
      lines: ['From: {{name}} <{{email}}>', 'Subject: {{subject}}', '{{message}}'],
      action: { label: 'Open in admin', url: '{{adminUrl}}' },
    },
    hu: {
      subject: 'Kapcsolat: {{subject}}',
      heading: 'Üzenet tőle: {{name}}',
      lines: ['Feladó: {{name}} <{{email}}>', 'Tárgy: {{subject}}', '{{message}}'],
      action: { label: 'Megnyitás az adminban', url: '{{adminUrl}}' },
    },
  },
  bulk_run_finished: {
    en: {
      subject: 'Your bulk run is done: {{runName}}',
      heading: 'Hi {{username}}, your bulk run is done.',
      lines: ['{{runName}}', 'Published: {{published}}. Written and kept in My Articles: {{written}}. Failed: {{failed}}. Cancelled: {{cancelled}}.', 'A failed row says why on the run’s page, where you can try it again.'],
      action: { label: 'Open bulk writing', url: '{{runUrl}}' },
    },
    hu: {
      subject: 'Elkészült a tömeges futtatásod: {{runName}}',
      heading: 'Szia {{username}}, elkészült a tömeges futtatásod.',
      lines: ['{{runName}}', 'Közzétéve: {{published}}. Megírva, a Cikkeim között: {{written}}. Sikertelen: {{failed}}. Törölve: {{cancelled}}.', 'A sikertelen sorok okát a futtatás oldalán látod, és ott újra is próbálhatod őket.'],
      action: { label: 'Tömeges írás megnyitása', url: '{{runUrl}}' },
    },
  },
}

export function defaultTemplate(type: EmailType, language: Language): TemplateText {
  return layout(BLOCKS[type][language])
}
