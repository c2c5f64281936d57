#!/usr/bin/env bash
# The Debian package tested as a user installs it: builds warpagg_*.deb with
# cpack, makes a clean Debian bookworm root with mmdebstrap from Debian's own
# archive, installs the package there with `apt-get install ./warpagg_*.deb`
# (apt resolves its dependencies from the archive, as on a user's machine),
# and runs scripts/package-test/in-root.sh inside it (chroot): warpagg and
# warpagg-launch on shipped examples, find_package(warpagg) from fresh CMake
# projects, all with the files where the package put them (/usr/bin,
# /usr/include, /usr/lib/cmake). The CUDA toolkit is not a Debian package:
# the machine's is mounted read-only at /usr/local/cuda in the root.
#
#   scripts/package-test.sh [options] [BUILD_DIR]
#
# BUILD_DIR (default: $WARPAGG_BUILD_DIR, else <repo>/build) is packaged as
# it is; where it has no CPackConfig.cmake, it is configured and built first
# (scripts/build.sh).
#
# Options:
#   --check    only say whether this machine can run the test: one line per
#              requirement, "ok NAME" or "missing NAME: why"; exit 1 when one
#              is missing (test/cmake/lit.local.cfg maps the lines to lit
#              features)
#   --keep     keep the work directory (the root, the logs) for inspection
#   -h, --help this text
# Environment:
#   WARPAGG_PACKAGE_TEST_CACHE   where the root's downloaded .debs are kept
#       between runs (default ${XDG_CACHE_HOME:-$HOME/.cache}/warpagg/package-test-debs);
#       only the last run's are kept
#   WARPAGG_PACKAGE_TEST_SOURCES  the apt sources of the root (one-line or
#       deb822; default /etc/apt/sources.list.d/debian.sources where it
#       exists, else deb.debian.org's bookworm, bookworm-updates and
#       bookworm-security). It must reach the LLVM 22 packages the package
#       depends on.
#   CUDA_PATH  the CUDA toolkit (default /usr/local/cuda)
#   TMPDIR     where the work directory goes (the logs; the root is a tmpfs
#              of about 1 GB of memory, on disk there with --keep)
# Needs root (mmdebstrap's root mode and chroot), mount namespaces, network.
# The machine's own /usr and mounts are never touched: every mount is made
# in a private mount namespace that ends with the test, and the work
# directory is removed only when nothing is mounted under it.
set -euo pipefail
root_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
here="$root_dir/scripts/package-test"

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; }
die() { echo "package-test: error: $*" >&2; exit 1; }

check_only=0 keep=0 build="" in_namespace=0
while [ $# -gt 0 ]; do
  case "$1" in
    --check) check_only=1; shift ;;
    --keep) keep=1; shift ;;
    # Internal: steps 2 and 3 below, in the private mount namespace that
    # step 1 makes (WORK DEB).
    --in-namespace) in_namespace=1; work=$2; deb=$3; shift 3 ;;
    -h|--help) usage; exit 0 ;;
    -*) die "unknown option '$1' (see --help)" ;;
    *) [ -z "$build" ] || die "one build directory only"; build="$1"; shift ;;
  esac
done
build="${build:-${WARPAGG_BUILD_DIR:-$root_dir/build}}"
cuda="${CUDA_PATH:-/usr/local/cuda}"
cache="${WARPAGG_PACKAGE_TEST_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/warpagg/package-test-debs}"
suite=bookworm

# The root's apt sources: the machine's Debian sources, else Debian's own.
sources="${WARPAGG_PACKAGE_TEST_SOURCES:-}"
if [ -z "$sources" ] && [ -f /etc/apt/sources.list.d/debian.sources ]; then
  sources=/etc/apt/sources.list.d/debian.sources
fi

# The archives a sources file names (deb822 "URIs:" or one-line "deb"), as
# "host/port".
archive_hosts() {
  if [ -n "$sources" ]; then
    sed -n -e 's/^URIs:[[:space:]]*//p' -e 's/^deb[[:space:]]\+\(\[[^]]*\][[:space:]]\+\)\{0,1\}//p' "$sources" |
      tr ' ' '\n' | sed -n -e 's#^https://\([^/:]*\).*#\1/443#p' -e 's#^http://\([^/:]*\).*#\1/80#p' | sort -u
  else
    echo deb.debian.org/80
  fi
}

# Each requirement: "ok NAME" or "missing NAME: why".
check() {
  local missing=0 host
  report() { if [ "$1" = ok ]; then echo "ok $2"; else echo "missing $2: $3"; missing=1; fi; }
  if [ "$(id -u)" -eq 0 ]; then report ok root; else
    report no root "needs root (mmdebstrap's root mode, chroot, mounts)"; fi
  if command -v mmdebstrap >/dev/null; then report ok mmdebstrap; else
    report no mmdebstrap "mmdebstrap is not installed (apt-get install mmdebstrap)"; fi
  if command -v cpack >/dev/null && command -v dpkg-deb >/dev/null; then report ok cpack-deb; else
    report no cpack-deb "cpack and dpkg-deb are needed to make the package"; fi
  if [ -x "$cuda/bin/nvcc" ] && [ -f "$cuda/include/cuda_runtime.h" ]; then report ok cuda; else
    report no cuda "no CUDA toolkit at '$cuda' (set CUDA_PATH)"; fi
  if [ -n "$sources" ] && [ ! -r "$sources" ]; then
    report no debian-archive "cannot read the apt sources '$sources'"
  else
    local unreachable=""
    for host in $(archive_hosts); do
      timeout 10 bash -c "exec 3<>/dev/tcp/$host" 2>/dev/null || unreachable+=" ${host%/*}:${host#*/}"
    done
    if [ -z "$unreachable" ]; then report ok debian-archive; else
      report no debian-archive "cannot reach the Debian archive:$unreachable"; fi
  fi
  if [ "$(id -u)" -eq 0 ] && unshare --mount --propagation private true 2>/dev/null; then
    report ok private-mounts; else
    report no private-mounts "cannot make a private mount namespace (unshare --mount)"; fi
  return $missing
}

phase() { # NAME: prints how long the phase that just ended took
  echo "package-test: $1: $((SECONDS - phase_start)) s"
  phase_start=$SECONDS
}
# Steps 2 and 3, run in a private mount namespace of their own (step 1
# re-runs this script there): every mount they make (the root's tmpfs,
# mmdebstrap's, the CUDA toolkit, /proc) ends with it, whatever way it ends,
# and is never seen by the machine's other processes.
root_phase() {
  phase_start=$SECONDS
  # The root lives in memory (about 1 GB; disk writes and the removal of its
  # 15,000 files cost more than building it), on disk with --keep.
  mkdir -p "$work/root"
  [ "$keep" = 1 ] || mount -t tmpfs -o mode=755 warpagg-package-test "$work/root"

  # 2. A clean root with apt, CMake, Ninja and g++ (nvcc's host compiler),
  # then the package installed by apt inside it, as a user does. The .debs
  # the root downloads are kept in $cache (only this run's) for the next run.
  mkdir -p "$cache"
  mm_sources=("$sources")
  [ -n "$sources" ] || mm_sources=("deb http://deb.debian.org/debian $suite main"
    "deb http://deb.debian.org/debian $suite-updates main"
    "deb http://deb.debian.org/debian-security $suite-security main")
  if ! mmdebstrap --variant=apt \
      --include=cmake,ninja-build,g++ \
      --skip=download/empty --skip=essential/unlink --dpkgopt=force-unsafe-io \
      --setup-hook='mkdir -p "$1"/var/cache/apt/archives' \
      --setup-hook="sync-in $cache /var/cache/apt/archives/" \
      --customize-hook="copy-in $deb /tmp" \
      --customize-hook='chroot "$1" sh -c "cd /tmp && DEBIAN_FRONTEND=noninteractive apt-get install -y ./warpagg_*.deb"' \
      --customize-hook="find $cache -maxdepth 1 -name '*.deb' -delete" \
      --customize-hook="sync-out /var/cache/apt/archives $cache" \
      "$suite" "$work/root" "${mm_sources[@]}" >"$work/mmdebstrap.log" 2>&1; then
    tail -n 40 "$work/mmdebstrap.log" >&2
    die "making the clean root or installing $(basename "$deb") into it with apt failed (log above)"
  fi
  grep -q "^Setting up warpagg " "$work/mmdebstrap.log" ||
    die "apt did not set up the warpagg package in the root (see $work/mmdebstrap.log)"
  echo "package-test: root: Debian $suite ($(du -sm "$work/root" | cut -f1) MiB), warpagg installed by apt with: $(
    sed -n 's/^Setting up \(\(libclang\|libllvm\)[^ ]*\) .*/\1/p' "$work/mmdebstrap.log" | sort | tr '\n' ' ')"
  phase "clean root and apt install"

  # 3. The checks, inside the root. What they need from the tree is copied in
  # (the examples, the checks); the CUDA toolkit is mounted read-only; /proc
  # is mounted for the compilers.
  mkdir -p "$work/root/opt/package-test" "$work/root/usr/local/cuda"
  cp -r "$here/." "$work/root/opt/package-test/"
  cp -r "$root_dir/examples" "$work/root/opt/package-test/examples"
  cp "$root_dir/test/cmake/Inputs/std-headers.cu" "$work/root/opt/package-test/"
  mount --bind -o ro "$cuda" "$work/root/usr/local/cuda"
  mount -o remount,bind,ro "$work/root/usr/local/cuda"
  mount -t proc proc "$work/root/proc"
  chroot "$work/root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LANG=C.UTF-8 /bin/bash /opt/package-test/in-root.sh ||
    die "a check inside the clean root failed (above)"
  phase "checks in the root"
}

if [ "$in_namespace" = 1 ]; then root_phase; exit; fi
if [ "$check_only" = 1 ]; then check; exit; fi
if ! check_out=$(check); then
  echo "$check_out" | sed -n 's/^missing /package-test: cannot run here: /p' >&2
  exit 1
fi
case "$cache" in *[[:space:]]*) die "the .deb cache '$cache' has a blank in its path (mmdebstrap's hooks split on blanks)" ;; esac

work=$(mktemp -d "${TMPDIR:-/tmp}/warpagg-package-test.XXXXXX")
cleanup() {
  local status=$?
  # Mounts live in private namespaces that have ended; never delete through
  # one that somehow outlived them (it could reach the machine's files).
  if grep -q " $work/" /proc/self/mountinfo; then
    echo "package-test: error: something is still mounted under $work; not removing it" >&2
    grep " $work/" /proc/self/mountinfo >&2
    exit 1
  fi
  if [ "$keep" = 1 ]; then
    echo "package-test: kept $work"
  else
    rm -rf "$work"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

start=$SECONDS
phase_start=$SECONDS
# 1. The package, from the build tree.
if [ ! -f "$build/CPackConfig.cmake" ]; then
  echo "package-test: no configured build at $build: building it"
  WARPAGG_BUILD_DIR="$build" "$root_dir/scripts/build.sh" >"$work/build.log" 2>&1 ||
    { tail -n 30 "$work/build.log" >&2; die "the build failed (log above)"; }
fi
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/deb" >"$work/cpack.log" 2>&1 ||
  { tail -n 30 "$work/cpack.log" >&2; die "cpack -G DEB failed in $build (log above)"; }
debs=("$work"/deb/warpagg_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || die "cpack made no single warpagg_*.deb in $work/deb"
deb="${debs[0]}"
echo "package-test: package $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
phase "package (cpack)"

# 2 and 3 (root_phase), in a private mount namespace.
unshare --mount --propagation private --kill-child "${BASH_SOURCE[0]}" --in-namespace "$work" "$deb" $([ "$keep" = 1 ] && echo --keep) ||
  exit 1
echo "package-test: passed in $((SECONDS - start)) s"
