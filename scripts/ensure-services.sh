#!/usr/bin/env bash
# Makes sure what the tests need is on this machine: Debian's Chromium, nginx and wrk, a running
# PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379. Installs from Debian packages when absent.
set -euo pipefail

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

apt_install() {
  echo "==> Installing Debian packages: $*"
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq || true
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium fonts-liberation)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v wrk >/dev/null 2>&1 || missing+=(wrk)
command -v psql >/dev/null 2>&1 || missing+=(postgresql postgresql-contrib)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
if [ ${#missing[@]} -gt 0 ]; then apt_install "${missing[@]}"; fi

if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "==> Starting PostgreSQL"
  cluster=$(ls /etc/postgresql | head -n1)
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$cluster" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -p 5432

if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "==> Starting Redis"
  $SUDO mkdir -p /var/lib/redis /var/log/redis
  $SUDO redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
fi
echo "redis: $(redis-cli -h 127.0.0.1 -p 6379 ping)"
