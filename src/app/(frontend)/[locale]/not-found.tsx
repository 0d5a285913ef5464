import { NotFoundView } from '@/components/site/NotFoundView'

export default function NotFound() {
  return <NotFoundView />
}
