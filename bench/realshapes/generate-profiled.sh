#!/usr/bin/env bash
# bench/realshapes/generate-profiled.sh instrument [warpagg]
# bench/realshapes/generate-profiled.sh decide PROFILE [warpagg]
# Issue 28 on the real-shapes suite, in three steps (the GPU run between
# them needs only CMake and nvcc):
#   1. here:  generate-profiled.sh instrument
#             -> generated/kernels_plain.instrumented.cu (warpagg --instrument)
#   2. GPU:   REALSHAPES_CMAKE_ARGS=-DRS_INSTRUMENTED=ON BUILD_DIR=... \
#             WARPAGG_PROFILE_FILE=$OUT/realshapes.profile.json run.sh $OUT --reps 1
#             (the instrumented copy is the `tool` variant; the profile is
#             written when the bench exits)
#   3. here:  generate-profiled.sh decide realshapes.profile.json
#             -> generated/kernels_plain.profiled.cu and remarks.profiled.txt
#             (warpagg --profile), then run.sh times plain, tool (static
#             decisions), profiled and anchor together.
# The profile keys sites by this machine's absolute path of kernels_plain.cu:
# steps 1 and 3 run in the same checkout.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
step=${1:?usage: generate-profiled.sh instrument|decide PROFILE [warpagg]}
shift
profile=""
if [ "$step" = decide ]; then
  profile=$(cd "$(dirname "${1:?decide needs the profile}")" && pwd)/$(basename "$1")
  shift
fi
tool=$(cd "$(dirname "${1:-$here/../../build/bin/warpagg}")" && pwd)/$(basename "${1:-warpagg}")
cd "$here"
case "$step" in
instrument)
  "$tool" --instrument --line-directives=off kernels_plain.cu \
    -o generated/kernels_plain.instrumented.cu -- -I . 2>&1 |
    sed -e 's|^[^ ]*/bench/realshapes/||' >generated/remarks.instrumented.txt ;;
decide)
  "$tool" --profile="$profile" --line-directives=off kernels_plain.cu \
    -o generated/kernels_plain.profiled.cu -- -I . 2>&1 |
    sed -e 's|^[^ ]*/bench/realshapes/||' >generated/remarks.profiled.txt ;;
*) echo "generate-profiled.sh: unknown step '$step'" >&2; exit 2 ;;
esac
