import { NotFoundView } from '@/components/site/NotFoundView'

/** A mistyped signed-in address gets the branded 404 inside the app's header, with the way back. */
export default function NotFound() {
  return <NotFoundView home="dashboard" />
}
