// clang-tidy's NOLINT comments (issue 27, item 5) silence warpagg's check
// where they name it ('warpagg-aggregate', 'warpagg', a glob matching
// either) or no check; one naming another tool's check does not. A silenced
// site is left alone with the reason code 'nolint', counted by --stats.
// RUN: %warpagg --stats --fuse=off %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %warpagg --dry-run --report=json %s 2>/dev/null | %FileCheck %s --check-prefix=JSON

__global__ void kernel(int *out, const int *key) {
  int k = key[threadIdx.x];
  // CHECK: {{^}}  atomicAdd(&out[k], 1);
  atomicAdd(&out[k], 1); // NOLINT
  // CHECK: {{^}}  atomicAdd(&out[k], 2);
  atomicAdd(&out[k], 2); // NOLINT(warpagg-aggregate)
  // CHECK: {{^}}  atomicAdd(&out[k], 3);
  atomicAdd(&out[k], 3); // NOLINT(bugprone-foo, warpagg)
  // CHECK: {{^}}  atomicAdd(&out[k], 4);
  atomicAdd(&out[k], 4); /* NOLINT(warpagg-*) */
  // Another tool's check, a negative glob, an empty list, another word:
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], 5);
  atomicAdd(&out[k], 5); // NOLINT(bugprone-foo)
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], 6);
  atomicAdd(&out[k], 6); // NOLINT(-warpagg-aggregate)
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], 7);
  atomicAdd(&out[k], 7); // NOLINT()
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], 8);
  atomicAdd(&out[k], 8); // NOLINTS are for lint
  // NOLINTNEXTLINE applies to the very next line (as clang-tidy's does).
  // CHECK: {{^}}  atomicAdd(&out[k], 9);
  // NOLINTNEXTLINE(warpagg-aggregate)
  atomicAdd(&out[k], 9);
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], 10);
  atomicAdd(&out[k], 10);
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], 11);
  // NOLINTNEXTLINE(readability-magic-numbers)
  atomicAdd(&out[k], 11);
  // NOLINTBEGIN(warpagg)
  // CHECK: {{^}}  atomicAdd(&out[k], 12);
  atomicAdd(&out[k], 12);
  // CHECK: {{^}}  atomicMax(&out[k], 13);
  atomicMax(&out[k], 13);
  // NOLINTEND(warpagg)
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], 14);
  atomicAdd(&out[k], 14);
  // NOLINTBEGIN(cert-*)
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], 15);
  atomicAdd(&out[k], 15);
  // NOLINTEND(cert-*)
  // An END that closes nothing of warpagg's silences nothing and warns.
  // NOLINTEND(warpagg)
  // CHECK: {{^}}  warpagg::reduce_add(&out[k], 16);
  atomicAdd(&out[k], 16);
}
// DIAG: nolint.cu:50:1: warning: unmatched '{{N}}OLINTEND' comment without a previous '{{N}}OLINTBEGIN' comment naming the same checks
// DIAG-NOT: warning:
// DIAG: nolint.cu:12:3: note: table 'out' of kernel 'kernel' not privatized: a {{N}}OLINT comment (line 12)
// DIAG: nolint.cu:12:3: note: left alone: suppressed by a NOLINT comment (check 'warpagg-aggregate') [atomicAdd]
// DIAG: nolint.cu:14:3: note: left alone: suppressed by a NOLINT
// DIAG: nolint.cu:16:3: note: left alone: suppressed by a NOLINT
// DIAG: nolint.cu:18:3: note: left alone: suppressed by a NOLINT
// DIAG: nolint.cu:31:3: note: left alone: suppressed by a NOLINT
// DIAG: nolint.cu:39:3: note: left alone: suppressed by a NOLINT
// DIAG: nolint.cu:41:3: note: left alone: suppressed by a NOLINT
// DIAG: left alone: 7
// DIAG-NEXT: nolint: 7
// DIAG: warpagg: {{.*}} 7 left alone
// JSON: "reason_code": "nolint"
