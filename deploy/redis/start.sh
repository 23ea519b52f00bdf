#!/bin/sh
# The redis service's entrypoint (docker-compose.yml): the password goes from its secret file into a config
# file only Redis's user can read, never onto a command line, where the process list and `docker inspect`
# would show it. Then the image's own entrypoint starts redis-server with that file and the arguments given.
set -eu
password_file="${REDIS_PASSWORD_FILE:-/run/secrets/redis_password}"
config="${REDIS_CONFIG:-/tmp/redis.conf}"
if [ ! -s "$password_file" ]; then
  echo "redis: no password in $password_file" >&2
  exit 1
fi
umask 077
printf 'requirepass "%s"\n' "$(sed 's/["\\]/\\&/g' "$password_file" | tr -d '\n')" >"$config"
if [ "$(id -u)" = 0 ] && id redis >/dev/null 2>&1; then chown redis:redis "$config"; fi
exec docker-entrypoint.sh redis-server "$config" "$@"
