import type { LegalPage } from './types'

export const cookiePolicy: LegalPage = {
  hu: {
    title: 'Cookie szabályzat',
    intro:
      'Ez a szabályzat bemutatja, milyen cookie-kat (sütiket) használ a szolgáltatás, mire szolgálnak, és hogyan kezelheti őket. Alapértelmezés szerint a szolgáltatás csak a működéséhez feltétlenül szükséges cookie-kat használja.',
    sections: [
      {
        heading: 'Mik azok a cookie-k?',
        paragraphs: [
          'A cookie-k kis szöveges fájlok, amelyeket egy weboldal a böngészőjében tárol, és amelyeket a böngésző a későbbi kérésekkel visszaküld. Segítségükkel a weboldal például felismeri, hogy be van jelentkezve, vagy megjegyzi a választott nyelvet.',
          'A cookie-k nem futtatnak programot, és nem férnek hozzá az eszközén tárolt egyéb adatokhoz.',
        ],
      },
      {
        heading: 'Feltétlenül szükséges cookie-k',
        paragraphs: [
          'Ezek a cookie-k a szolgáltatás alapvető működéséhez szükségesek, ezért használatukhoz nem kell hozzájárulás, és nem kapcsolhatók ki. A szolgáltatás a következőket állítja be:',
        ],
        items: [
          'payload-token: a bejelentkezett munkamenetet azonosító HTTP-only cookie, amelyet a böngészőben futó szkriptek nem olvashatnak. Kijelentkezéskor vagy a munkamenet lejártakor megszűnik.',
          'NEXT_LOCALE: a választott nyelvet (magyar vagy angol) tárolja, hogy az oldalak a megfelelő nyelven jelenjenek meg. Csak a nyelvkódot tartalmazza, személyes adatot nem.',
        ],
      },
      {
        heading: 'Teljesítménymérő cookie-k',
        paragraphs: [
          'Alapértelmezés szerint a szolgáltatás nem állít be teljesítménymérő vagy analitikai cookie-kat, és nem tölt be harmadik féltől származó analitikai vagy hirdetési nyomkövetőt. A teljesítményt az üzemeltető által tárolt, összesítve kiértékelt szervernaplók alapján figyeljük, amelyekhez nincs szükség cookie-ra.',
          'Ha az üzemeltető a jövőben ilyen cookie-kat vezetne be, azokat csak az Ön előzetes, kifejezett hozzájárulásával állítjuk be, és ezt a szabályzatot is ennek megfelelően frissítjük.',
        ],
      },
      {
        heading: 'Funkcionális cookie-k',
        paragraphs: [
          'A funkcionális cookie-k az Ön által választott beállításokat jegyzik meg. A szolgáltatás egyetlen ilyen cookie-t használ: a NEXT_LOCALE cookie a nyelvi beállítását tárolja, így az oldalak az Ön által választott nyelven jelennek meg.',
          'Mivel ez a cookie az Ön által kifejezetten kért funkciót, a nyelvválasztást szolgálja, használata nem igényel külön hozzájárulást. Ha törli, az oldal a böngészője nyelvi beállítása alapján választ nyelvet.',
        ],
      },
      {
        heading: 'Harmadik felek cookie-jai',
        paragraphs: [
          'Előfizetés vásárlásakor a Stripe fizetési oldalára, az előfizetés kezelésekor pedig a Stripe ügyfélportáljára irányítjuk át. Ezeken az oldalakon a Stripe a saját domainjén saját cookie-kat állít be, például a csalások megelőzése és a biztonságos fizetés érdekében.',
          'Ezekre a cookie-kra a Stripe cookie-szabályzata (stripe.com/legal/cookies-policy) és adatvédelmi tájékoztatója (stripe.com/privacy) vonatkozik; ezekhez nem férünk hozzá, és nem is befolyásoljuk őket. Saját oldalainkon alapértelmezés szerint nem állítunk be harmadik féltől származó cookie-t.',
        ],
      },
      {
        heading: 'Munkamenet- és állandó cookie-k',
        paragraphs: [
          'A munkamenet-cookie-k a böngésző bezárásakor törlődnek, az állandó cookie-k pedig a beállított lejárati időig vagy a törlésükig megmaradnak a böngészőben.',
          'A payload-token cookie lejárata a bejelentkezés érvényességéhez igazodik: amíg a munkamenet érvényes, a böngésző bezárása után is megmaradhat, kijelentkezéskor vagy a munkamenet lejártakor azonban megszűnik. A NEXT_LOCALE cookie alapértelmezés szerint munkamenet-cookie; ha az üzemeltető hosszabb élettartamot állít be, legfeljebb egy évig tárolódik.',
        ],
      },
      {
        heading: 'A cookie-k kezelése',
        paragraphs: [
          'A cookie-kat a böngészője beállításaiban bármikor megtekintheti, törölheti vagy letilthatja. A pontos lépéseket a böngésző (például a Chrome, a Firefox, a Safari vagy az Edge) súgója ismerteti.',
          'Ha letiltja a feltétlenül szükséges cookie-kat, nem tud bejelentkezni, és a szolgáltatás egyes részei nem működnek megfelelően.',
        ],
      },
      {
        heading: 'A hozzájárulás visszavonása és kapcsolat',
        paragraphs: [
          'Alapértelmezés szerint nem állítunk be hozzájáruláshoz kötött cookie-t. Ha az üzemeltető ilyen cookie-kat vezet be, hozzájárulását bármikor ugyanolyan egyszerűen visszavonhatja, ahogyan megadta, például a cookie-beállítások módosításával vagy a cookie-k böngészőből való törlésével.',
          'A visszavonás nem érinti a korábban, a hozzájárulás alapján végzett adatkezelés jogszerűségét.',
          'A cookie-kkal kapcsolatos kérdéseivel írjon nekünk a {email} címre. A személyes adatok kezeléséről az Adatvédelmi irányelvekben talál további információt.',
        ],
      },
    ],
  },
  en: {
    title: 'Cookie Policy',
    intro:
      'This Cookie Policy explains which cookies the service uses, what they are for and how you can manage them. By default, the service only uses cookies that are strictly necessary for it to work.',
    sections: [
      {
        heading: 'What are cookies?',
        paragraphs: [
          'Cookies are small text files that a website stores in your browser and that your browser sends back with later requests. They allow a website, for example, to recognize that you are logged in or to remember the language you chose.',
          'Cookies do not run programs and cannot access other data stored on your device.',
        ],
      },
      {
        heading: 'Essential cookies',
        paragraphs: [
          'These cookies are necessary for the service to work, so they do not require consent and cannot be switched off. The service sets the following:',
        ],
        items: [
          'payload-token: an HTTP-only cookie that identifies your logged-in session and cannot be read by scripts running in the browser. It is removed when you log out or when the session expires.',
          'NEXT_LOCALE: stores the language you chose (Hungarian or English) so that pages are shown in the right language. It only contains the language code, no personal data.',
        ],
      },
      {
        heading: 'Performance cookies',
        paragraphs: [
          'By default, the service does not set any performance or analytics cookies and does not load any third-party analytics or advertising trackers. We monitor performance using server logs kept by the operator and evaluated in aggregated form, which do not require cookies.',
          'If the operator introduces such cookies in the future, they will only be set with your prior, explicit consent, and this policy will be updated accordingly.',
        ],
      },
      {
        heading: 'Functional cookies',
        paragraphs: [
          'Functional cookies remember the settings you choose. The service uses only one such cookie: NEXT_LOCALE stores your language preference so that pages are shown in the language you selected.',
          'Because this cookie serves a feature you explicitly request, choosing a language, it does not require separate consent. If you delete it, the site chooses a language based on your browser settings.',
        ],
      },
      {
        heading: 'Third-party cookies',
        paragraphs: [
          'When you buy a subscription, you are redirected to the Stripe checkout page, and when you manage your subscription, to the Stripe customer portal. On these pages Stripe sets its own cookies on its own domain, for example to prevent fraud and keep payments secure.',
          'These cookies are governed by the Stripe cookie policy (stripe.com/legal/cookies-policy) and privacy policy (stripe.com/privacy); we cannot access or control them. By default, no third-party cookies are set on our own pages.',
        ],
      },
      {
        heading: 'Session and persistent cookies',
        paragraphs: [
          'Session cookies are deleted when you close your browser, while persistent cookies remain in your browser until they expire or you delete them.',
          'The payload-token cookie expires together with your login: while the session is valid it may remain after you close the browser, but it is removed when you log out or the session expires. NEXT_LOCALE is a session cookie by default; if the operator configures a longer lifetime, it is kept for up to one year.',
        ],
      },
      {
        heading: 'Managing cookies',
        paragraphs: [
          'You can view, delete or block cookies at any time in your browser settings. The exact steps are described in the help pages of your browser (for example Chrome, Firefox, Safari or Edge).',
          'If you block essential cookies, you will not be able to log in, and parts of the service will not work properly.',
        ],
      },
      {
        heading: 'Withdrawing consent and contact',
        paragraphs: [
          'By default, we do not set any cookies that require consent. If the operator introduces such cookies, you can withdraw your consent at any time as easily as you gave it, for example by changing your cookie settings or deleting the cookies in your browser.',
          'Withdrawing consent does not affect the lawfulness of processing carried out on the basis of consent before the withdrawal.',
          'If you have any questions about cookies, write to us at {email}. You can find more information about how we handle personal data in the Privacy Policy.',
        ],
      },
    ],
  },
}
