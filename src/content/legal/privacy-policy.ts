import type { LegalPage } from './types'

export const privacyPolicy: LegalPage = {
  hu: {
    title: 'Adatvédelmi irányelvek',
    intro:
      'Ezek az adatvédelmi irányelvek (a továbbiakban: tájékoztató) bemutatják, hogyan kezeli a szolgáltatás üzemeltetője (a továbbiakban: „mi”) az Ön személyes adatait, amikor a mesterséges intelligenciával (MI) működő SEO-blogíró szolgáltatásunkat használja. Az adatkezelés során az Európai Unió általános adatvédelmi rendeletét (GDPR) és a vonatkozó magyar jogszabályokat követjük.',
    sections: [
      {
        heading: 'Az adatkezelő és a tájékoztató hatálya',
        paragraphs: [
          'Az adatkezelő ennek a telepítésnek az üzemeltetője, amely a szolgáltatást működteti és a felhasználói fiókokat kezeli. Adatvédelmi kérdéseivel a {email} címen fordulhat hozzánk.',
          'A tájékoztató a weboldal, a felhasználói fiók, a cikkgenerálás, az előfizetések és a kapcsolatfelvételi űrlap használata során végzett adatkezelésre vonatkozik. A szolgáltatás nem 18 év alattiaknak szól, és tudatosan nem gyűjtünk tőlük személyes adatot.',
        ],
      },
      {
        heading: 'A kezelt személyes adatok',
        paragraphs: ['Csak a szolgáltatás nyújtásához szükséges adatokat kezeljük:'],
        items: [
          'Fiókadatok: e-mail-cím, felhasználónév és a jelszóból képzett hash-érték. Magát a jelszót soha nem tároljuk olvasható formában.',
          'Tartalmi adatok: a megadott kulcsszavak, URL-ek, utasítások és termékoldalak, valamint a generált címek, cikkek, képek és hanganyagok.',
          'Használati adatok: a havonta generált cikkek száma, amely a havi keretek nyilvántartásához szükséges.',
          'Előfizetési adatok: a választott csomag, a számlázási időszak, az előfizetés állapota és a Stripe által kiadott ügyfélazonosító. Bankkártyaadatokat nem tárolunk.',
          'Kapcsolatfelvételi adatok: a kapcsolatfelvételi űrlapon elküldött üzenetek és az ott megadott elérhetőségek (név, e-mail-cím).',
          'Technikai adatok: a szervernaplókban rögzített IP-cím, böngészőadatok és időpontok, valamint a Cookie szabályzatban ismertetett cookie-k.',
        ],
      },
      {
        heading: 'Az adatkezelés céljai és jogalapjai',
        paragraphs: [
          'Személyes adatait kizárólag meghatározott célokra használjuk: marketingcélú e-mailt csak kifejezett hozzájárulásával küldünk, és adatait nem adjuk el harmadik félnek.',
          'Az egyes adatkezelések céljai és jogalapjai:',
        ],
        items: [
          'A fiók létrehozása és kezelése, a cikkek generálása és tárolása, a havi keretek nyilvántartása, valamint a szolgáltatással kapcsolatos értesítések (például az e-mail-cím megerősítése) küldése: szerződés teljesítése (GDPR 6. cikk (1) bekezdés b) pont).',
          'Az előfizetések kezelése és a díjak beszedése: szerződés teljesítése (GDPR 6. cikk (1) bekezdés b) pont).',
          'A számlázási és számviteli bizonylatok megőrzése: jogi kötelezettség teljesítése (GDPR 6. cikk (1) bekezdés c) pont).',
          'A szolgáltatás biztonsága, a visszaélések megelőzése és a teljesítmény figyelése a szervernaplók alapján: jogos érdek (GDPR 6. cikk (1) bekezdés f) pont).',
          'A kapcsolatfelvételi üzenetek megválaszolása: jogos érdek (GDPR 6. cikk (1) bekezdés f) pont), illetve ha az üzenet szerződéskötést készít elő, a szerződés megkötését megelőző lépések (GDPR 6. cikk (1) bekezdés b) pont).',
          'A nem feltétlenül szükséges cookie-k használata, ha az üzemeltető ilyeneket bevezet: az Ön hozzájárulása (GDPR 6. cikk (1) bekezdés a) pont), amely bármikor visszavonható.',
        ],
      },
      {
        heading: 'Adatfeldolgozók és harmadik felek',
        paragraphs: [
          'A szolgáltatás működtetéséhez az alábbi szolgáltatókat vesszük igénybe. Mindegyik csak a feladatához szükséges adatokhoz fér hozzá:',
        ],
        items: [
          'Fizetési szolgáltató – Stripe: az előfizetési díjakat a Stripe dolgozza fel. A kártyaadatokat közvetlenül a Stripe felületén adja meg, így azok soha nem kerülnek a mi szervereinkre; mi csak az előfizetés és a fizetések állapotáról kapunk értesítést.',
          'MI-szolgáltatók – Google Gemini és OpenAI: a cikkekhez megadott bemeneteket (kulcsszavak, URL-ek, utasítások, termékoldalak tartalma) szöveg, illetve az ilyen funkciók használatakor kép és hanganyag generálása céljából továbbítjuk nekik. Kérjük, ezekben ne adjon meg személyes adatot.',
          'Adatbázis és hitelesítés: az adatokat az üzemeltető által működtetett PostgreSQL-adatbázisban tároljuk. A fiókokat és a munkameneteket maga az alkalmazás kezeli egy HTTP-only munkamenet-cookie segítségével; külső hitelesítési szolgáltatót nem használunk.',
          'Tárhelyszolgáltató: a szolgáltatás annak az infrastruktúra-szolgáltatónak a szerverein fut, amelyet ennek a telepítésnek az üzemeltetője választott; ugyanez vonatkozik az e-mailek kézbesítésére használt levelezőszerverre.',
          'Analitika: alapértelmezés szerint nem töltünk be harmadik féltől származó analitikai vagy hirdetési nyomkövetőt. Biztonsági és teljesítménymérési célból kizárólag az üzemeltető által tárolt, összesítve kiértékelt szervernaplókat használjuk.',
        ],
      },
      {
        heading: 'Adattovábbítás az Európai Gazdasági Térségen kívülre',
        paragraphs: [
          'Egyes adatfeldolgozóink (például a Stripe, a Google és az OpenAI) az Európai Gazdasági Térségen kívül, elsősorban az Egyesült Államokban is kezelhetnek adatokat.',
          'Ilyen esetben az adattovábbítás az Európai Bizottság megfelelőségi határozatán (például az EU–USA adatvédelmi keretrendszeren) vagy a Bizottság által elfogadott általános adatvédelmi kikötéseken alapul.',
        ],
      },
      {
        heading: 'Az adatok megőrzési ideje',
        paragraphs: ['Személyes adatait csak addig őrizzük meg, ameddig az adatkezelés célja ezt indokolja:'],
        items: [
          'A fiókadatokat, a generált tartalmakat, a használati és az előfizetési adatokat a fiók fennállásáig őrizzük meg. A fiók törlése után 30 napon belül töröljük őket, a biztonsági mentésekből pedig a mentések rendszeres felülírása során kerülnek ki.',
          'A számlázással kapcsolatos adatokat a számviteli jogszabályok által előírt ideig (Magyarországon 8 évig) őrizzük meg.',
          'A kapcsolatfelvételi üzeneteket a megkeresés lezárását követő legfeljebb egy évig őrizzük meg.',
          'A szervernaplókat legfeljebb 30 napig tároljuk, kivéve, ha egy biztonsági incidens kivizsgálásához hosszabb ideig szükségesek.',
        ],
      },
      {
        heading: 'Adatbiztonság',
        paragraphs: [
          'Megfelelő technikai és szervezési intézkedésekkel védjük adatait a jogosulatlan hozzáférés, módosítás és elvesztés ellen. Ha olyan adatvédelmi incidens történik, amely valószínűleg magas kockázattal jár az Ön jogaira nézve, arról indokolatlan késedelem nélkül tájékoztatjuk.',
          'Főbb intézkedéseink:',
        ],
        items: [
          'Titkosított HTTPS-kapcsolat a böngésző és a szerver között.',
          'A jelszavakat kizárólag sózott hash formájában tároljuk.',
          'A munkamenet-cookie HTTP-only, így a böngészőben futó szkriptek nem férnek hozzá.',
          'Az adatbázishoz és a szerverekhez csak az arra jogosult személyek férnek hozzá.',
          'A visszaélések megelőzése érdekében a kéréseket és a havi kereteket korlátozzuk és figyeljük.',
          'A kártyaadatokat kizárólag a Stripe kezeli, a PCI DSS szabvány követelményeinek megfelelően.',
        ],
      },
      {
        heading: 'Az Ön jogai',
        paragraphs: [
          'A GDPR alapján Önt az alábbi jogok illetik meg. Kérelmét a {email} címre küldheti, és arra legfeljebb egy hónapon belül válaszolunk.',
        ],
        items: [
          'Hozzáférés: tájékoztatást és másolatot kérhet az Önről kezelt személyes adatokról.',
          'Helyesbítés: kérheti a pontatlan vagy hiányos adatok kijavítását, illetve kiegészítését.',
          'Törlés: kérheti adatai törlését, ha azok kezelésére már nincs szükség, vagy az adatkezelésnek nincs jogalapja.',
          'Az adatkezelés korlátozása: bizonyos esetekben kérheti, hogy adatait csak tároljuk, de más módon ne használjuk fel.',
          'Adathordozhatóság: tagolt, géppel olvasható formátumban kikérheti az Ön által megadott adatokat és a generált cikkeket.',
          'Tiltakozás: tiltakozhat a jogos érdeken alapuló adatkezelés ellen.',
          'A hozzájárulás visszavonása: hozzájárulását bármikor visszavonhatja, ez azonban nem érinti a visszavonás előtti adatkezelés jogszerűségét.',
          'Panasztétel: ha úgy véli, hogy adatkezelésünk sérti a jogait, panaszt tehet a felügyeleti hatóságnál, Magyarországon a Nemzeti Adatvédelmi és Információszabadság Hatóságnál (NAIH, 1055 Budapest, Falk Miksa utca 9–11., www.naih.hu), illetve bírósághoz fordulhat.',
        ],
      },
      {
        heading: 'A tájékoztató módosítása és kapcsolat',
        paragraphs: [
          'Ezt a tájékoztatót időről időre frissíthetjük, például új funkciók vagy jogszabályváltozások miatt. A lényeges változásokról e-mailben vagy a szolgáltatáson belül értesítjük, a hatályos változat pedig mindig ezen az oldalon érhető el.',
          'Adatvédelemmel kapcsolatos kérdéseivel és kéréseivel írjon nekünk a {email} címre.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    intro:
      'This Privacy Policy explains how the operator of this service (“we”, “us”) processes your personal data when you use our AI-powered SEO blog writing service. We process personal data in accordance with the EU General Data Protection Regulation (GDPR) and applicable Hungarian law.',
    sections: [
      {
        heading: 'Data controller and scope',
        paragraphs: [
          'The data controller is the operator of this installation, who runs the service and manages user accounts. You can contact us about any data protection matter at {email}.',
          'This policy covers the processing of personal data when you use the website, your user account, article generation, subscriptions and the contact form. The service is not intended for anyone under 18, and we do not knowingly collect their personal data.',
        ],
      },
      {
        heading: 'Personal data we process',
        paragraphs: ['We only process the data needed to provide the service:'],
        items: [
          'Account data: e-mail address, username and a hash derived from your password. We never store your password in readable form.',
          'Content data: the keywords, URLs, instructions and product pages you submit, and the generated titles, articles, images and audio.',
          'Usage data: the number of articles generated each month, which is needed to track your monthly quota.',
          'Subscription data: your plan, billing period, subscription status and the customer ID issued by Stripe. We do not store card details.',
          'Contact data: messages sent through the contact form and the contact details given there (name, e-mail address).',
          'Technical data: the IP address, browser information and timestamps recorded in server logs, and the cookies described in the Cookie Policy.',
        ],
      },
      {
        heading: 'Purposes and legal bases',
        paragraphs: [
          'We use your personal data only for specific purposes: we send marketing e-mails only with your explicit consent, and we never sell your data to third parties.',
          'The purposes and legal bases of our processing are:',
        ],
        items: [
          'Creating and managing your account, generating and storing articles, tracking monthly quotas and sending service notifications (such as e-mail address verification): performance of a contract (GDPR Article 6(1)(b)).',
          'Managing subscriptions and collecting fees: performance of a contract (GDPR Article 6(1)(b)).',
          'Keeping billing and accounting records: compliance with a legal obligation (GDPR Article 6(1)(c)).',
          'Securing the service, preventing abuse and monitoring performance based on server logs: legitimate interest (GDPR Article 6(1)(f)).',
          'Answering contact-form messages: legitimate interest (GDPR Article 6(1)(f)) or, where the message relates to entering into a contract, steps taken before entering into a contract (GDPR Article 6(1)(b)).',
          'Using non-essential cookies, if the operator introduces any: your consent (GDPR Article 6(1)(a)), which you can withdraw at any time.',
        ],
      },
      {
        heading: 'Processors and third parties',
        paragraphs: [
          'We use the following providers to run the service. Each of them only has access to the data needed for its task:',
        ],
        items: [
          'Payment provider – Stripe: Stripe processes subscription payments. You enter your card details directly on Stripe, so they never touch our servers; we only receive updates on the status of your subscription and payments.',
          'AI providers – Google Gemini and OpenAI: the inputs you give for your articles (keywords, URLs, instructions, product page content) are sent to them to generate text and, when you use these features, images and audio. Please do not include personal data in these inputs.',
          'Database and authentication: data is stored in a PostgreSQL database operated by the service operator. Accounts and sessions are handled by the application itself using an HTTP-only session cookie; we do not use an external authentication provider.',
          'Hosting provider: the service runs on servers of the infrastructure provider chosen by the operator of this installation; the same applies to the mail server used to deliver e-mails.',
          'Analytics: by default, no third-party analytics or advertising trackers are loaded. For security and performance purposes we only use server logs kept by the operator and evaluated in aggregated form.',
        ],
      },
      {
        heading: 'Transfers outside the European Economic Area',
        paragraphs: [
          'Some of our processors (such as Stripe, Google and OpenAI) may also process data outside the European Economic Area, mainly in the United States.',
          'In such cases, transfers are based on an adequacy decision of the European Commission (such as the EU–US Data Privacy Framework) or on standard contractual clauses adopted by the Commission.',
        ],
      },
      {
        heading: 'Data retention',
        paragraphs: ['We keep your personal data only for as long as the purpose of processing requires:'],
        items: [
          'Account data, generated content, usage data and subscription data are kept for as long as your account exists. They are deleted within 30 days after your account is deleted and are removed from backups as those backups are routinely overwritten.',
          'Billing records are kept for the period required by accounting law (8 years in Hungary).',
          'Contact-form messages are kept for up to one year after the inquiry is closed.',
          'Server logs are kept for up to 30 days, unless they are needed longer to investigate a security incident.',
        ],
      },
      {
        heading: 'Data security',
        paragraphs: [
          'We protect your data against unauthorized access, alteration and loss with appropriate technical and organizational measures. If a personal data breach is likely to result in a high risk to your rights, we will inform you without undue delay.',
          'Our main measures are:',
        ],
        items: [
          'Encrypted HTTPS connections between your browser and the server.',
          'Passwords are stored only as salted hashes.',
          'The session cookie is HTTP-only, so scripts running in the browser cannot access it.',
          'Only authorized persons have access to the database and the servers.',
          'Requests and monthly quotas are limited and monitored to prevent abuse.',
          'Card details are handled exclusively by Stripe in compliance with the PCI DSS standard.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Under the GDPR you have the following rights. You can send your request to {email}, and we will respond within one month at the latest.',
        ],
        items: [
          'Access: you can request information about and a copy of the personal data we hold about you.',
          'Rectification: you can ask us to correct inaccurate data or complete incomplete data.',
          'Erasure: you can ask us to delete your data when it is no longer needed or there is no legal basis for processing it.',
          'Restriction of processing: in certain cases you can ask us to only store your data and not use it otherwise.',
          'Data portability: you can request the data you provided and your generated articles in a structured, machine-readable format.',
          'Objection: you can object to processing based on legitimate interest.',
          'Withdrawal of consent: you can withdraw your consent at any time, without affecting the lawfulness of processing before the withdrawal.',
          'Complaint: if you believe our processing violates your rights, you can lodge a complaint with a supervisory authority, in Hungary the National Authority for Data Protection and Freedom of Information (NAIH, Falk Miksa utca 9–11, 1055 Budapest, www.naih.hu), or go to court.',
        ],
      },
      {
        heading: 'Changes to this policy and contact',
        paragraphs: [
          'We may update this policy from time to time, for example because of new features or changes in the law. We will notify you of material changes by e-mail or within the service, and the current version is always available on this page.',
          'If you have any questions or requests about data protection, write to us at {email}.',
        ],
      },
    ],
  },
}
