#!/usr/bin/env bash
# A distributed wordpack build on a Slurm cluster: an array of N shard tasks, then an assemble task that runs
# when all of them have ended. Run it from the project's folder on a login node: `bash docs/ci/slurm.sh`.
#
# Every node needs the wordpack binary (WORDPACK, built once with `swift build -c release`), a copy of the
# project (a shared file system will do: each shard writes only under .wordpack/shard-I-of-N/ and the cache),
# and the cache: a folder on the shared file system, or a cache server (WORDPACK_CACHE, with
# WORDPACK_CACHE_TOKEN in the environment if it asks for one, and WORDPACK_CACHE_CA naming the PEM file of an
# in-house CA if one signed its certificate; Slurm passes the environment on, and wordpack never prints the token).
#
# Who writes the cache (docs/scale-and-ci.md): only a run given WORDPACK_CACHE_SIGNING_KEY (the path
# of a NAME.secret file made by `wordpack cache keygen NAME`, readable by the release account alone) shards,
# signs and stores, then assembles with an audit of AUDIT percent (default 2). Any other run (a trial of a
# branch, someone else's account) is one read-only build that takes what the cache holds and stores nothing.
# WORDPACK_CACHE_TRUSTED_KEYS (the NAME.public lines), or pipeline.json's "cacheTrustedKeys", makes every build
# take only records signed by one of those keys.
set -euo pipefail
SHARDS=${SHARDS:-32}
AUDIT=${AUDIT:-2}
WORDPACK=${WORDPACK:-$PWD/.build/release/wordpack}
export WORDPACK_CACHE=${WORDPACK_CACHE:-$PWD/.wordpack-cache}
project=$PWD

if [ -z "${WORDPACK_CACHE_SIGNING_KEY:-}" ]; then
  sbatch --cpus-per-task=2 --job-name=wordpack-read-only --output=wordpack-read-only.log \
    --wrap "'$WORDPACK' build --project '$project' --cache-read-only"
  echo "submitted one read-only build (no WORDPACK_CACHE_SIGNING_KEY: nothing is stored in the cache)"
  exit 0
fi

# On a shared file system the shards of one folder would wait for each other's project lock: each task works
# on its own copy in node-local scratch space.
shards=$(sbatch --parsable --array=0-$((SHARDS - 1)) --cpus-per-task=2 --job-name=wordpack-shard \
  --output=wordpack-shard-%a.log --wrap "
    set -e
    copy=\${TMPDIR:-/tmp}/wordpack-\$SLURM_ARRAY_JOB_ID-\$SLURM_ARRAY_TASK_ID
    mkdir -p \$copy && cp -r '$project/pipeline.json' '$project/inputs' \$copy/
    '$WORDPACK' build --project \$copy --shard \$SLURM_ARRAY_TASK_ID/$SHARDS
    rm -rf \$copy")

# The assemble step runs in the project itself, after every shard succeeded (afterok), and writes outputs/.
sbatch --dependency=afterok:"$shards" --cpus-per-task=2 --job-name=wordpack-assemble \
  --output=wordpack-assemble.log --wrap "'$WORDPACK' build --project '$project' --audit $AUDIT"
echo "submitted $SHARDS shards (job $shards) and the assemble step after them"
