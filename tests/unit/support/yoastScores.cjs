// Scores articles with Yoast SEO's content analysis (yoastseo's Paper and SEOAssessor).
// stdin: [{ html, keyword, title, meta, language }], stdout: [{ <assessment id>: score }].
// Run as its own Node process: yoastseo requires the ESM-only parse5, which Jest's loader cannot.
const { Paper, assessors } = require('yoastseo')
const researchers = {
  en: require('yoastseo/build/languageProcessing/languages/en/Researcher').default,
  hu: require('yoastseo/build/languageProcessing/languages/hu/Researcher').default,
}

let input = ''
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', () => {
  const scores = JSON.parse(input).map((article) => {
    const paper = new Paper(article.html, {
      keyword: article.keyword,
      title: article.title,
      description: article.meta,
      locale: article.language === 'hu' ? 'hu_HU' : 'en_US',
    })
    const assessor = new assessors.SEOAssessor(new researchers[article.language](paper))
    assessor.assess(paper)
    return Object.fromEntries(assessor.getValidResults().map((result) => [result.getIdentifier(), result.getScore()]))
  })
  process.stdout.write(JSON.stringify(scores))
})
