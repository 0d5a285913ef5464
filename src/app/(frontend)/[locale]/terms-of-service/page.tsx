import { legalRoute } from '@/components/legal/LegalPageView'
import { termsOfService } from '@/content/legal/terms-of-service'

const route = legalRoute(termsOfService, '/terms-of-service', 'hu')

export const metadata = route.metadata
export default route.Page
