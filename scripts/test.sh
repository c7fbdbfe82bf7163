#!/usr/bin/env bash
# The whole test suite: services, build, lint, typecheck, unit, integration (real PostgreSQL and
# Redis), then Playwright end-to-end tests in headless Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}"

step() { printf '\n\033[1m==> %s\033[0m\n' "$*"; }
started=$(date +%s)

step "Services (Chromium, nginx, PostgreSQL, Redis)"
bash scripts/ensure-services.sh

step "Build"
npm run build

step "Lint (ESLint + Prettier, zero warnings)"
npm run lint

step "Typecheck"
npm run typecheck

step "Unit tests"
npm run test:unit -w backend -- --ci
npm test -w shared
npm test -w frontend
npm test -w admin

step "Integration tests (PostgreSQL 127.0.0.1:5432, Redis 127.0.0.1:6379)"
npm run test:int -w backend -- --ci

step "System tests (nginx, two backends, a worker; own PostgreSQL/Redis where one is stopped)"
npm run test:system -w backend -- --ci

step "End-to-end tests (Playwright, /usr/bin/chromium)"
npm test -w e2e

printf '\n\033[1mAll tests passed in %ss\033[0m\n' "$(($(date +%s) - started))"
