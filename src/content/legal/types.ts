export type LegalSection = { heading: string; paragraphs: string[]; items?: string[] }
export type LegalDocument = { title: string; intro: string; sections: LegalSection[] }
export type LegalPage = { hu: LegalDocument; en: LegalDocument }
export const LEGAL_LAST_UPDATED = '2024-12-17'
