#!/usr/bin/env bash
# The deficit result page's CPU per request beside its JSON endpoint's, with parts of its work taken away
# (docs/performance.md, "A page with no result at all is already at the line"). Run from a scratch clone
# with result-page.patch applied, never from a checkout you work in:
#   git clone -q . /tmp/ablation && cd /tmp/ablation && ln -s "$OLDPWD/node_modules" node_modules
#   git apply bench/ablations/result-page.patch
#   for a in none companion view view,companion; do ABLATE=$a bash bench/ablations/result-page.sh; done
# Each line: wrk's requests a second and the server's CPU (user + system, /proc) per request, page then endpoint.
set -euo pipefail
PORT=${PORT:-3111}
QUERY='gender=female&age=41&weightKg=72.5&heightCm=168&activityLevel=light&weeklyLossGoalKg=0.5&targetWeightKg=65&startDate=2026-01-01'
ABLATE=${ABLATE:-none} ACCESS_LOG=on WORKERS=1 BUN_JSC_forceRAMSize=167772160 PORT=$PORT BASE_URL=http://localhost:$PORT \
  node_modules/.bin/bun server/main.ts > /dev/null 2>&1 &
server=$!
trap 'kill $server; wait $server 2> /dev/null || true' EXIT
for _ in $(seq 1 60); do curl -s -o /dev/null "http://localhost:$PORT/healthz" && break; sleep 0.25; done
cpu() { awk '{print $14 + $15}' "/proc/$server/stat"; }
wrk -t1 -c50 -d3s "http://localhost:$PORT/calculate-deficit?$QUERY" > /dev/null
for _ in 1 2 3; do
  line="ABLATE=${ABLATE:-none}"
  for path in /calculate-deficit /api/calculate-deficit; do
    before=$(cpu)
    out=$(wrk -t1 -c50 -d3s "http://localhost:$PORT$path?$QUERY")
    after=$(cpu)
    requests=$(echo "$out" | grep -o '[0-9]* requests in' | cut -d' ' -f1)
    rate=$(echo "$out" | awk '/Requests\/sec/ {printf "%d", $2}')
    line="$line | $path $rate req/s, $(( (after - before) * 1000000 / $(getconf CLK_TCK) / requests )) µs"
  done
  echo "$line"
done
