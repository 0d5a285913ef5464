import { legalRoute } from '@/components/legal/LegalPageView'
import { cookiePolicy } from '@/content/legal/cookie-policy'

const route = legalRoute(cookiePolicy, '/cookie-policy', 'hu')

export const metadata = route.metadata
export default route.Page
