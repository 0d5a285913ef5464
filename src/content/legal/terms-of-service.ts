import type { LegalPage } from './types'

export const termsOfService: LegalPage = {
  hu: {
    title: 'Felhasználási feltételek',
    intro:
      'Ezek a felhasználási feltételek szabályozzák a mesterséges intelligenciával (MI) működő SEO-blogíró szolgáltatás használatát, amelyet ennek a telepítésnek az üzemeltetője (a továbbiakban: „mi”) nyújt. Kérjük, a szolgáltatás használata előtt figyelmesen olvassa el őket.',
    sections: [
      {
        heading: 'A feltételek elfogadása',
        paragraphs: [
          'A fiók létrehozásával vagy a szolgáltatás használatával Ön elfogadja ezeket a feltételeket és az Adatvédelmi irányelveket. Ha nem ért egyet velük, kérjük, ne használja a szolgáltatást.',
          'Ha a szolgáltatást egy szervezet nevében használja, kijelenti, hogy jogosult a szervezetet ezekkel a feltételekkel kötelezni.',
        ],
      },
      {
        heading: 'A szolgáltatás',
        paragraphs: [
          'A szolgáltatás mesterséges intelligencia segítségével készít keresőoptimalizált blogtartalmat, amelyet exportálhat, és saját weboldalán vagy más csatornán közzétehet. A szövegek generálásához a Google Gemini és az OpenAI modelljeit használjuk.',
          'A szolgáltatást folyamatosan fejlesztjük, ezért egyes funkciók megváltozhatnak, bővülhetnek vagy megszűnhetnek.',
          'A szolgáltatás főbb funkciói:',
        ],
        items: [
          'Címjavaslatok és teljes cikkek generálása kulcsszavak, URL-ek vagy egyedi utasítások alapján',
          'Cikkek készítése termékoldalak alapján',
          'Képek és hanganyagok generálása a cikkekhez',
          'A kész tartalom exportálása és közzététele',
        ],
      },
      {
        heading: 'Felhasználói fiók',
        paragraphs: [
          'A szolgáltatás használatához fiókot kell létrehoznia. Fiókjáért és a fiókjában végzett minden tevékenységért Ön felel.',
          'A regisztrációval Ön vállalja, hogy:',
        ],
        items: [
          'Nagykorú (legalább 18 éves, vagy elérte a lakóhelye szerinti nagykorúsági korhatárt), és jogosult szerződést kötni.',
          'Valós, pontos és naprakész adatokat ad meg, és azokat szükség esetén frissíti.',
          'Megerősíti e-mail-címét a regisztráció után küldött levélben található hivatkozással; a fiók a megerősítés után használható teljes körűen.',
          'Jelszavát biztonságban tartja, másnak nem adja ki, és haladéktalanul értesít minket a {email} címen, ha fiókja jogosulatlan használatát észleli.',
        ],
      },
      {
        heading: 'Előfizetések és fizetés',
        paragraphs: [
          'A szolgáltatás ingyenes csomaggal is használható, amely havonta 5 cikk generálását teszi lehetővé. A fizetős PRO csomag havonta 50 cikket, a PRO PLUS csomag korlátlan számú cikket tartalmaz; az aktuális díjakat az árazási oldal tartalmazza.',
          'A havi keret a tárgyhónapra szól, a fel nem használt cikkek nem vihetők át a következő hónapra.',
          'A fizetős előfizetésekre az alábbi szabályok vonatkoznak:',
        ],
        items: [
          'Havi vagy éves számlázást választhat. Az éves díj a havi díj tízszerese, így két hónapnyi díjat megtakarít.',
          'A díjat előre, a számlázási időszak elején kell megfizetni. A fizetést a Stripe dolgozza fel, a kártyaadatok soha nem kerülnek a mi szervereinkre.',
          'Az előfizetés minden számlázási időszak végén automatikusan megújul, amíg le nem mondja.',
          'Az előfizetést bármikor lemondhatja az ügyfélportálon. A lemondás a már kifizetett időszak végén lép hatályba; addig a csomag minden funkciója elérhető marad, utána a fiók az ingyenes csomagra vált.',
          'A díjak változásáról legalább 30 nappal a hatálybalépés előtt értesítjük. Az új díj a következő számlázási időszaktól érvényes, ha addig nem mondja le az előfizetését.',
          'Az alkalmazandó adók (például az áfa) a fizetési oldalon jelennek meg.',
        ],
      },
      {
        heading: 'Visszatérítés',
        paragraphs: [
          'Fizetős előfizetéseinkre 14 napos pénzvisszafizetési garanciát vállalunk. Ha nem elégedett, az adott díj megfizetésétől számított 14 napon belül a {email} címre írt levélben indoklás nélkül kérheti a teljes összeg visszatérítését.',
          'A visszatérítést a Stripe-on keresztül az eredeti fizetési módra utaljuk, a jóváírás a banktól függően néhány munkanapot vehet igénybe. A visszatérítéssel az érintett előfizetés megszűnik, és a fiók az ingyenes csomagra vált.',
          'A 14 napos határidő letelte után a megkezdett számlázási időszakra nem jár időarányos visszatérítés. Ez a garancia nem korlátozza a fogyasztókat jogszabály alapján megillető jogokat.',
        ],
      },
      {
        heading: 'Elfogadható használat',
        paragraphs: [
          'A szolgáltatást csak jogszerűen, ezeknek a feltételeknek és az általunk igénybe vett MI-szolgáltatók felhasználási szabályainak megfelelően használhatja. A PRO PLUS csomag korlátlan kerete is rendeltetésszerű, méltányos használatra vonatkozik.',
          'A feltételek súlyos vagy ismételt megsértése esetén a fiókot felfüggeszthetjük vagy megszüntethetjük. Tilos különösen:',
        ],
        items: [
          'Jogellenes, megtévesztő, gyűlöletkeltő vagy zaklató tartalom előállítása és terjesztése',
          'Mások szerzői jogának, védjegyének vagy más jogának megsértése, például védett szövegek engedély nélküli átvétele',
          'Kéretlen tömeges üzenetek (spam) vagy a keresőmotorok félrevezetésére szolgáló spamtartalom készítése',
          'Kártékony kód (malware), adathalász oldalak vagy más káros tartalom terjesztése',
          'Az API vagy a havi keretek kijátszása és túlterhelése, például több fiók létrehozása a keretek megkerülésére vagy automatizált tömeges lekérdezés',
          'A biztonsági korlátozások megkerülése, a szolgáltatás visszafejtése, illetve a hozzáférés engedély nélküli továbbértékesítése',
        ],
      },
      {
        heading: 'Szellemi tulajdon és a tartalom tulajdonjoga',
        paragraphs: [
          'A szolgáltatással Ön által generált tartalom (címek, cikkek, képek, hanganyagok) a jogszabályok által megengedett mértékben az Öné: arra nem tartunk igényt, és azt szabadon felhasználhatja, exportálhatja és közzéteheti.',
          'A tartalom felhasználásáért Ön felel. Közzététel előtt ellenőrizze az MI által készített anyag pontosságát, eredetiségét és jogszerűségét, mert az tévedéseket tartalmazhat, vagy hasonlíthat más felhasználók számára készült tartalomhoz. Egyes jogrendszerekben a kizárólag MI által előállított tartalom csak korlátozottan áll szerzői jogi védelem alatt.',
          'A bemeneteket és a generált tartalmat csak a szolgáltatás nyújtásához szükséges mértékben tároljuk és kezeljük, például a bemeneteket ehhez továbbítjuk az MI-szolgáltatóknak. A szolgáltatás szoftvere, arculata és megjelölései az üzemeltető vagy licencadói tulajdonában maradnak.',
        ],
      },
      {
        heading: 'Felelősségkizárás és a felelősség korlátozása',
        paragraphs: [
          'A szolgáltatást „jelenlegi állapotában” és „rendelkezésre állás szerint” nyújtjuk. Nem garantáljuk, hogy a szolgáltatás megszakítás és hiba nélkül működik, sem azt, hogy a generált tartalom pontos, teljes vagy egyedi.',
          'Nem garantáljuk, hogy a tartalom jó helyezést ér el a keresőmotorokban, vagy forgalmat, illetve bevételt hoz, mivel a keresési rangsort harmadik felek határozzák meg.',
          'A jogszabályok által megengedett legnagyobb mértékben nem felelünk a közvetett és következménykárokért (például az elmaradt haszonért), teljes felelősségünk pedig nem haladhatja meg az igényt megalapozó eseményt megelőző 12 hónapban Ön által nekünk megfizetett díjak összegét.',
          'Ez a korlátozás nem vonatkozik a szándékosan vagy súlyos gondatlansággal okozott károkra, az életet, testi épséget vagy egészséget megsértő károkra, sem a fogyasztókat jogszabály alapján megillető, nem korlátozható jogokra.',
        ],
      },
      {
        heading: 'A feltételek módosítása és kapcsolat',
        paragraphs: [
          'A feltételeket időről időre módosíthatjuk. A lényeges változásokról ésszerű idővel előre, díjváltozás esetén legalább 30 nappal korábban e-mailben vagy a szolgáltatásban értesítjük; ha a hatálybalépés után is használja a szolgáltatást, azzal elfogadja a módosított feltételeket.',
          'Ha nem ért egyet a változással, a hatálybalépés előtt lemondhatja előfizetését, és kérheti fiókja törlését.',
          'A feltételekre az üzemeltető székhelye szerinti ország joga irányadó, a lakóhelye szerinti ország kötelező fogyasztóvédelmi szabályainak sérelme nélkül.',
          'A feltételekkel kapcsolatos kérdéseivel írjon nekünk a {email} címre.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of Service',
    intro:
      'These Terms of Service govern your use of the AI-powered SEO blog writing service provided by the operator of this installation (“we”, “us”). Please read them carefully before using the service.',
    sections: [
      {
        heading: 'Acceptance of the terms',
        paragraphs: [
          'By creating an account or using the service, you accept these terms and the Privacy Policy. If you do not agree with them, please do not use the service.',
          'If you use the service on behalf of an organization, you confirm that you are authorized to bind that organization to these terms.',
        ],
      },
      {
        heading: 'The service',
        paragraphs: [
          'The service uses artificial intelligence to create search-engine-optimized blog content that you can export and publish on your own website or other channels. Text is generated using models from Google Gemini and OpenAI.',
          'We continuously develop the service, so individual features may change, be extended or be discontinued.',
          'The main features of the service are:',
        ],
        items: [
          'Generating title ideas and full articles from keywords, URLs or custom instructions',
          'Creating articles from product pages',
          'Generating images and audio for articles',
          'Exporting and publishing the finished content',
        ],
      },
      {
        heading: 'Accounts',
        paragraphs: [
          'You need an account to use the service. You are responsible for your account and for all activity that takes place in it.',
          'By registering, you agree that you:',
        ],
        items: [
          'Are of legal age (at least 18, or the age of majority where you live) and able to enter into a binding contract.',
          'Provide true, accurate and up-to-date information and keep it updated when needed.',
          'Verify your e-mail address using the link in the message sent after registration; the account can be used in full once it has been verified.',
          'Keep your password safe, do not share it with anyone, and notify us immediately at {email} if you notice any unauthorized use of your account.',
        ],
      },
      {
        heading: 'Subscriptions and payment',
        paragraphs: [
          'The service can be used on the Free plan, which allows 5 articles per month. The paid PRO plan includes 50 articles per month and the PRO PLUS plan includes an unlimited number of articles; current prices are shown on the pricing page.',
          'The monthly quota applies to the current month, and unused articles do not carry over to the next month.',
          'The following rules apply to paid subscriptions:',
        ],
        items: [
          'You can choose monthly or annual billing. The annual price is ten times the monthly price, so you save two months of fees.',
          'Fees are paid in advance at the start of each billing period. Payments are processed by Stripe, and card details never touch our servers.',
          'Your subscription renews automatically at the end of each billing period until you cancel it.',
          'You can cancel at any time in the customer portal. Cancellation takes effect at the end of the period you have already paid for; until then all plan features remain available, after which your account moves to the Free plan.',
          'We will announce any price change at least 30 days before it takes effect. The new price applies from your next billing period unless you cancel before then.',
          'Applicable taxes (such as VAT) are shown on the checkout page.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'Our paid subscriptions come with a 14-day money-back guarantee. If you are not satisfied, you can request a full refund without giving a reason by writing to {email} within 14 days of the payment concerned.',
          'Refunds are issued through Stripe to the original payment method and may take a few business days to appear, depending on your bank. Once a refund is issued, the subscription concerned ends and your account moves to the Free plan.',
          'After the 14-day period, no pro-rata refunds are given for a billing period that has already started. This guarantee does not limit any statutory rights you have as a consumer.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'You may only use the service lawfully and in line with these terms and the usage policies of the AI providers we rely on. The unlimited quota of the PRO PLUS plan is also subject to normal, fair use.',
          'We may suspend or terminate accounts in case of serious or repeated breaches of these terms. In particular, you must not:',
        ],
        items: [
          'Create or distribute illegal, deceptive, hateful or harassing content',
          'Infringe the copyright, trademarks or other rights of others, for example by copying protected texts without permission',
          'Produce unsolicited bulk messages (spam) or spam content intended to mislead search engines',
          'Distribute malware, phishing pages or other harmful content',
          'Abuse or overload the API or the monthly quotas, for example by creating multiple accounts to get around quotas or by automated bulk requests',
          'Circumvent security limits, reverse-engineer the service or resell access without permission',
        ],
      },
      {
        heading: 'Intellectual property and content ownership',
        paragraphs: [
          'To the extent permitted by law, the content you generate with the service (titles, articles, images, audio) belongs to you: we claim no rights to it, and you are free to use, export and publish it.',
          'You are responsible for how you use the content. Review AI-generated material for accuracy, originality and legality before publishing it, as it may contain errors or resemble content generated for other users. In some jurisdictions, content produced solely by AI enjoys only limited copyright protection.',
          'We store and process your inputs and generated content only as far as needed to provide the service, for example by sending your inputs to the AI providers for that purpose. The software, design and branding of the service remain the property of the operator or its licensors.',
        ],
      },
      {
        heading: 'Disclaimer and limitation of liability',
        paragraphs: [
          'The service is provided “as is” and “as available”. We do not guarantee that the service will be uninterrupted or error-free, or that generated content will be accurate, complete or unique.',
          'We do not guarantee that your content will rank well in search engines or bring traffic or revenue, as search rankings are determined by third parties.',
          'To the maximum extent permitted by law, we are not liable for indirect or consequential damages (such as lost profits), and our total liability is limited to the fees you paid us in the 12 months before the event giving rise to the claim.',
          'This limitation does not apply to damage caused intentionally or by gross negligence, to damage to life, physical integrity or health, or to any consumer rights that cannot be limited by law.',
        ],
      },
      {
        heading: 'Changes to the terms and contact',
        paragraphs: [
          'We may change these terms from time to time. We will notify you of material changes by e-mail or within the service a reasonable time in advance, and at least 30 days in advance for price changes; if you keep using the service after the changes take effect, you accept the updated terms.',
          'If you do not agree with a change, you can cancel your subscription and request deletion of your account before it takes effect.',
          'These terms are governed by the law of the country where the operator is established, without prejudice to the mandatory consumer protection rules of your country of residence.',
          'If you have any questions about these terms, write to us at {email}.',
        ],
      },
    ],
  },
}
