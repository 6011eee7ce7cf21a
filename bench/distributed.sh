#!/usr/bin/env bash
# The distributed benchmark: the bench catalogue (bench/make_catalogue.py, 1,000 words) built through a shared
# cache served by nginx (WebDAV PUT) on 127.0.0.1, each step in its own copy of the project as each CI runner has
# its own clone. Times a plain cold build, 2 shards side by side (`--shard 0/2`, `1/2`), the assemble step from
# the cache the shards filled, and a fresh clone building from the warm cache.
# Targets (issue 17): the 2 shards together cost ≤ 10% more CPU than the plain build; the assemble step and the
# fresh clone each take ≤ 10% of the cold build's wall time. The shards with the assemble step's CPU added is
# printed too, for what the whole split costs. The shards sign what they store (a key made by `wordpack cache
# keygen`) and the assemble step and fresh clone trust only that key, as docs/ci does; a second fresh clone
# checks no signature (what verifying costs) and a third audits 2% (`--audit 2`, what the release job does).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-packages python3 bc time nginx
wordpack="${WORDPACK:-$PWD/.build/release/wordpack}"
nginx=$(command -v nginx || echo /usr/sbin/nginx)
work=$(mktemp -d)
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
if [ -n "${BENCH_PROJECT:-}" ]; then
  # Another project instead (its pipeline.json and inputs/), e.g. BENCH_PROJECT=. for the sample.
  mkdir -p "$work/source" && cp -r "$BENCH_PROJECT/pipeline.json" "$BENCH_PROJECT/inputs" "$work/source/"
else
  echo "generating the catalogue in $work…"
  python3 bench/make_catalogue.py "$work/source"
fi

# nginx on a free port, everything in $work/nginx, in the foreground as our child.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
mkdir -p "$work/nginx/store" "$work/nginx/temp"
cat >"$work/nginx/nginx.conf" <<CONF
daemon off;
master_process off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path $work/nginx/temp/body;
  proxy_temp_path $work/nginx/temp/proxy;
  fastcgi_temp_path $work/nginx/temp/fastcgi;
  uwsgi_temp_path $work/nginx/temp/uwsgi;
  scgi_temp_path $work/nginx/temp/scgi;
  client_max_body_size 256m;
  server {
    listen 127.0.0.1:$port;
    root $work/nginx/store;
    location / { dav_methods PUT; create_full_put_path on; }
  }
}
CONF
"$nginx" -p "$work/nginx" -c "$work/nginx/nginx.conf" -e "$work/nginx/error.log" &
server_pid=$!
cache="http://127.0.0.1:$port/wordpack"
for _ in $(seq 50); do python3 -c "import socket; socket.create_connection(('127.0.0.1', $port))" 2>/dev/null && break; sleep 0.1; done

clone() { rm -rf "$work/$1"; mkdir "$work/$1"; cp -r "$work/source/pipeline.json" "$work/source/inputs" "$work/$1/"; }

# wall seconds and CPU seconds (user + system) of one run, on one line
measure() {
  local start end log="$work/.log.$RANDOM"
  start=$(date +%s.%N)
  /usr/bin/env time -f "%U %S" -o "$log.time" "$@" >/dev/null 2>"$log" || { cat "$log"; exit 1; }
  end=$(date +%s.%N)
  read -r user system <"$log.time"
  echo "$(echo "$end - $start" | bc -l) $(echo "$user + $system" | bc -l)"
}

mkdir -p "$work/keys"
"$wordpack" cache keygen bench --to "$work/keys" >/dev/null
export WORDPACK_CACHE_SIGNING_KEY="$work/keys/bench.secret"
export WORDPACK_CACHE_TRUSTED_KEYS="$(cat "$work/keys/bench.public")"

clone plain
read -r cold_wall cold_cpu < <(measure "$wordpack" build --project "$work/plain" --quiet)
clone shard0
clone shard1
start=$(date +%s.%N)
measure "$wordpack" build --project "$work/shard0" --quiet --shard 0/2 --cache "$cache" >"$work/shard0.m" &
first=$!
measure "$wordpack" build --project "$work/shard1" --quiet --shard 1/2 --cache "$cache" >"$work/shard1.m" &
second=$!
wait "$first" "$second"
shards_wall=$(echo "$(date +%s.%N) - $start" | bc -l)
read -r _ shard0_cpu <"$work/shard0.m"
read -r _ shard1_cpu <"$work/shard1.m"
# The assemble step runs on another runner, which never saw the shards' scratch folders removed: on this one
# machine, wait out ext4's 30-second window in which it skips the inodes of recently removed files, which
# otherwise makes creating the assemble step's 6,000 files cost twice the system time.
sleep 31
clone assemble
read -r assemble_wall assemble_cpu < <(measure "$wordpack" build --project "$work/assemble" --quiet --cache "$cache")
# The fresh clones hold no signing key, as a pull request's build would not; they store nothing new anyway.
unset WORDPACK_CACHE_SIGNING_KEY
clone fresh
read -r fresh_wall fresh_cpu < <(measure "$wordpack" build --project "$work/fresh" --quiet --cache "$cache")
clone unverified
read -r unverified_wall unverified_cpu < <(WORDPACK_CACHE_TRUSTED_KEYS= measure "$wordpack" build --project "$work/unverified" --quiet --cache "$cache")
clone audited
read -r audited_wall audited_cpu < <(measure "$wordpack" build --project "$work/audited" --quiet --cache "$cache" --audit 2)
diff -r "$work/plain/outputs" "$work/assemble/outputs" >/dev/null && same="yes" || same="NO"
diff -r "$work/plain/outputs" "$work/fresh/outputs" >/dev/null && same_fresh="yes" || same_fresh="NO"
diff -r "$work/plain/outputs" "$work/audited/outputs" >/dev/null && same_audited="yes" || same_audited="NO"
split_cpu=$(echo "$shard0_cpu + $shard1_cpu + $assemble_cpu" | bc -l)

printf '%-44s %10s %10s %12s\n' "step" "wall s" "CPU s" "vs cold"
printf '%-44s %10.2f %10.2f %12s\n' "plain cold build, one machine" "$cold_wall" "$cold_cpu" "100%"
printf '%-44s %10.2f %10.2f %11.1f%%\n' "2 shards side by side (CPU: both)" "$shards_wall" "$(echo "$shard0_cpu + $shard1_cpu" | bc -l)" "$(echo "100 * ($shard0_cpu + $shard1_cpu) / $cold_cpu" | bc -l)"
printf '%-44s %10.2f %10.2f %11.1f%%\n' "assemble step from the shards' cache" "$assemble_wall" "$assemble_cpu" "$(echo "100 * $assemble_wall / $cold_wall" | bc -l)"
printf '%-44s %10.2f %10.2f %11.1f%%\n' "fresh clone from the warm cache" "$fresh_wall" "$fresh_cpu" "$(echo "100 * $fresh_wall / $cold_wall" | bc -l)"
printf '%-44s %10.2f %10.2f %11.1f%%\n' "  the same, no signature checked" "$unverified_wall" "$unverified_cpu" "$(echo "100 * $unverified_wall / $cold_wall" | bc -l)"
printf '%-44s %10.2f %10.2f %11.1f%%\n' "  the same, --audit 2" "$audited_wall" "$audited_cpu" "$(echo "100 * $audited_wall / $cold_wall" | bc -l)"
printf 'checking signatures costs %.1f%% of the unchecked clone'"'"'s CPU; --audit 2 adds %.1f%% of the cold build'"'"'s CPU\n' \
  "$(echo "100 * ($fresh_cpu - $unverified_cpu) / $unverified_cpu" | bc -l)" "$(echo "100 * ($audited_cpu - $fresh_cpu) / $cold_cpu" | bc -l)"
printf 'the 2 shards cost %.1f%% of the plain build'"'"'s CPU (target ≤ 110%%); with the assemble step, %.1f%%\n' \
  "$(echo "100 * ($shard0_cpu + $shard1_cpu) / $cold_cpu" | bc -l)" "$(echo "100 * $split_cpu / $cold_cpu" | bc -l)"
echo "outputs/ byte for byte as the plain build's: assemble $same, fresh clone $same_fresh, audited $same_audited; $(find "$work/plain/outputs" -type f | wc -l) files"
echo "targets: the 2 shards ≤ 110% of the plain build's CPU; assemble and fresh clone ≤ 10% of its wall time"
