// The worker thread's module (bundled by ./bundle.mjs): piscina calls the export named by the task.
import { contentTasks } from './tasks'

export const { sanitize, score, rescore } = contentTasks
