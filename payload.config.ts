import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Articles } from './collections/Articles'
import { ArticleVersions } from './collections/ArticleVersions'
import { BrandVoices } from './collections/BrandVoices'
import { BulkRows } from './collections/BulkRows'
import { BulkRuns } from './collections/BulkRuns'
import { Integrations } from './collections/Integrations'
import { Publications } from './collections/Publications'
import { ContactMessages } from './collections/ContactMessages'
import { Emails } from './collections/Emails'
import { sendCampaignEmailsTask } from './src/server/email/campaign'
import { EmailTemplates } from './collections/EmailTemplates'
import { Media } from './collections/Media'
import { Posts } from './collections/Posts'
import { StripeEvents } from './collections/StripeEvents'
import { Subscriptions } from './collections/Subscriptions'
import { Usage } from './collections/Usage'
import { Users } from './collections/Users'
import { migrations } from './migrations'
import { SiteState } from './globals/SiteState'
import { withStartup } from './plugins/databaseStartup'
import { adminOnlyInternals } from './plugins/internalAccess'
import { withQueryGuard } from './plugins/queryGuard'
import { seoPlugins } from './plugins/seo'
import { storagePlugins } from './plugins/storage'
import { rootEndpoints, withEndpoints } from './src/endpoints'
import { accountMutations, accountQueries } from './src/endpoints/accountGraphQL'
import { bootstrap } from './src/server/bootstrap'
import { outboxEmailAdapter } from './src/server/email/outboxAdapter'
import { apiErrorShape } from './src/server/http/apiErrors'
import { userIsAdmin } from './src/server/auth/roles'
import { retryEmailsTask } from './src/server/email/retry'
import { retryPublicationTask } from './src/server/integrations/publishing'
import { bulkPublishRowTask, bulkWriteRowTask } from './src/server/bulk/rows'
import { env } from './src/server/env'
import { CLIENT_ERROR_NAME } from './src/server/errors'
import { appLogger } from './src/server/ops/logger.mjs'
import { withOperationUser } from './src/server/ops/operationUser'
import { carryingRequestId } from './src/server/jobs/requestScope'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from './src/shared/uploads'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()
const embedded = !config.DATABASE_URL

export default buildConfig({
  serverURL: config.SERVER_URL,
  secret: config.PAYLOAD_SECRET,
  // A cookie session is accepted only from our own origin.
  csrf: [config.SERVER_URL],
  cors: [config.SERVER_URL],
  // A request the caller got wrong is one info line (its message), not an error with a stack.
  // (Payload's type lists only its own error names; it looks any name up.)
  loggingLevels: { [CLIENT_ERROR_NAME]: 'info', UnauthorizedError: 'info', AuthenticationError: 'info' } as Record<string, 'info'>,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · SEO Writer admin', icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }] },
    // Gravatar images are blocked by the admin's policy (and would tell Gravatar who signs in).
    avatar: 'default',
    components: {
      // The Logo only: Payload's /api/og renders the Icon graphic through an import map API requests do not have.
      graphics: { Logo: '/src/components/admin/AdminBrand#AdminLogo' },
      beforeDashboard: ['/src/components/admin/AdminOverview#AdminOverview'],
    },
    // Editing a post in the panel shows its public page beside the form.
    livePreview: {
      url: ({ data }) => `${config.SERVER_URL}/blog/${data?.slug ?? ''}`,
      collections: ['posts'],
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  collections: withOperationUser(withEndpoints([Users, Articles, ArticleVersions, Posts, Media, Integrations, Publications, BrandVoices, Subscriptions, Usage, StripeEvents, Emails, EmailTemplates, ContactMessages, BulkRuns, BulkRows])),
  globals: [SiteState],
  endpoints: rootEndpoints,
  // One logger for Payload and server.mjs's request lines: JSON lines in production (src/server/ops/logger.mjs).
  logger: appLogger(),
  editor: lexicalEditor(),
  db: withStartup(
    postgresAdapter({
      // Without DATABASE_URL the embedded server's address is set when Payload connects (plugins/databaseStartup.ts).
      pool: { connectionString: config.DATABASE_URL },
      migrationDir: path.resolve(dirname, 'migrations'),
      push: false,
    }),
    { embeddedPort: embedded ? config.EMBEDDED_PG_PORT : undefined, migrations },
  ),
  email: outboxEmailAdapter({ smtpUrl: config.SMTP_URL, from: config.EMAIL_FROM }),
  hooks: { afterError: [apiErrorShape] },
  jobs: {
    // Payload lets any signed-in user run, queue or cancel jobs by default. Nobody runs them over the
    // API: only the locked runner (src/server/jobs/runner.ts) does, so a job never runs twice at once.
    access: { run: () => false, queue: ({ req }) => userIsAdmin(req.user), cancel: ({ req }) => userIsAdmin(req.user) },
    // Each run logs under the id of the request that queued it (src/server/jobs/requestScope.ts).
    tasks: [retryEmailsTask, sendCampaignEmailsTask, retryPublicationTask, bulkWriteRowTask, bulkPublishRowTask].map(carryingRequestId),
    // No autoRun: src/server/jobs/runner.ts runs each queue every minute under a lock, one instance at a time.
  },
  plugins: [...storagePlugins(config), ...seoPlugins(config.SERVER_URL)],
  sharp,
  // Multipart limits from src/shared/uploads.ts (Payload's default stops files at 20 MB, below the audio limit).
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, requestSizeLimit: MAX_UPLOAD_REQUEST_BYTES },
  // Payload regenerates the types in a process of its own at every start outside production: useful
  // while the config is edited (`next dev`), wasted everywhere else (each test file's Payload started
  // one, a third of the integration run's CPU). `npm run generate:types` writes them on demand.
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: process.env.NODE_ENV === 'development' },
  graphQL: {
    schemaOutputFile: path.resolve(dirname, 'src/generated-schema.graphql'),
    // Off in production unless GRAPHQL_INTROSPECTION=true: the schema is not a map for attackers.
    disablePlaygroundInProduction: !config.GRAPHQL_INTROSPECTION,
    disableIntrospectionInProduction: !config.GRAPHQL_INTROSPECTION,
    // Sign-in, reset requests and `me` answer as their REST routes do (same services, limits, lockout).
    mutations: accountMutations,
    queries: accountQueries,
  },
  telemetry: false,
  onInit: bootstrap,
})
  .then(adminOnlyInternals)
  .then(withQueryGuard)
