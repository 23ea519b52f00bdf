#!/bin/sh
# The certs-renewer service's health check (docker-compose.yml): unhealthy, with a message saying why, when
# KurrentDB's node certificate or its CA expires within WARN_WITHIN_DAYS (30), or when the last renewal
# round failed. The renewer issues the node certificate again 90 days ahead, so a certificate this close to
# its end means renewing has failed for two months: a person must look (docs/distributed-mode.md,
# "Certificates"). The KurrentDB image has no openssl to read a certificate's dates, so the check lives here.
set -u

node_dir="${NODE_DIR:-/node-certs}"
warn_days="${WARN_WITHIN_DAYS:-30}"
help='see docs/distributed-mode.md, "Certificates"'
healthy=true

check() { # certificate description
  if [ ! -s "$1" ]; then
    echo "$2 is missing ($1): run the certs service ($help)"
    healthy=false
    return
  fi
  openssl x509 -in "$1" -noout -checkend "$((warn_days * 86400))" >/dev/null 2>&1 && return
  healthy=false
  end="$(openssl x509 -in "$1" -noout -enddate -dateopt iso_8601 | cut -d= -f2)"
  end_seconds="$(date -u -d "${end%Z}" +%s)"
  now="$(date -u +%s)"
  if [ "$end_seconds" -le "$now" ]; then
    echo "$2 expired on ${end%% *}: renew it ($help)"
  else
    echo "$2 expires on ${end%% *} (in $(((end_seconds - now) / 86400)) days): renew it ($help)"
  fi
}

check "$node_dir/node/node.crt" "KurrentDB's node certificate"
check "$node_dir/ca/ca.crt" "KurrentDB's CA certificate"
if [ -s "$node_dir/node/renew-error" ]; then
  echo "The last renewal failed: $(cat "$node_dir/node/renew-error")"
  healthy=false
fi
$healthy
