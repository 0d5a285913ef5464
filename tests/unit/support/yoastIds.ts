import type { Level } from '@/shared/analysis'

/** Our assessment → Yoast's identifier. Flesch is a research value in Yoast, banded as its insights panel does. */
export const YOAST_ID = {
  keyphraseLength: 'keyphraseLength',
  keyphraseInTitle: 'keyphraseInSEOTitle',
  titleWidth: 'titleWidth',
  keyphraseInIntroduction: 'introductionKeyword',
  keyphraseDensity: 'keyphraseDensity',
  keyphraseInMetaDescription: 'metaDescriptionKeyword',
  metaDescriptionLength: 'metaDescriptionLength',
  keyphraseInSubheadings: 'subheadingsKeyword',
  keyphraseInImageAlt: 'imageKeyphrase',
  textLength: 'textLength',
  singleH1: 'singleH1',
  outboundLinks: 'externalLinks',
  internalLinks: 'internalLinks',
  sentenceLength: 'textSentenceLength',
  paragraphLength: 'textParagraphTooLong',
  subheadingDistribution: 'subheadingsTooLong',
  passiveVoice: 'passiveVoice',
  transitionWords: 'textTransitionWords',
  sentenceBeginnings: 'sentenceBeginnings',
  fleschReadingEase: 'fleschReadingEase',
} as const
export type Id = keyof typeof YOAST_ID

/** Yoast's insights panel bands the Flesch value: 60 and over reads easily, under 50 is hard. */
export const fleschLevel = (value: number): Level => (value >= 60 ? 'good' : value >= 50 ? 'ok' : 'bad')
