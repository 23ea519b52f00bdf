#!/bin/sh
# KurrentDB's TLS certificates on the compose network, made with openssl (POSIX sh, for the alpine image of
# deploy/kurrentdb/Dockerfile). The `certs` one-shot runs it before KurrentDB starts, and `certs-renewer`
# runs it again every day (deploy/kurrentdb/renew.sh). Safe to run again:
#
# - CA_DIR (/ca, volume kurrentdb-ca-key, never mounted by KurrentDB or the shop): the private CA, made
#   once, valid CA_DAYS (10 years). Ten years because replacing a CA means every client must trust the new
#   one; its key never leaves this volume.
# - NODE_DIR (/node-certs, volume kurrentdb-node-certs, KurrentDB reads it): ca/ca.crt, and node/node.crt
#   with its key, readable by KurrentDB's user alone. The node certificate is valid NODE_DAYS (2 years) and
#   is issued again when RENEW_WITHIN_DAYS (90) or fewer remain by its own expiry date, or when it is
#   missing, signed by another CA, or for other names. Two years keeps a leaked key useful for a bounded
#   time, while a renewer that stopped still leaves months before anything breaks; renewing 90 days ahead
#   leaves 60 days of daily retries before the health check (check-certs.sh, 30 days) calls for a person.
# - PUBLIC_DIR (/ca-public, volume kurrentdb-ca, the shop's processes read it): ca.crt alone.
#
# It only writes files: renew.sh asks a running KurrentDB to load them.
set -eu

ca_dir="${CA_DIR:-/ca}"
node_dir="${NODE_DIR:-/node-certs}"
public_dir="${PUBLIC_DIR:-/ca-public}"
names="${NODE_DNS_NAMES:-kurrentdb,localhost}"
addresses="${NODE_IP_ADDRESSES:-127.0.0.1}"
# The name KurrentDB expects on its nodes' certificates (its CertificateReservedNodeCommonName), as
# es-gencert-cli sets it.
common_name="${NODE_COMMON_NAME:-eventstoredb-node}"
ca_days="${CA_DAYS:-3650}"
node_days="${NODE_DAYS:-730}"
renew_within_days="${RENEW_WITHIN_DAYS:-90}"
# The user KurrentDB runs as, who must be able to read the node's key; empty: leave the owner as it is.
uid="${KURRENTDB_UID-1000}"
owner="${uid:+$uid:${KURRENTDB_GID:-$uid}}"

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

expires_within() { # certificate days
  ! openssl x509 -in "$1" -noout -checkend "$(($2 * 86400))" >/dev/null 2>&1
}

mkdir -p "$ca_dir" "$node_dir/ca" "$node_dir/node" "$public_dir"
chmod 0700 "$ca_dir"
chmod 0755 "$node_dir" "$node_dir/ca" "$node_dir/node" "$public_dir"

if [ ! -s "$ca_dir/ca.crt" ] || [ ! -s "$ca_dir/ca.key" ]; then
  echo "certs: making the private CA, valid $ca_days days"
  openssl req -x509 -new -newkey rsa:2048 -nodes -sha256 -days "$ca_days" \
    -subj "/CN=Verdant KurrentDB CA $(openssl rand -hex 8)" \
    -addext "basicConstraints=critical,CA:TRUE" \
    -addext "keyUsage=critical,keyCertSign,cRLSign,digitalSignature" \
    -keyout "$work/ca.key" -out "$work/ca.crt" 2>"$work/openssl.log" || fail "openssl made no CA: $(cat "$work/openssl.log")"
  install_file "$work/ca.key" "$ca_dir/ca.key" 0400
  install_file "$work/ca.crt" "$ca_dir/ca.crt" 0444
fi

reason=""
if [ ! -s "$node_dir/node/node.crt" ] || [ ! -s "$node_dir/node/node.key" ]; then
  reason="there is none"
elif ! cmp -s "$ca_dir/ca.crt" "$node_dir/ca/ca.crt"; then
  reason="the CA is new"
elif [ "$(cat "$node_dir/node/names" 2>/dev/null || true)" != "$names $addresses" ]; then
  reason="the names changed"
elif expires_within "$node_dir/node/node.crt" "$renew_within_days"; then
  reason="it expires within $renew_within_days days, on $(openssl x509 -in "$node_dir/node/node.crt" -noout -enddate | cut -d= -f2)"
fi

if [ -n "$reason" ]; then
  echo "certs: issuing KurrentDB's node certificate for $names $addresses, valid $node_days days ($reason)"
  san=""
  for name in $(echo "$names" | tr ',' ' '); do san="${san:+$san,}DNS:$name"; done
  for address in $(echo "$addresses" | tr ',' ' '); do san="${san:+$san,}IP:$address"; done
  cat >"$work/node.ext" <<EOF
basicConstraints=critical,CA:FALSE
keyUsage=critical,digitalSignature,keyEncipherment
extendedKeyUsage=serverAuth,clientAuth
subjectKeyIdentifier=hash
authorityKeyIdentifier=keyid
subjectAltName=$san
EOF
  {
    openssl req -new -newkey rsa:2048 -nodes -sha256 -subj "/CN=$common_name" \
      -keyout "$work/node.key" -out "$work/node.csr" &&
      openssl x509 -req -in "$work/node.csr" -CA "$ca_dir/ca.crt" -CAkey "$ca_dir/ca.key" \
        -CAcreateserial -CAserial "$work/ca.srl" -sha256 -days "$node_days" \
        -extfile "$work/node.ext" -out "$work/node.crt"
  } 2>"$work/openssl.log" || fail "openssl made no node certificate: $(cat "$work/openssl.log")"
  openssl verify -CAfile "$ca_dir/ca.crt" "$work/node.crt" >/dev/null || fail "the new node certificate does not verify"
  # The key before the certificate: a reader between the two moves sees the old certificate with the new
  # key at worst, which KurrentDB refuses to load and keeps its current pair.
  install_file "$work/node.key" "$node_dir/node/node.key" 0400 "$owner"
  install_file "$work/node.crt" "$node_dir/node/node.crt" 0444
  printf '%s\n' "$names $addresses" >"$work/names"
  install_file "$work/names" "$node_dir/node/names" 0444
else
  echo "certs: KurrentDB's node certificate is current (expires on $(openssl x509 -in "$node_dir/node/node.crt" -noout -enddate | cut -d= -f2))"
fi

# The CA that KurrentDB trusts and the one the shop verifies it with: always the CA above.
install_file "$ca_dir/ca.crt" "$node_dir/ca/ca.crt" 0444
install_file "$ca_dir/ca.crt" "$public_dir/ca.crt" 0444
