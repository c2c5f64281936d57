#!/usr/bin/env bash
# bench/experiments/half_issue_probe.sh -- one device call: builds
# half_issue_probe.cu, prints its table, the SASS atomics of each variant, and
# the L2 throughput breakdown (Nsight Compute) of each variant of its "once"
# mode; NCU=0 skips the counters. MODE=flag, warpid, graded, graded_stride or
# tagged runs only those variants (no counters). Writes to $OUT.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-/tmp/half_probe_out}; mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc -O3 -std=c++17 -arch=sm_90 -I "$here/../../runtime/include" "$here/half_issue_probe.cu" -o /tmp/hprobe || exit 1
cuobjdump -sass /tmp/hprobe > /tmp/hprobe.sass
awk '/Function :/{f=$3} /ATOM|RED|CAS/{c[f]=c[f] " " $2 $3}
  END{for (k in c) print k ":" c[k]}' /tmp/hprobe.sass > "$out/sass_atomics.txt"
/tmp/hprobe ${MODE:-} | tee "$out/table.txt"
# Full SASS of plain, ballot_loop and two phases.
for k in ILi0ELi0E ILi2ELi0E ILi5ELi2E; do
  awk -v k="$k" '/Function :/{p = index($0, k) > 0} p' /tmp/hprobe.sass > "$out/sass_$k.txt"
done
[ "${NCU:-1}" = 1 ] && [ -z "${MODE:-}" ] || exit 0
timeout 200 ncu --clock-control none --kernel-name regex:probe_kernel \
  --metrics breakdown:lts__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_requests_srcunit_tex_op_atom.sum,lts__t_sectors_srcunit_tex_op_read.sum,gpu__time_duration.sum,sm__warps_active.avg.pct_of_peak_sustained_active \
  /tmp/hprobe once > "$out/ncu_breakdown.txt" 2>&1
echo "ncu rc=$?"
grep -E "probe_kernel|lts__|gpu__|sm__" "$out/ncu_breakdown.txt" | awk '$NF+0 > 1 || /probe_kernel/' | cut -c1-110 | head -150
