/** Where the tests find nginx (Debian's package), and what to say when it is missing. */
export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const missingNginx = `No nginx at ${nginxPath}: install it with \`apt-get update && apt-get install -y nginx\` (as .ci/run does).`;
