import * as migration_20261122_154109_initial from './20261122_154109_initial';
import * as migration_20261122_161055_billing from './20261122_161055_billing';
import * as migration_20261122_161437_email_dedupe from './20261122_161437_email_dedupe';
import * as migration_20261122_162828_articles from './20261122_162828_articles';
import * as migration_20261122_170154_blog from './20261122_170154_blog';
import * as migration_20261122_171417_post_image_fit from './20261122_171417_post_image_fit';
import * as migration_20261122_172300_site_state_and_storage from './20261122_172300_site_state_and_storage';
import * as migration_20261122_181815_seo_fields from './20261122_181815_seo_fields';
import * as migration_20261123_113900_sanitize_article_content from './20261123_113900_sanitize_article_content';
import * as migration_20261123_114244_account_security from './20261123_114244_account_security';
import * as migration_20261123_170000_block_aware_excerpts from './20261123_170000_block_aware_excerpts';
import * as migration_20261123_221320_source_page from './20261123_221320_source_page';
import * as migration_20261123_223017_ai_images from './20261123_223017_ai_images';
import * as migration_20261123_225403_article_versions from './20261123_225403_article_versions';
import * as migration_20261124_015628_article_audio from './20261124_015628_article_audio';
import * as migration_20261124_023225_integrations from './20261124_023225_integrations';
import * as migration_20261124_032357_publications from './20261124_032357_publications';
import * as migration_20261125_135609_publication_retries from './20261125_135609_publication_retries';
import * as migration_20261125_150000_admin_live from './20261125_150000_admin_live';
import * as migration_20261125_172737_email_templates from './20261125_172737_email_templates';
import * as migration_20261125_183000_rate_limits from './20261125_183000_rate_limits';
import * as migration_20261125_210000_page_changes from './20261125_210000_page_changes';
import * as migration_20261126_203500_cost_limits from './20261126_203500_cost_limits';
import * as migration_20261127_033000_source_relevance from './20261127_033000_source_relevance';
import * as migration_20261127_100000_readability from './20261127_100000_readability';
import * as migration_20261127_110000_site_seo_meta from './20261127_110000_site_seo_meta';
import * as migration_20261127_130000_publication_live from './20261127_130000_publication_live';
import * as migration_20261127_140000_brand_voices from './20261127_140000_brand_voices';
import * as migration_20261127_160000_link_hosts from './20261127_160000_link_hosts';
import * as migration_20261127_220000_bulk_runs from './20261127_220000_bulk_runs';
import * as migration_20261128_060000_cover_size from './20261128_060000_cover_size';

export const migrations = [
  {
    up: migration_20261122_154109_initial.up,
    down: migration_20261122_154109_initial.down,
    name: '20261122_154109_initial',
  },
  {
    up: migration_20261122_161055_billing.up,
    down: migration_20261122_161055_billing.down,
    name: '20261122_161055_billing',
  },
  {
    up: migration_20261122_161437_email_dedupe.up,
    down: migration_20261122_161437_email_dedupe.down,
    name: '20261122_161437_email_dedupe',
  },
  {
    up: migration_20261122_162828_articles.up,
    down: migration_20261122_162828_articles.down,
    name: '20261122_162828_articles',
  },
  {
    up: migration_20261122_170154_blog.up,
    down: migration_20261122_170154_blog.down,
    name: '20261122_170154_blog',
  },
  {
    up: migration_20261122_171417_post_image_fit.up,
    down: migration_20261122_171417_post_image_fit.down,
    name: '20261122_171417_post_image_fit',
  },
  {
    up: migration_20261122_172300_site_state_and_storage.up,
    down: migration_20261122_172300_site_state_and_storage.down,
    name: '20261122_172300_site_state_and_storage',
  },
  {
    up: migration_20261122_181815_seo_fields.up,
    down: migration_20261122_181815_seo_fields.down,
    name: '20261122_181815_seo_fields',
  },
  {
    up: migration_20261123_113900_sanitize_article_content.up,
    down: migration_20261123_113900_sanitize_article_content.down,
    name: '20261123_113900_sanitize_article_content',
  },
  {
    up: migration_20261123_114244_account_security.up,
    down: migration_20261123_114244_account_security.down,
    name: '20261123_114244_account_security',
  },
  {
    up: migration_20261123_170000_block_aware_excerpts.up,
    down: migration_20261123_170000_block_aware_excerpts.down,
    name: '20261123_170000_block_aware_excerpts',
  },
  {
    up: migration_20261123_221320_source_page.up,
    down: migration_20261123_221320_source_page.down,
    name: '20261123_221320_source_page',
  },
  {
    up: migration_20261123_223017_ai_images.up,
    down: migration_20261123_223017_ai_images.down,
    name: '20261123_223017_ai_images',
  },
  {
    up: migration_20261123_225403_article_versions.up,
    down: migration_20261123_225403_article_versions.down,
    name: '20261123_225403_article_versions',
  },
  {
    up: migration_20261124_015628_article_audio.up,
    down: migration_20261124_015628_article_audio.down,
    name: '20261124_015628_article_audio',
  },
  {
    up: migration_20261124_023225_integrations.up,
    down: migration_20261124_023225_integrations.down,
    name: '20261124_023225_integrations',
  },
  {
    up: migration_20261124_032357_publications.up,
    down: migration_20261124_032357_publications.down,
    name: '20261124_032357_publications',
  },
  {
    up: migration_20261125_135609_publication_retries.up,
    down: migration_20261125_135609_publication_retries.down,
    name: '20261125_135609_publication_retries',
  },
  {
    up: migration_20261125_150000_admin_live.up,
    down: migration_20261125_150000_admin_live.down,
    name: '20261125_150000_admin_live',
  },
  {
    up: migration_20261125_172737_email_templates.up,
    down: migration_20261125_172737_email_templates.down,
    name: '20261125_172737_email_templates',
  },
  {
    up: migration_20261125_183000_rate_limits.up,
    down: migration_20261125_183000_rate_limits.down,
    name: '20261125_183000_rate_limits',
  },
  {
    up: migration_20261125_210000_page_changes.up,
    down: migration_20261125_210000_page_changes.down,
    name: '20261125_210000_page_changes',
  },
  {
    up: migration_20261126_203500_cost_limits.up,
    down: migration_20261126_203500_cost_limits.down,
    name: '20261126_203500_cost_limits',
  },
  {
    up: migration_20261127_033000_source_relevance.up,
    down: migration_20261127_033000_source_relevance.down,
    name: '20261127_033000_source_relevance',
  },
  {
    up: migration_20261127_100000_readability.up,
    down: migration_20261127_100000_readability.down,
    name: '20261127_100000_readability',
  },
  {
    up: migration_20261127_110000_site_seo_meta.up,
    down: migration_20261127_110000_site_seo_meta.down,
    name: '20261127_110000_site_seo_meta',
  },
  {
    up: migration_20261127_130000_publication_live.up,
    down: migration_20261127_130000_publication_live.down,
    name: '20261127_130000_publication_live',
  },
  {
    up: migration_20261127_140000_brand_voices.up,
    down: migration_20261127_140000_brand_voices.down,
    name: '20261127_140000_brand_voices',
  },
  {
    up: migration_20261127_160000_link_hosts.up,
    down: migration_20261127_160000_link_hosts.down,
    name: '20261127_160000_link_hosts',
  },
  {
    up: migration_20261127_220000_bulk_runs.up,
    down: migration_20261127_220000_bulk_runs.down,
    name: '20261127_220000_bulk_runs',
  },
  {
    up: migration_20261128_060000_cover_size.up,
    down: migration_20261128_060000_cover_size.down,
    name: '20261128_060000_cover_size',
  },
];
