#!/bin/sh
# Runs a command with NAME set from the file NAME_FILE names, for every NAME_FILE in its environment: for
# images that take a secret from their environment alone (KurrentDB's default users' passwords). The value
# then lives in that process's environment only, never in the container's configuration (`docker inspect`)
# or on a command line.
#
#   sh /deploy/secret-env.sh /opt/kurrentdb/KurrentDB
set -eu
for name in $(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)_FILE=.*/\1/p'); do
  eval "file=\${${name}_FILE}"
  if [ ! -s "$file" ]; then
    echo "secret-env: ${name}_FILE names $file, which is missing or empty" >&2
    exit 1
  fi
  value="$(cat "$file")"
  export "$name=$value"
  unset "${name}_FILE"
done
exec "$@"
