// Scores articles with Yoast SEO's content analysis (yoastseo's Paper, SEOAssessor and ContentAssessor).
// stdin: [{ html, keyword, title, meta, language }], stdout: [{ <assessment id>: score }], one object per
// article holding the SEO assessments, the readability assessments (textSentenceLength, passiveVoice, …)
// and, for English only, the Flesch reading ease research value as `fleschReadingEase`.
// Run as its own Node process: yoastseo requires the ESM-only parse5, which Jest's loader cannot.
const { Paper, assessors } = require('yoastseo')
const researchers = {
  en: require('yoastseo/build/languageProcessing/languages/en/Researcher').default,
  hu: require('yoastseo/build/languageProcessing/languages/hu/Researcher').default,
}

const scoresOf = (assessor) => assessor.getValidResults().map((result) => [result.getIdentifier(), result.getScore()])

let input = ''
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', () => {
  const scores = JSON.parse(input).map((article) => {
    const paper = new Paper(article.html, {
      keyword: article.keyword,
      title: article.title,
      description: article.meta,
      // Measured by the browser in WordPress; given here when the caller measured it (else Yoast says "no title").
      titleWidth: article.titleWidth ?? 0,
      slug: article.slug ?? '',
      locale: article.language === 'hu' ? 'hu_HU' : 'en_US',
    })
    const Researcher = researchers[article.language]
    const seo = new assessors.SEOAssessor(new Researcher(paper))
    seo.assess(paper)
    // A researcher of its own: researchers memoise their results per paper.
    const researcher = new Researcher(paper)
    const readability = new assessors.ContentAssessor(researcher)
    readability.assess(paper)
    const byId = Object.fromEntries([...scoresOf(seo), ...scoresOf(readability)])
    // The Hungarian researcher has no Flesch research (yoastseo 3.6.0 removes it for hu).
    if (article.language === 'en') byId.fleschReadingEase = researcher.getResearch('getFleschReadingScore').score
    return byId
  })
  process.stdout.write(JSON.stringify(scores))
})
