// A real WordPress for the publishing tests: Debian's `wordpress` package served by nginx and
// PHP-FPM, on a MariaDB of its own, all started here as this user's processes in a folder the
// caller names, and stopped (the folder deleted by the caller) afterwards. Installed once per
// start with wp_install() from PHP's command line; the site is `local` (WP_ENVIRONMENT_TYPE), so
// application passwords work over loopback http. A second nginx site in front of the same
// WordPress drops the Authorization header, as many shared hosts' Apache/CGI set-ups do.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const WP_ROOT = '/usr/share/wordpress'
const THEME = 'twentytwentythree'
const CONFIG_NAME = 'seowritertest'
const CONFIG_FILE = `/etc/wordpress/config-${CONFIG_NAME}.php`
// php-xml: WordPress's XML-RPC parser (Debian's wordpress package does not pull it in).
const PACKAGES = ['wordpress', `wordpress-theme-${THEME}`, 'mariadb-server', 'php-fpm', 'php-mysql', 'php-xml']

const PHP_FPM = () => fs.readdirSync('/usr/sbin').find((name) => /^php-fpm\d/.test(name))

/** What is missing on this machine for a local WordPress, or an empty list. */
function missing() {
  const needs = []
  if (!fs.existsSync(`${WP_ROOT}/wp-settings.php`)) needs.push('wordpress')
  if (!fs.existsSync(`${WP_ROOT}/wp-content/themes/${THEME}`)) needs.push(`wordpress-theme-${THEME}`)
  if (!fs.existsSync('/usr/sbin/mariadbd')) needs.push('mariadb-server')
  if (!PHP_FPM()) needs.push('php-fpm')
  if (!fs.existsSync('/etc/php') || !fs.readdirSync('/etc/php').some((v) => fs.existsSync(`/etc/php/${v}/mods-available/xml.ini`))) needs.push('php-xml')
  if (!fs.existsSync('/usr/sbin/nginx')) needs.push('nginx-light')
  return needs
}

/** Installs Debian's packages when they are missing (as root, as CI runs); otherwise says what to install. */
export function ensureWordPressPackages(log = console.log) {
  let needs = missing()
  if (!needs.length) return
  if (process.getuid?.() !== 0) throw new Error(`A local WordPress needs: apt-get install -y ${[...PACKAGES, 'nginx-light'].join(' ')}`)
  log(`installing ${needs.join(', ')} for the WordPress tests`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  const wanted = [...PACKAGES, ...(needs.includes('nginx-light') ? ['nginx-light'] : [])]
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...wanted], { stdio: 'inherit', env })
  needs = missing()
  if (needs.length) throw new Error(`Could not install ${needs.join(', ')} for the WordPress tests.`)
}

// The site's configuration, chosen by nginx (fastcgi_param WORDPRESS_CONFIG) through Debian's
// wp-config.php; the folder of the run comes with every request (SEOWRITER_WP_DIR).
const CONFIG_PHP = `<?php
// Written by the SEO Writer test setup (tests/support/wordpress.mjs): a throwaway local WordPress
// whose database socket and files are in the folder each test run names.
$seowriter_dir = isset($_SERVER['SEOWRITER_WP_DIR']) ? $_SERVER['SEOWRITER_WP_DIR'] : getenv('SEOWRITER_WP_DIR');
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:' . $seowriter_dir . '/mysqld.sock');
define('WP_CONTENT_DIR', $seowriter_dir . '/wp-content');
define('WP_ENVIRONMENT_TYPE', 'local');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('FS_METHOD', 'direct');
foreach (array('AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT') as $seowriter_key) {
  define($seowriter_key, 'seo-writer-test-only-' . $seowriter_key);
}
`

// Stands in for an SEO plugin's REST fields: Yoast's meta keys, writable over the REST API as a
// site owner makes them with register_post_meta. The setting seowriter_seo_meta switches them off,
// so a test can see a site that does not keep them.
const SEO_META_PLUGIN = `<?php
register_setting('general', 'seowriter_seo_meta', array('type' => 'boolean', 'default' => true, 'show_in_rest' => true));
add_action('init', function () {
  if (!get_option('seowriter_seo_meta', true)) return;
  foreach (array('_yoast_wpseo_title', '_yoast_wpseo_metadesc', '_yoast_wpseo_focuskw') as $key) {
    register_post_meta('post', $key, array(
      'type' => 'string', 'single' => true, 'show_in_rest' => true,
      'auth_callback' => function () { return current_user_can('edit_posts'); },
    ));
  }
});
`

const INSTALL_PHP = `<?php
define('WP_INSTALLING', true);
$url = getenv('SEOWRITER_WP_URL');
$_SERVER['HTTP_HOST'] = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['WORDPRESS_CONFIG'] = '${CONFIG_NAME}';
$_SERVER['REQUEST_URI'] = '/';
require '${WP_ROOT}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install('SEO Writer test site', 'admin', 'admin@example.test', true, '', 'admin-password-for-tests');
update_option('siteurl', $url);
update_option('home', $url);
update_option('blogdescription', 'A local WordPress for the publishing tests');
switch_theme('${THEME}');
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
flush_rewrite_rules(false);
$users = array('admin' => 1);
foreach (array('contributor' => 'contributor', 'author' => 'author') as $login => $role) {
  $users[$login] = wp_insert_user(array('user_login' => $login, 'user_pass' => $login . '-password-for-tests', 'user_email' => $login . '@example.test', 'role' => $role));
}
$out = array();
foreach ($users as $login => $id) {
  list($password) = WP_Application_Passwords::create_new_application_password($id, array('name' => 'SEO Writer tests'));
  $out[$login] = array('id' => $id, 'username' => $login, 'applicationPassword' => $password, 'password' => $login === 'admin' ? 'admin-password-for-tests' : $login . '-password-for-tests');
}
echo json_encode($out);
`

// CGI variables for PHP. Debian's fastcgi_params sends HTTP_HOST without the port ($host), which
// sends WordPress on a non-default port into a redirect loop: the Host header goes on as it came.
const FASTCGI_PARAMS = Object.entries({
  QUERY_STRING: '$query_string',
  REQUEST_METHOD: '$request_method',
  CONTENT_TYPE: '$content_type',
  CONTENT_LENGTH: '$content_length',
  SCRIPT_NAME: '$fastcgi_script_name',
  REQUEST_URI: '$request_uri',
  DOCUMENT_URI: '$document_uri',
  DOCUMENT_ROOT: '$document_root',
  SERVER_PROTOCOL: '$server_protocol',
  REQUEST_SCHEME: '$scheme',
  GATEWAY_INTERFACE: 'CGI/1.1',
  SERVER_SOFTWARE: 'nginx',
  REMOTE_ADDR: '$remote_addr',
  REMOTE_PORT: '$remote_port',
  SERVER_ADDR: '$server_addr',
  SERVER_PORT: '$server_port',
  SERVER_NAME: '$server_name',
  REDIRECT_STATUS: '200',
  HTTP_HOST: '$http_host',
})
  .map(([name, value]) => `      fastcgi_param ${name} ${value};`)
  .join('\n')

function nginxConf(dir, port, strippedPort, plainPort) {
  const root = process.getuid?.() === 0 ? 'user root;\n' : ''
  const php = (extra) => `
    location ~ \\.php$ {
${FASTCGI_PARAMS}
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_param WORDPRESS_CONFIG ${CONFIG_NAME};
      fastcgi_param SEOWRITER_WP_DIR ${dir};${extra}
      fastcgi_pass unix:${dir}/php-fpm.sock;
    }`
  const server = (listen, extra, routes = '') => `
  server {
    listen 127.0.0.1:${listen};
    root ${WP_ROOT};
    index index.php;
    location /wp-content/ { alias ${dir}/wp-content/; }${routes}
    location / { try_files $uri $uri/ /index.php?$args; }${php(extra)}
  }`
  return `${root}daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log;
worker_processes 1;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_max_body_size 64m;
  client_body_temp_path ${dir}/nginx-tmp/body;
  fastcgi_temp_path ${dir}/nginx-tmp/fastcgi;
  proxy_temp_path ${dir}/nginx-tmp/proxy;
  uwsgi_temp_path ${dir}/nginx-tmp/uwsgi;
  scgi_temp_path ${dir}/nginx-tmp/scgi;
${server(port, '')}
  # The same WordPress behind a server that does not pass the Authorization header on.
${server(strippedPort, '\n      fastcgi_param HTTP_AUTHORIZATION "";')}
  # The same WordPress as on a host without pretty permalinks: /wp-json/ is not routed.
${server(plainPort, '', '\n    location /wp-json/ { return 404; }')}
}
`
}

function fpmConf(dir) {
  const user = os.userInfo().username
  const group = spawnSync('id', ['-gn']).stdout.toString().trim() || user
  return `[global]
pid = ${dir}/php-fpm.pid
error_log = ${dir}/php-fpm.log
daemonize = no
[wordpress]
user = ${user}
group = ${group}
listen = ${dir}/php-fpm.sock
pm = static
pm.max_children = 4
clear_env = no
catch_workers_output = yes
php_admin_value[upload_max_filesize] = 32M
php_admin_value[post_max_size] = 32M
php_admin_value[memory_limit] = 256M
`
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WordPress test setup: ${what} did not start within ${timeoutMs / 1000} s`)
}

function run(cmd, args, env) {
  const result = spawnSync(cmd, args, { env: { ...process.env, ...env }, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${result.stderr || result.stdout}`)
  return result.stdout
}

/**
 * Starts a fresh WordPress in `dir` on 127.0.0.1:`port`, with the header-dropping copy on
 * `strippedPort` and the one without pretty permalinks on `plainPort`; resolves when it answers,
 * with its users (admin, author, contributor) and their application passwords.
 */
export async function startWordPress({ dir, port, strippedPort, plainPort, log = () => {} }) {
  ensureWordPressPackages(log)
  if (!fs.existsSync(CONFIG_FILE) || fs.readFileSync(CONFIG_FILE, 'utf8') !== CONFIG_PHP) fs.writeFileSync(CONFIG_FILE, CONFIG_PHP)
  for (const sub of ['db', 'nginx-tmp', 'wp-content/uploads', 'wp-content/themes', 'wp-content/plugins', 'wp-content/mu-plugins']) fs.mkdirSync(path.join(dir, sub), { recursive: true })
  fs.symlinkSync(`${WP_ROOT}/wp-content/themes/${THEME}`, path.join(dir, 'wp-content/themes', THEME))
  fs.writeFileSync(path.join(dir, 'wp-content/mu-plugins/seo-meta.php'), SEO_META_PLUGIN)
  const url = `http://127.0.0.1:${port}`
  const env = { SEOWRITER_WP_DIR: dir, SEOWRITER_WP_URL: url }
  const user = os.userInfo().username
  const children = []
  const start = (cmd, args) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
    child.stderr.on('data', (data) => log(String(data).trim()))
    children.push(child)
    return child
  }

  try {
    return await install({ dir, port, strippedPort, plainPort, url, env, user, start, children })
  } catch (error) {
    await stopAll(children)
    throw error
  }
}

async function stopAll(children) {
  for (const child of [...children].reverse()) child.kill('SIGTERM')
  await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)))
}

async function install({ dir, port, strippedPort, plainPort, url, env, user, start, children }) {
  run('mariadb-install-db', ['--no-defaults', `--datadir=${dir}/db`, `--user=${user}`, '--auth-root-authentication-method=normal', '--skip-test-db'])
  start('/usr/sbin/mariadbd', ['--no-defaults', `--datadir=${dir}/db`, `--socket=${dir}/mysqld.sock`, '--skip-networking', `--user=${user}`, `--pid-file=${dir}/mysqld.pid`, `--log-error=${dir}/mysqld.log`, '--innodb-buffer-pool-size=32M'])
  await waitFor(() => fs.existsSync(`${dir}/mysqld.sock`), 'MariaDB')
  run('mariadb', ['--no-defaults', '-S', `${dir}/mysqld.sock`, '-u', 'root', '-e', 'CREATE DATABASE wordpress'])

  fs.writeFileSync(path.join(dir, 'php-fpm.conf'), fpmConf(dir))
  start(`/usr/sbin/${PHP_FPM()}`, ['-y', `${dir}/php-fpm.conf`, '-F', ...(process.getuid?.() === 0 ? ['-R'] : [])])
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir, port, strippedPort, plainPort))
  start('/usr/sbin/nginx', ['-c', `${dir}/nginx.conf`, '-p', dir])
  await waitFor(() => fs.existsSync(`${dir}/php-fpm.sock`), 'PHP-FPM')

  fs.writeFileSync(path.join(dir, 'install.php'), INSTALL_PHP)
  const users = JSON.parse(run('php', [path.join(dir, 'install.php')], env).trim().split('\n').at(-1))
  await waitFor(async () => (await fetch(`${url}/wp-json/`).catch(() => null))?.ok === true, 'WordPress over nginx')
  // A port still held by an earlier run's nginx would answer for another WordPress: ours must be the one running.
  if (children.some((child) => child.exitCode !== null || child.signalCode !== null)) throw new Error(`WordPress test setup: a server of ${dir} exited (is port ${port}, ${strippedPort} or ${plainPort} in use?)`)

  return {
    url,
    strippedUrl: `http://127.0.0.1:${strippedPort}`,
    plainUrl: `http://127.0.0.1:${plainPort}`,
    users,
    stop: () => stopAll(children),
  }
}
