#!/bin/bash
# The mongo service's entrypoint (docker-compose.yml): runs as root before the image's own
# docker-entrypoint.sh, which creates the users on the first start and then runs mongod as `mongodb`.
#
# It makes the replica set's keyFile once, in the config volume: 756 random bytes in base64 (1,008
# characters; mongod takes 6 to 1,024 of the base64 set), owned by `mongodb` and readable by it alone, as
# mongod requires. With a keyFile, mongod enforces access control; in a replica set of one it also keeps
# any member that does not hold the same file out, should the set ever grow.
set -euo pipefail

keyfile="${MONGO_KEYFILE:-/data/configdb/keyfile}"
if [ ! -s "$keyfile" ]; then
  echo "verdant: making the replica set keyFile $keyfile"
  umask 077
  head -c 756 /dev/urandom | base64 -w 0 >"$keyfile.new"
  mv -f "$keyfile.new" "$keyfile"
fi
chown mongodb:mongodb "$keyfile"
chmod 0400 "$keyfile"

exec docker-entrypoint.sh "$@"
