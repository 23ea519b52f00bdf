#!/bin/sh
# Writes .env beside docker-compose.yml with a fresh random value for every secret the distributed mode
# requires, readable by you alone. It never overwrites an existing .env: most of these secrets are taken
# once, on the first start (KurrentDB's and MongoDB's users), or keep data readable (IDENTITY_SECRET), so a
# new value for a running shop locks it out of its own data.
#
#   deploy/generate-env.sh            # writes ./.env
#   deploy/generate-env.sh other.env  # writes other.env (for `docker compose --env-file other.env ...`)
#
# Each value is hex (`openssl rand -hex`), so it goes into the connection URLs without escaping.
set -eu

cd "$(dirname "$0")/.."
target="${1:-.env}"

if [ -e "$target" ]; then
  echo "$target exists already: not touching it. Remove it first to start a new shop from scratch." >&2
  exit 1
fi

secret() { # bytes
  if command -v openssl >/dev/null 2>&1; then
    openssl rand -hex "$1"
  else
    od -An -tx1 -N"$1" /dev/urandom | tr -d ' \n'
  fi
}

mkdir -p "$(dirname "$target")"
umask 077
cat >"$target" <<EOF
# The distributed mode's secrets (README, "The distributed mode"), made by deploy/generate-env.sh on $(date -u +%Y-%m-%d).
# Keep this file out of version control and back it up with the volumes: the shop cannot read its data
# without these values.

# Keys the email fingerprints in the event log: shared by every process of the shop, never changed.
IDENTITY_SECRET=$(secret 32)
# The admin sign-in's secret code: give it to the shop's admins.
ADMIN_SIGNIN_CODE=$(secret 16)

# KurrentDB's admin user and ops user (which certs-renewer signs in as), set on KurrentDB's first start
# only, and the shop's own user, made by the kurrentdb-users job at the first start.
KURRENTDB_ADMIN_PASSWORD=$(secret 24)
KURRENTDB_OPS_PASSWORD=$(secret 24)
KURRENTDB_SHOP_PASSWORD=$(secret 24)
# MongoDB's root user (for operators) and the shop's own user; set on MongoDB's first start only.
MONGO_ROOT_PASSWORD=$(secret 24)
MONGO_SHOP_PASSWORD=$(secret 24)
# Redis's requirepass.
REDIS_PASSWORD=$(secret 24)

# Optional secrets, empty while their feature is off; each reaches the shop as a secret file.
# The first admin, made at the first start with ADMIN_EMAIL below:
ADMIN_PASSWORD=
# Mail through your SMTP server (docs/mail.md), e.g. smtps://user:password@smtp.example.in:465:
SMTP_URL=
# Payment gateways (docs/payments.md), with RAZORPAY_KEY_ID / STRIPE_PUBLISHABLE_KEY below:
RAZORPAY_KEY_SECRET=
RAZORPAY_WEBHOOK_SECRET=
STRIPE_SECRET_KEY=
STRIPE_WEBHOOK_SECRET=

# Optional settings (defaults in docker-compose.yml):
# SHOP_PORT=8080
# PUBLIC_URL=https://shop.example.in
# ADMIN_EMAIL=you@example.in
# RAZORPAY_KEY_ID=
# STRIPE_PUBLISHABLE_KEY=
# SEED_DEMO_DATA=false
EOF

echo "Wrote $target with new secrets (mode 600). Next: docker compose up -d --wait"
