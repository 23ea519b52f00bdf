#!/bin/sh
# The certs-renewer service (docker-compose.yml): once at start and then every RENEW_INTERVAL_SECONDS (a
# day), runs certs.sh, which issues KurrentDB's node certificate again when it nears its expiry, and asks
# KurrentDB to load whatever node certificate is on disk that it has not loaded yet, without a restart.
#
# KurrentDB reloads its certificates on `POST /admin/reloadconfig`, an operation its `$ops` and `$admins`
# may call ("Certificate update upon expiry", https://docs.kurrent.io/server/v26.0/operations/cert-update.html):
# this signs in as the `ops` user, whose password is read from a file. A failure is kept in
# NODE_DIR/node/renew-error, which the health check (check-certs.sh) shows, and is tried again next round.
#
# RENEW_ONCE=1 runs a single round and exits with its outcome.
set -eu

here="$(dirname "$0")"
node_dir="${NODE_DIR:-/node-certs}"
url="${KURRENTDB_URL:-https://kurrentdb:2113}"
reload_user="${KURRENTDB_RELOAD_USER:-ops}"
password_file="${KURRENTDB_RELOAD_PASSWORD_FILE:-/run/secrets/kurrentdb_ops_password}"
interval="${RENEW_INTERVAL_SECONDS:-86400}"
loaded="$node_dir/node/loaded-fingerprint"
error_file="$node_dir/node/renew-error"

fingerprint() {
  openssl x509 -in "$1" -noout -fingerprint -sha256 | cut -d= -f2
}

record_error() {
  printf '%s: %s\n' "$(date -u '+%Y-%m-%d %H:%M:%SZ')" "$*" >"$error_file.new"
  mv -f "$error_file.new" "$error_file"
  echo "certs-renewer: $*" >&2
}

# The password goes to curl on its standard input, never on a command line another process could read.
reload() {
  [ -s "$password_file" ] || {
    echo "no password for $reload_user in $password_file"
    return 1
  }
  password="$(cat "$password_file")"
  escaped="$(printf '%s:%s' "$reload_user" "$password" | sed 's/[\\"]/\\&/g')"
  printf 'user = "%s"\n' "$escaped" |
    curl --config - --fail --silent --show-error --max-time 30 --cacert "$node_dir/ca/ca.crt" \
      --request POST --output /dev/null "$url/admin/reloadconfig" 2>&1
}

round() {
  if ! output="$(sh "$here/certs.sh" 2>&1)"; then
    record_error "issuing the node certificate failed: $output"
    return 1
  fi
  echo "$output"
  current="$(fingerprint "$node_dir/node/node.crt")"
  if [ "$current" != "$(cat "$loaded" 2>/dev/null || true)" ]; then
    if ! output="$(reload)"; then
      record_error "KurrentDB did not load the node certificate on disk ($url/admin/reloadconfig): $output"
      return 1
    fi
    printf '%s\n' "$current" >"$loaded.new"
    mv -f "$loaded.new" "$loaded"
    echo "certs-renewer: KurrentDB loaded the node certificate $current"
  fi
  rm -f "$error_file"
}

trap 'exit 0' TERM INT
while :; do
  if [ -n "${RENEW_ONCE:-}" ]; then
    round
    exit
  fi
  round || true
  sleep "$interval" &
  wait $!
done
