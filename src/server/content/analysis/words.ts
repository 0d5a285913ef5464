/**
 * The word lists the analysis needs, per language. Function words come from stopwords-iso (MIT);
 * transition words, sentence-opening exceptions and the passive-voice data are our own lists.
 */
import stopwords from 'stopwords-iso/stopwords-iso.json' with { type: 'json' }

import type { Language } from '@/shared/language'

const list = (words: string) => words.split(/\s*\|\s*|\n/).map((word) => word.trim().toLowerCase()).filter(Boolean)

/**
 * Words that do not carry a keyphrase's meaning: "best running shoes for flat feet" is about
 * running, shoes, flat and feet. stopwords-iso, plus the headline words a reader skips.
 */
export const FUNCTION_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set([...(stopwords as Record<string, string[]>).en!, ...list('easy | simple | ultimate | great | better | top | quick | tells | told')]),
  hu: new Set([...(stopwords as Record<string, string[]>).hu!, ...list('nap | hét | óra | perc | ember | dolog | dolgok | legjobb')]),
}

/**
 * Words and phrases that link a sentence to the one before it, as Yoast SEO counts them: in Hungarian
 * that includes everyday conjunctions (és, de, hogy, meg, mint), so our share matches its light.
 */
export const TRANSITION_WORDS: Record<Language, readonly string[]> = {
  en: list(`
    accordingly | additionally | afterward | afterwards | albeit | also | although | altogether | another |
    basically | because | before | besides | but | chiefly | comparatively | concurrently | consequently |
    conversely | correspondingly | despite | during | earlier | emphatically | equally | especially |
    eventually | evidently | explicitly | finally | firstly | following | formerly | forthwith | fourthly |
    furthermore | generally | hence | henceforth | however | identically | indeed | instead | last | lastly |
    later | lest | likewise | markedly | meanwhile | moreover | nevertheless | nonetheless | nor |
    notwithstanding | obviously | occasionally | otherwise | overall | particularly | presently | previously |
    rather | regardless | secondly | shortly | significantly | similarly | simultaneously | since | so | soon |
    specifically | still | straightaway | subsequently | surely | surprisingly | than | then | thereafter |
    therefore | thereupon | thirdly | though | thus | till | undeniably | unless | unlike | unquestionably |
    until | when | whenever | whereas | while | above all | after all | after that | all in all |
    all of a sudden | all things considered | analogous to | although this may be true | as a result |
    as an illustration | as long as | as soon as | as well as | at first | at last | at least |
    at the same time | by all means | by and large | by comparison | by the same token | by the time |
    compared to | due to | even if | even so | even though | for example | for instance | for one thing |
    for the most part | for this purpose | for this reason | from time to time | given that | in addition |
    in any case | in brief | in conclusion | in contrast | in fact | in general | in other words |
    in particular | in short | in spite of | in summary | in the first place | in the meantime |
    in the same way | in this case | not to mention | of course | on the contrary | on the other hand |
    on the whole | only if | provided that | so as to | so that | such as | that is to say | to begin with |
    to conclude | to illustrate | to put it another way | to sum up | to summarize | together with |
    what is more | with this in mind | without a doubt | in the long run | as a matter of fact |
    to that end | as opposed to | in the light of | in light of | as shown above |
    in that case | then again | to be sure | to clarify | to repeat | to emphasize
  `),
  hu: list(`
    és | de | hogy | meg | mint | úgy | azonban | ezért | emiatt | ennélfogva | tehát | így | továbbá | ráadásul | emellett | mindemellett | valamint |
    illetve | például | főleg | különösen | főként | végül | végezetül | először | elsősorban | másodszor | harmadszor |
    utána | aztán | azután | majd | később | korábban | közben | eközben | mindeközben | ugyanakkor | viszont | ellenben |
    bár | habár | noha | jóllehet | mégis | mégpedig | pedig | hiszen | ugyanis | mivel | mert | amennyiben | ha |
    hacsak | amíg | miközben | mielőtt | miután | amint | mihelyt | hasonlóképpen | hasonlóan | szintén | is | sőt |
    tulajdonképpen | valójában | persze | természetesen | nyilván | nyilvánvalóan | kétségtelenül | összefoglalva |
    összességében | röviden | egyszóval | vagyis | azaz | mármint | tudniillik | egyrészt | másrészt | végső soron |
    ennek ellenére | ennek következtében | ennek eredményeként | ebből következik | más szóval | más szavakkal |
    mindenekelőtt | először is | legfőképpen | nem utolsósorban | utoljára | egyúttal | egyidejűleg | ezzel együtt |
    ezzel szemben | ehhez képest | ezen kívül | ezenkívül | ezenfelül | azonkívül | mindenesetre | egyébként | különben |
    akkor | ekkor | addig | azóta | eddig | mostanra | végre | hirtelen | rögtön | azonnal | legalábbis | főleg mivel |
    annak ellenére | abban az esetben | annak érdekében | azért hogy | úgyhogy | szóval | tekintve | mindenképpen |
    például ha | amennyiben pedig | ellenkező esetben | hasonló módon | ugyanígy | éppen ezért | épp ezért | tehát ha
  `),
}

/** Two-part connectives ("not only … but also"): both parts in one sentence make it a transition. */
export const TWO_PART_TRANSITIONS: Record<Language, readonly (readonly [string, string])[]> = {
  en: [['both', 'and'], ['not only', 'but also'], ['neither', 'nor'], ['either', 'or'], ['not', 'but']],
  hu: [['nemcsak', 'hanem'], ['nem csak', 'hanem'], ['egyrészt', 'másrészt'], ['akár', 'akár'], ['sem', 'sem'], ['vagy', 'vagy'], ['minél', 'annál'], ['azért', 'mert'], ['abban', 'hogy'], ['annak', 'hogy'], ['olyan', 'hogy'], ['úgy', 'hogy'], ['ahogy', 'úgy'], ['ha', 'akkor']],
}

/** Openers that do not make sentences alike by themselves: "The cat…" and "The dog…" begin differently. */
export const FIRST_WORD_EXCEPTIONS: Record<Language, ReadonlySet<string>> = {
  en: new Set(list('the | a | an | one | two | three | four | five | six | seven | eight | nine | ten | this | that | these | those')),
  hu: new Set(list(`
    a | az | egy | kettő | két | három | négy | öt | hat | hét | nyolc | kilenc | tíz | ez | az | ezek | azok | ezt | azt |
    ennek | annak | ebben | abban | ebből | abból | erre | arra | ezzel | azzal | és | de | vagy | ha | hogy | mert | is |
    ezért | azonban | majd | aztán | így | úgy | itt | ott | most | akkor | mi | ki | mit | kit | hol | hogyan | miért |
    mikor | mennyi | melyik | én | te | ő | mi | ti | ők | nem | igen | sőt | pedig | viszont | tehát
  `)),
}

/** English: forms of "be" and "get" that make a passive with a past participle ("is written", "got fixed"). */
export const PASSIVE_AUXILIARIES_EN = new Set(list(`
  am | is | are | was | were | been | be | being | get | gets | got | gotten | getting | isn't | aren't | wasn't |
  weren't | it's | he's | she's | that's | there's | they're | we're | you're | i'm
`))

/** English past participles that do not end in "-ed". */
export const IRREGULAR_PARTICIPLES_EN = new Set(list(`
  arisen | awoken | beaten | become | begun | bent | bet | bitten | bled | blown | broken | brought | built | burnt |
  bought | caught | chosen | come | cost | crept | cut | dealt | dug | done | drawn | dreamt | drunk | driven | eaten |
  fallen | fed | felt | fought | found | fled | flung | flown | forbidden | forecast | forgotten | forgiven | frozen |
  given | gone | ground | grown | hung | heard | hidden | hit | held | hurt | kept | knelt | known | laid | led | leant |
  learnt | left | lent | let | lain | lit | lost | made | meant | met | mistaken | misunderstood | overcome | overtaken |
  paid | proven | put | quit | read | rid | ridden | rung | risen | run | said | seen | sought | sold | sent | set | sewn |
  shaken | shed | shone | shot | shown | shrunk | shut | sung | sunk | sat | slain | slept | slid | slung | smelt |
  spoken | spent | spilt | spun | spat | split | spoilt | spread | sprung | stood | stolen | stuck | stung | stunk |
  struck | strung | sworn | swept | swollen | swum | swung | taken | taught | torn | told | thought | thrown | thrust |
  trodden | understood | undertaken | undone | upset | woken | worn | woven | wept | won | wound | withdrawn | written |
  withheld | rewritten | rebuilt | redone | remade | retold | oversold | overseen | outgrown | foreseen | born | borne
`))

/** English words in "-ed" that are not participles after "is"/"was" in everyday prose. */
export const NOT_PARTICIPLES_EN = new Set(list(`
  bed | bred | fed | fled | led | red | shed | sled | sped | wed | need | feed | seed | weed | deed | speed | breed | greed |
  steed | reed | indeed | hundred | thousand | sacred | naked | wicked | kindred | wretched | rugged | ragged | crooked |
  jagged | beloved | aged | learned | blessed | cursed | dogged | embed | exceed | proceed | succeed | freed | agreed |
  biped | ahead | bled | instead | spread | thread | bread | dread | head | tread | shred | unwed
`))

/** Hungarian: forms of "van", "lesz", "kerül" and "marad" that make a passive with a "-va/-ve" participle. */
export const PASSIVE_AUXILIARIES_HU = new Set(list(`
  van | vannak | volt | voltak | lesz | lesznek | lett | lettek | legyen | legyenek | lenne | lennének | kerül | kerülnek |
  került | kerültek | kerülhet | kerülnek | marad | maradt | maradnak | maradtak | látszik | tűnik
`))
