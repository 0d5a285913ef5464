import { legalRoute } from '@/components/legal/LegalPageView'
import { privacyPolicy } from '@/content/legal/privacy-policy'

const route = legalRoute(privacyPolicy, '/privacy-policy', 'en')

export const metadata = route.metadata
export default route.Page
