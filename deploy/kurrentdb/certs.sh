#!/bin/sh
# Dev TLS certificates for KurrentDB on the compose network: the `certs` one-shot of docker-compose.yml runs
# this in KurrentDB's certificate tool image (es-gencert-cli), as root, with no network. Safe to run again:
#
# - /ca (volume kurrentdb-ca-key, mounted by this job only): the private CA, made once, valid 5 years.
# - /node-certs (volume kurrentdb-node-certs, KurrentDB reads it): ca/ca.crt, and node/node.crt with its
#   key, readable by KurrentDB's user alone. The node certificate (valid 1 year) is issued again when it is
#   missing, older than RENEW_AFTER_DAYS, signed by another CA, or for other names.
# - /ca-public (volume kurrentdb-ca, the shop's processes read it): ca.crt alone, to verify the node.
#
# A renewed certificate is loaded when KurrentDB restarts (`docker compose restart kurrentdb`).
set -eu

ca_dir=/ca
node_dir=/node-certs
public_dir=/ca-public
names="${NODE_DNS_NAMES:-kurrentdb,localhost}"
addresses="${NODE_IP_ADDRESSES:-127.0.0.1}"
owner="${KURRENTDB_UID:-1001}:${KURRENTDB_GID:-1001}"
renew_after_days="${RENEW_AFTER_DAYS:-300}"
gencert="${GENCERT:-es-gencert-cli}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fail() {
  echo "certs: $*" >&2
  exit 1
}

# Copies a file into place through a temporary name, so a reader never sees half of it.
install_file() { # source target mode [owner]
  cp "$1" "$2.new"
  chmod "$3" "$2.new"
  if [ -n "${4:-}" ]; then chown "$4" "$2.new"; fi
  mv -f "$2.new" "$2"
}

if [ ! -s "$ca_dir/ca.crt" ] || [ ! -s "$ca_dir/ca.key" ]; then
  echo "certs: making the private CA"
  # es-gencert-cli exits 0 on some failures: the files it leaves are the proof.
  (cd "$work" && "$gencert" create-ca -out ./ca)
  [ -s "$work/ca/ca.crt" ] && [ -s "$work/ca/ca.key" ] || fail "es-gencert-cli made no CA"
  install_file "$work/ca/ca.key" "$ca_dir/ca.key" 0400
  install_file "$work/ca/ca.crt" "$ca_dir/ca.crt" 0444
fi

mkdir -p "$node_dir/ca" "$node_dir/node"
chmod 0755 "$node_dir" "$node_dir/ca" "$node_dir/node" "$public_dir"

reason=""
if [ ! -s "$node_dir/node/node.crt" ] || [ ! -s "$node_dir/node/node.key" ]; then
  reason="there is none"
elif ! cmp -s "$ca_dir/ca.crt" "$node_dir/ca/ca.crt"; then
  reason="the CA is new"
elif [ "$(cat "$node_dir/node/names" 2>/dev/null || true)" != "$names $addresses" ]; then
  reason="the names changed"
elif [ -n "$(find "$node_dir/node/node.crt" -mtime +"$renew_after_days")" ]; then
  reason="it is older than $renew_after_days days"
fi

if [ -n "$reason" ]; then
  echo "certs: issuing KurrentDB's node certificate for $names $addresses ($reason)"
  (cd "$work" && "$gencert" create-node -ca-certificate "$ca_dir/ca.crt" -ca-key "$ca_dir/ca.key" \
    -out ./node -dns-names "$names" -ip-addresses "$addresses")
  [ -s "$work/node/node.crt" ] && [ -s "$work/node/node.key" ] || fail "es-gencert-cli made no node certificate"
  install_file "$work/node/node.key" "$node_dir/node/node.key" 0400 "$owner"
  install_file "$work/node/node.crt" "$node_dir/node/node.crt" 0444
  printf '%s\n' "$names $addresses" >"$work/names"
  install_file "$work/names" "$node_dir/node/names" 0444
else
  echo "certs: KurrentDB's node certificate is current"
fi

# The CA that KurrentDB trusts and the one the shop verifies it with: always the CA above.
install_file "$ca_dir/ca.crt" "$node_dir/ca/ca.crt" 0444
install_file "$ca_dir/ca.crt" "$public_dir/ca.crt" 0444
